import type { TConfig } from './config.ts';
import type { TDatabase, TDb } from './db/client.ts';
import type { TBus } from './lib/bus.ts';
import type { LoginService } from './modules/auth/login.service.ts';
import type { QrLoginService } from './modules/auth/qr.service.ts';
import type { SessionService } from './modules/auth/session.service.ts';
import type { LogWriter } from './modules/logs/log.writer.ts';
import type { TSmsSender } from './modules/auth/sms.service.ts';
import type { CurrentUserCache } from './modules/current-user/current-user.cache.ts';
import type { DataScopeService } from './modules/authorize/data-scope.ts';
import type { OrgTreeCache } from './modules/organize/org-tree.cache.ts';
import type { TModelMenuRow } from './modules/authorize/assert-permission.ts';
import type { BusKeyedCache } from './lib/bus-keyed.ts';
import type { RelationNameCache } from './modules/users/relation-names.cache.ts';
import type { SettingsService } from './modules/system/settings.service.ts';
import type { JobService } from './modules/jobs/job.service.ts';
import type { Outbox } from './modules/outbox/outbox.dispatcher.ts';
import type { TMenuItemType } from '@app/contracts';
import type { ViewTicketService } from './modules/auth/ticket.service.ts';
import type { AreaService } from './modules/area/area.service.ts';
import type { AuthorizeService } from './modules/authorize/authorize.service.ts';
import type { MembersService } from './modules/authorize/members.service.ts';
import type { BillRuleService } from './modules/bill-rule/bill-rule.service.ts';
import type { ChatHub } from './modules/chat/chat.hub.ts';
import type { ChatService } from './modules/chat/chat.service.ts';
import type { ProfileService } from './modules/current-user/profile.service.ts';
import type { DataInterfaceService } from './modules/data-interface/data-interface.service.ts';
import type { DictionaryService } from './modules/dictionary/dictionary.service.ts';
import type { FeedbackService } from './modules/feedback/feedback.service.ts';
import type { CodegenService } from './modules/codegen/codegen.service.ts';
import type { FileService } from './modules/files/file.service.ts';
import type { MenuItemService } from './modules/menu/menu-item.service.ts';
import type { MenuService } from './modules/menu/menu.service.ts';
import type { MessageService } from './modules/message/message.service.ts';
import type { OnlineUserService } from './modules/online-user/online-user.service.ts';
import type { OrganizeService } from './modules/organize/organize.service.ts';
import type { PositionService } from './modules/position/position.service.ts';
import type { PortalService } from './modules/portal/portal.service.ts';
import type { RoleService } from './modules/role/role.service.ts';
import type { SelectorTreeService } from './modules/tree/tree.service.ts';
import type { UserExcelService } from './modules/users/user-excel.service.ts';
import type { UserService } from './modules/users/user.service.ts';
import type { FlowEngineService } from './modules/workflow/flow-engine.service.ts';
import type { FlowBeforeService } from './modules/workflow/flow-before.service.ts';
import type { FlowTaskService } from './modules/workflow/flow-task.service.ts';
import type { FlowManageService } from './modules/workflow/flow-manage.service.ts';
import type { FlowDelegateService } from './modules/workflow/flow-delegate.service.ts';
import type { PublishService } from './modules/visualdev/publish/publish.service.ts';
import type { RuntimeService } from './modules/visualdev/runtime/runtime.service.ts';
import type { VisualDevService } from './modules/visualdev/visualdev.service.ts';
import type { ReportRunner } from './modules/report/report-run.ts';
import type { ReportService } from './modules/report/report.service.ts';

/** What buildApp needs from outside: configuration, an open database, the bus. */
export interface TAppDeps {
  config: TConfig;
  database: TDatabase;
  bus: TBus;
  /** Secret for signed URLs (from config, or generated and kept in the database). */
  secret: string;
  smsSender?: TSmsSender;
  /** The clock (tests move it). */
  now?: () => number;
  /** Run periodic maintenance (log retention, ended sessions); the server does, tests do not. */
  maintenance?: boolean;
}

/** Services shared by the modules, built once per process by the composition root (composition.ts). */
export interface TAppContext extends TCoreContext {
  /** The module services, one instance each: route files take theirs from here and never construct one. */
  services: TServices;
}

/** The module services of the composition root. */
export interface TServices {
  area: AreaService;
  authorize: AuthorizeService;
  billRule: BillRuleService;
  chat: ChatService;
  /** This process's sockets and the fan-out between processes. */
  chatHub: ChatHub;
  companies: OrganizeService;
  dataInterfaces: DataInterfaceService;
  departments: OrganizeService;
  dictionary: DictionaryService;
  feedback: FeedbackService;
  /** Code generation from published models. */
  codegen: CodegenService;
  files: FileService;
  /** Flow definitions (workflow). */
  flowEngine: FlowEngineService;
  /** The caller's flow lists (launched, to do, done). */
  flowLists: FlowBeforeService;
  /** Flow tasks and their runner (the engine's edge). */
  flowTasks: FlowTaskService;
  /** The launcher's and the monitor's task actions and lists (workflow). */
  flowManage: FlowManageService;
  /** Entrusts (workflow). */
  flowDelegates: FlowDelegateService;
  members: MembersService;
  /** One per kind of menu item (button, column, form, resource...). */
  menuItems: Record<TMenuItemType, MenuItemService>;
  menus: MenuService;
  messages: MessageService;
  onlineUsers: OnlineUserService;
  /** Portals: the designer, grants, the granted users' view and the home portal. */
  portals: PortalService;
  positions: PositionService;
  profile: ProfileService;
  /** Publishes low-code models (their tables' DDL). */
  publisher: PublishService;
  /** Data report definitions (menu type 5). */
  reports: ReportService;
  /** Runs data reports over data interfaces and model tables. */
  reportRunner: ReportRunner;
  roles: RoleService;
  /** The low-code runtime: records of published models. */
  runtime: RuntimeService;
  /** View tickets of signed file URLs. */
  tickets: ViewTicketService;
  /** Selector trees, cached per process. */
  trees: SelectorTreeService;
  userExcel: UserExcelService;
  users: UserService;
  /** Low-code models: drafts and versions. */
  visualDev: VisualDevService;
}

/** What the module services stand on: deps, caches, sessions, sign-in, jobs and the outbox. */
export interface TCoreContext {
  config: TConfig;
  db: TDb;
  database: TDatabase;
  bus: TBus;
  secret: string;
  now: () => number;
  sessions: SessionService;
  login: LoginService;
  qr: QrLoginService;
  logs: LogWriter;
  currentUser: CurrentUserCache;
  /** The organisation tree in memory. */
  orgs: OrgTreeCache;
  /** Role and position names in memory (user lists). */
  relationNames: RelationNameCache;
  /** Data permissions per page. */
  scopes: DataScopeService;
  /** A runtime model's live menus with its published row, per model (the runtime's access check). */
  modelMenus: BusKeyedCache<TModelMenuRow[]>;
  /** System settings from the database (sysConfig page), with the environment as fallback. */
  settings: SettingsService;
  /** Durable background jobs: register a handler, queue, poll (run by this process's worker). */
  jobs: JobService;
  /** The transactional outbox: rows written with a change, delivered after commit. */
  outbox: Outbox;
}
