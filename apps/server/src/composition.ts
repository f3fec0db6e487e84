import { MENU_ITEM_TYPES, type TMenuItemType } from '@app/contracts';
import type { TAppContext, TAppDeps, TCoreContext, TServices } from './app-context.ts';
import { systemClock } from './lib/clock.ts';
import { BusKeyedCache } from './lib/bus-keyed.ts';
import { UserTopic } from './lib/bus-topics.ts';
import { LoginService } from './modules/auth/login.service.ts';
import { QrLoginService } from './modules/auth/qr.service.ts';
import { SessionService } from './modules/auth/session.service.ts';
import { SmsCodeService } from './modules/auth/sms.service.ts';
import { ViewTicketService } from './modules/auth/ticket.service.ts';
import { AreaService } from './modules/area/area.service.ts';
import { AuthorizeService } from './modules/authorize/authorize.service.ts';
import { findModelMenus } from './modules/authorize/assert-permission.ts';
import { DataScopeService } from './modules/authorize/data-scope.ts';
import { MembersService } from './modules/authorize/members.service.ts';
import { BillRuleService } from './modules/bill-rule/bill-rule.service.ts';
import { ChatHub } from './modules/chat/chat.hub.ts';
import { CHAT_RATE } from './modules/chat/chat.routes.ts';
import { ChatService } from './modules/chat/chat.service.ts';
import { CurrentUserCache } from './modules/current-user/current-user.cache.ts';
import { ProfileService } from './modules/current-user/profile.service.ts';
import { DataInterfaceService } from './modules/data-interface/data-interface.service.ts';
import { DictionaryService } from './modules/dictionary/dictionary.service.ts';
import { FeedbackService } from './modules/feedback/feedback.service.ts';
import { FileService } from './modules/files/file.service.ts';
import { JobService } from './modules/jobs/job.service.ts';
import { LogWriter } from './modules/logs/log.writer.ts';
import { MenuItemService } from './modules/menu/menu-item.service.ts';
import { MenuService } from './modules/menu/menu.service.ts';
import { NotifyService } from './modules/notify/notify.service.ts';
import { countUnread } from './modules/message/message.repo.ts';
import { consumeMessagePushes, MessageService } from './modules/message/message.service.ts';
import { OnlineUserService } from './modules/online-user/online-user.service.ts';
import { OrganizeService } from './modules/organize/organize.service.ts';
import { OrgTreeCache } from './modules/organize/org-tree.cache.ts';
import { Outbox } from './modules/outbox/outbox.dispatcher.ts';
import { PositionService } from './modules/position/position.service.ts';
import { PortalService } from './modules/portal/portal.service.ts';
import { RoleService } from './modules/role/role.service.ts';
import { SettingsService } from './modules/system/settings.service.ts';
import { SelectorTreeService } from './modules/tree/tree.service.ts';
import { RelationNameCache } from './modules/users/relation-names.cache.ts';
import { UserExcelService } from './modules/users/user-excel.service.ts';
import { UserService } from './modules/users/user.service.ts';
import { FlowEngineService } from './modules/workflow/flow-engine.service.ts';
import { FlowBeforeService } from './modules/workflow/flow-before.service.ts';
import { FlowTaskService } from './modules/workflow/flow-task.service.ts';
import { FlowManageService } from './modules/workflow/flow-manage.service.ts';
import { FlowDelegateService } from './modules/workflow/flow-delegate.service.ts';
import { PublishService } from './modules/visualdev/publish/publish.service.ts';
import { PublishedModelCache } from './modules/visualdev/runtime/published-models.cache.ts';
import { RuntimeService } from './modules/visualdev/runtime/runtime.service.ts';
import { CodegenService } from './modules/codegen/codegen.service.ts';
import { registerRuntimeJobs } from './modules/visualdev/runtime/runtime-import.ts';
import { VisualDevService } from './modules/visualdev/visualdev.service.ts';
import { AggregateCache, REPORT_AGGREGATE_AGES } from './modules/report/report-cache.ts';
import { ReportRunner } from './modules/report/report-run.ts';
import { ReportService } from './modules/report/report.service.ts';

/** Where the composition root sends background failures and notes (the app's logger). */
interface TCompositionLog {
  onError: (err: unknown) => void;
  info: (msg: string) => void;
}

/**
 * The composition root: every shared service of the process is built here once, in dependency order, from
 * the deps (database, bus, clock, config). Route files receive them through the context and never construct one.
 */
export async function buildContext(deps: TAppDeps, log: TCompositionLog): Promise<TAppContext> {
  const core = await buildCore(deps, log);
  return { ...core, services: buildServices(core, log) };
}

