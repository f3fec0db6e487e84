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
import type { RelationNameCache } from './modules/users/relation-names.cache.ts';
import type { SettingsService } from './modules/system/settings.service.ts';
import type { JobService } from './modules/jobs/job.service.ts';
import type { Outbox } from './modules/outbox/outbox.dispatcher.ts';

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

/** Services shared by the modules, built once in buildApp. */
export interface TAppContext {
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
  /** System settings from the database (sysConfig page), with the environment as fallback. */
  settings: SettingsService;
  /** Durable background jobs: register a handler, queue, poll (run by this process's worker). */
  jobs: JobService;
  /** The transactional outbox: rows written with a change, delivered after commit. */
  outbox: Outbox;
}
