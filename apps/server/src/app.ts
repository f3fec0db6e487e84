import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { TAppContext, TAppDeps } from './app-context.ts';
import { accessPlugin } from './plugins/access.ts';
import { envelopePlugin, sendFrameworkError } from './plugins/envelope.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { requestLogPlugin } from './plugins/request-log.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { websocketPlugin } from './plugins/websocket.ts';
import { storableValidatorCompiler } from './lib/route.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { ticketRoutes } from './modules/auth/ticket.routes.ts';
import { LoginService } from './modules/auth/login.service.ts';
import { QrLoginService } from './modules/auth/qr.service.ts';
import { SessionService } from './modules/auth/session.service.ts';
import { logSmsSender, SmsCodeService } from './modules/auth/sms.service.ts';
import { fileRoutes } from './modules/files/file.routes.ts';
import { FileService } from './modules/files/file.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { LogWriter } from './modules/logs/log.writer.ts';
import { startRetention } from './db/setup.ts';
import { systemClock } from './lib/clock.ts';
import { CurrentUserCache } from './modules/current-user/current-user.cache.ts';
import { DataScopeService } from './modules/authorize/data-scope.ts';
import { OrgTreeCache } from './modules/organize/org-tree.cache.ts';
import { RelationNameCache } from './modules/users/relation-names.cache.ts';
import { positionRoutes } from './modules/position/position.routes.ts';
import { userRoutes } from './modules/users/user.routes.ts';
import { userExcelRoutes } from './modules/users/user-excel.routes.ts';
import { roleRoutes } from './modules/role/role.routes.ts';
import { authorizeRoutes } from './modules/authorize/authorize.routes.ts';
import { profileRoutes } from './modules/current-user/profile.routes.ts';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes.ts';
import { billRuleRoutes } from './modules/bill-rule/bill-rule.routes.ts';
import { messageRoutes } from './modules/message/message.routes.ts';
import { countUnread } from './modules/message/message.repo.ts';
import { areaRoutes } from './modules/area/area.routes.ts';
import { dataInterfaceRoutes } from './modules/data-interface/data-interface.routes.ts';
import { organizeRoutes } from './modules/organize/organize.routes.ts';
import { treeRoutes } from './modules/tree/tree.routes.ts';
import { SettingsService } from './modules/system/settings.service.ts';
import { settingsRoutes } from './modules/system/settings.routes.ts';
import { logRoutes } from './modules/logs/log.routes.ts';
import { onlineUserRoutes } from './modules/online-user/online-user.routes.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { JobService } from './modules/jobs/job.service.ts';
import { jobRoutes } from './modules/jobs/job.routes.ts';
import { visualDevRoutes } from './modules/visualdev/visualdev.routes.ts';
import { workflowRoutes } from './modules/workflow/workflow.routes.ts';
import { Outbox } from './modules/outbox/outbox.dispatcher.ts';
import { consumeMessagePushes } from './modules/message/message.service.ts';

/** Secrets and credentials that never reach a log line. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.query.password'];

/** Builds the app with its plugins and modules; does not listen (tests use inject). */
export async function buildApp(deps: TAppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const now = deps.now ?? systemClock;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT, censor: '***' },
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: req.url.replace(/([?&](password|token|encryption|pollKey|code)=)[^&]*/gi, '$1***'),
          ip: req.ip,
        }),
      },
    },
    bodyLimit: config.BODY_MAX,
    trustProxy: false,
    // Per-request lines only when debugging: requests are kept in the request log table instead.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: sendFrameworkError,
  });
  app.setValidatorCompiler(storableValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const onError = (err: unknown) => app.log.error({ err }, 'background task failed');
  const db = deps.database.db;
  const logs = new LogWriter(db, onError);
  const settings = new SettingsService(db, deps.bus, config, onError);
  await settings.load();
  const sessions = new SessionService(db, deps.bus, {
    idleMs: () => settings.sessionIdleMs(),
    absoluteMs: () => settings.sessionAbsoluteMs(),
    now,
    onError,
  });
  const sms = new SmsCodeService(db, deps.smsSender ?? logSmsSender((m) => app.log.info(m)), now);
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
  const orgs = new OrgTreeCache(db, deps.bus);
  const jobs = new JobService({ db, now, onError, dataDir: config.DATA_DIR });
  const outbox = new Outbox({ db, now, onError });
  consumeMessagePushes(outbox, deps.bus);
  const ctx: TAppContext = {
    config,
    db,
    database: deps.database,
    bus: deps.bus,
    secret: deps.secret,
    now,
    sessions,
    login,
    qr: new QrLoginService(db, now),
    logs,
    currentUser: new CurrentUserCache(db, deps.bus, now),
    orgs,
    relationNames: new RelationNameCache(db, deps.bus, now),
    scopes: new DataScopeService(db, deps.bus, orgs),
    settings,
    jobs,
    outbox,
  };
  const files = new FileService(db, config.DATA_DIR, {
    maxBytes: () => settings.uploadMaxBytes(),
    secret: deps.secret,
    now,
  });

  await app.register(envelopePlugin);
  await app.register(formbody, { bodyLimit: config.BODY_MAX });
  // Routes set their own file-size limit per request (uploads follow the system setting); this is the default.
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_MAX, files: 1, fields: 10, parts: 12 } });
  await app.register(openapiPlugin);
  await app.register(accessPlugin, { sessions, db });
  await app.register(requestLogPlugin, { logs, enabled: config.REQUEST_LOG, now });
  await app.register(websocketPlugin);

  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  ticketRoutes(app, ctx);
  fileRoutes(app, { ...ctx, files });
  chatRoutes(app, ctx);
  app.chat.service.setUnreadCountsProvider(async (userId) => {
    const n = await countUnread(db, userId);
    return {
      unreadNoticeCount: n.notice,
      noticeDefaultText: '',
      unreadMessageCount: n.message,
      messageDefaultText: '',
    };
  });
  positionRoutes(app, ctx);
  userRoutes(app, ctx);
  userExcelRoutes(app, ctx);
  roleRoutes(app, ctx);
  authorizeRoutes(app, ctx);
  profileRoutes(app, ctx);
  dictionaryRoutes(app, ctx);
  billRuleRoutes(app, ctx);
  messageRoutes(app, ctx);
  areaRoutes(app, ctx);
  dataInterfaceRoutes(app, ctx);
  organizeRoutes(app, ctx);
  treeRoutes(app, ctx);
  settingsRoutes(app, ctx);
  logRoutes(app, ctx);
  onlineUserRoutes(app, ctx);
  menuRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  jobRoutes(app, ctx);
  visualDevRoutes(app, ctx);
  workflowRoutes(app, ctx);

  await app.register(staticWebPlugin, { dir: config.WEB_DIST });

  if (deps.maintenance) {
    const stop = startRetention(db, () => settings.logRetentionDays(), now, onError);
    app.addHook('onClose', async () => stop());
  }

  // Every module has registered its job handlers and outbox consumers by now.
  app.addHook('onReady', async () => {
    jobs.worker.start();
    outbox.start();
  });
  app.addHook('onClose', async () => {
    await jobs.worker.stop();
    await outbox.stop();
    sessions.close();
    ctx.currentUser.close();
    ctx.scopes.close();
    orgs.close();
    ctx.relationNames.close();
    settings.close();
    await logs.flush();
  });
  return app;
}