/** Caches, sessions, sign-in, jobs and the outbox: what every module service stands on. */
async function buildCore(deps: TAppDeps, log: TCompositionLog): Promise<TCoreContext> {
  const { config, bus } = deps;
  const { onError } = log;
  const now = deps.now ?? systemClock;
  const db = deps.database.db;
  const logs = new LogWriter(db, onError);
  const settings = new SettingsService(db, bus, config, onError);
  await settings.load();
  const sessions = new SessionService(db, bus, {
    idleMs: () => settings.sessionIdleMs(),
    absoluteMs: () => settings.sessionAbsoluteMs(),
    now,
    onError,
  });
  const notify = new NotifyService({ db, now, info: log.info });
  const sms = new SmsCodeService(db, deps.smsSender ?? notify.smsCodeSender(), now);
  const login = new LoginService({
    db,
    sessions,
    logs,
    sms,
    now,
    policy: () => ({
      maxFailures: settings.loginMaxFailures(),
      lockMs: settings.loginLockMs(),
      ipMaxFailures: settings.loginMaxFailures() * 6,
    }),
  });
  const orgs = new OrgTreeCache(db, bus);
  const outbox = new Outbox({ db, now, onError });
  consumeMessagePushes(outbox, bus);
  notify.register(outbox);
  return {
    config,
    db,
    database: deps.database,
    bus,
    secret: deps.secret,
    now,
    sessions,
    login,
    qr: new QrLoginService(db, now),
    logs,
    currentUser: new CurrentUserCache(db, bus, now),
    orgs,
    relationNames: new RelationNameCache(db, bus, now),
    scopes: new DataScopeService(db, bus, orgs),
    // Every runtime request resolves its model's menus; a change to any menu or model drops them all, and a
    // minute's age rereads them anyway (rows written outside the product). Only ids some menu names are kept.
    modelMenus: new BusKeyedCache(
      bus,
      { announce: 'visualdev.changed', also: [UserTopic.menus] },
      (modelId) => findModelMenus(db, modelId),
      { now, maxAgeMs: 60_000, maxEntries: 10_000, keep: (rows) => rows.length > 0 },
    ),
    settings,
    jobs: new JobService({ db, now, onError, dataDir: config.DATA_DIR }),
    outbox,
  };
}

/** The module services, one instance each, wired to the core and to each other. */
function buildServices(c: TCoreContext, log: TCompositionLog): TServices {
  const roles = new RoleService(c);
  const positions = new PositionService(c);
  const users = new UserService(c);
  const chat = new ChatService(c.db, { now: c.now, rate: CHAT_RATE });
  chat.setUnreadCountsProvider(async (userId) => {
    const n = await countUnread(c.db, userId);
    return {
      unreadNoticeCount: n.notice,
      noticeDefaultText: '',
      unreadMessageCount: n.message,
      messageDefaultText: '',
    };
  });
  const flowTasks = new FlowTaskService(c);
  const userExcel = new UserExcelService({ ...c, onError: log.onError });
  userExcel.registerJobs();
  const runtime = new RuntimeService(c, new PublishedModelCache());
  const billRule = new BillRuleService(c);
  registerRuntimeJobs({
    ...c,
    runtime,
    drawNumbers: (rule, count) => billRule.nextNumbers(rule, count),
    onError: log.onError,
  });
  const menuItems = Object.fromEntries(MENU_ITEM_TYPES.map((t) => [t, new MenuItemService(c, t)])) as Record<
    TMenuItemType,
    MenuItemService
  >;
  const menus = new MenuService(c);
  const publisher = new PublishService(c);
  // A model menu saved gets the permission items its model's list design switches on.
  menus.onModelMenuSaved = (auth, modelId) => publisher.syncMenuItems(auth, modelId);
  const dataInterfaces = new DataInterfaceService(c);
  return {
    area: new AreaService(c),
    codegen: new CodegenService(c, runtime),
    authorize: new AuthorizeService(c, { roles, positions, users }),
    billRule,
    chat,
    chatHub: new ChatHub({
      db: c.db,
      bus: c.bus,
      sessions: c.sessions,
      service: chat,
      now: c.now,
      idleMs: c.config.SESSION_IDLE_MINUTES * 60_000,
      onError: log.onError,
    }),
    companies: new OrganizeService(c, 'company'),
    dataInterfaces,
    departments: new OrganizeService(c, 'department'),
    dictionary: new DictionaryService(c),
    feedback: new FeedbackService(c),
    flowEngine: new FlowEngineService(c),
    flowLists: new FlowBeforeService(c),
    flowTasks,
    flowManage: new FlowManageService(c, flowTasks),
    flowDelegates: new FlowDelegateService(c),
    files: new FileService(c.db, c.config.DATA_DIR, {
      maxBytes: () => c.settings.uploadMaxBytes(),
      secret: c.secret,
      now: c.now,
    }),
    members: new MembersService(c, { roles, positions }),
    menuItems,
    menus,
    messages: new MessageService(c),
    onlineUsers: new OnlineUserService(c),
    portals: new PortalService(c, (id, caller, given) => dataInterfaces.run(id, caller, given)),
    positions,
    profile: new ProfileService(c),
    publisher,
    reports: new ReportService(c, runtime),
    reportRunner: new ReportRunner({
      ...c,
      runtime,
      dataInterfaces,
      aggregates: new AggregateCache(REPORT_AGGREGATE_AGES, c.now),
    }),
    roles,
    runtime,
    tickets: new ViewTicketService(c.db, c.sessions, c.now),
    trees: new SelectorTreeService(c.db, c.bus, c.now),
    userExcel,
    users,
    visualDev: new VisualDevService(c),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's context from the composition root (tests reach the shared services through it). */
    ctx: TAppContext;
  }
}
