import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { TAppDeps } from './app-context.ts';
import { buildContext } from './composition.ts';
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
import { fileRoutes } from './modules/files/file.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { startRetention } from './db/setup.ts';
import { positionRoutes } from './modules/position/position.routes.ts';
import { userRoutes } from './modules/users/user.routes.ts';
import { userExcelRoutes } from './modules/users/user-excel.routes.ts';
import { roleRoutes } from './modules/role/role.routes.ts';
import { authorizeRoutes } from './modules/authorize/authorize.routes.ts';
import { profileRoutes } from './modules/current-user/profile.routes.ts';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes.ts';
import { billRuleRoutes } from './modules/bill-rule/bill-rule.routes.ts';
import { messageRoutes } from './modules/message/message.routes.ts';
import { areaRoutes } from './modules/area/area.routes.ts';
import { dataInterfaceRoutes } from './modules/data-interface/data-interface.routes.ts';
import { organizeRoutes } from './modules/organize/organize.routes.ts';
import { treeRoutes } from './modules/tree/tree.routes.ts';
import { settingsRoutes } from './modules/system/settings.routes.ts';
import { notifySettingsRoutes } from './modules/notify/notify-settings.routes.ts';
import { logRoutes } from './modules/logs/log.routes.ts';
import { onlineUserRoutes } from './modules/online-user/online-user.routes.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { jobRoutes } from './modules/jobs/job.routes.ts';
import { visualDevRoutes } from './modules/visualdev/visualdev.routes.ts';
import { workflowRoutes } from './modules/workflow/workflow.routes.ts';
import { GENERATED_ROUTES } from './modules/generated/index.ts';
import { codegenRoutes } from './modules/codegen/codegen.routes.ts';
import { reportRoutes } from './modules/report/report.routes.ts';
import { portalRoutes } from './modules/portal/portal.routes.ts';

/** Secrets and credentials that never reach a log line. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.query.password'];

/** Builds the app with its plugins and modules; does not listen (tests use inject). */
export async function buildApp(deps: TAppDeps): Promise<FastifyInstance> {
  const { config } = deps;
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
  // The composition root: every shared service of this process, built once (composition.ts).
  const ctx = await buildContext(deps, { onError, info: (m) => app.log.info(m) });
  app.decorate('ctx', ctx);
  const { db, sessions, logs, jobs, outbox, settings, now } = ctx;

  await app.register(envelopePlugin);
  await app.register(formbody, { bodyLimit: config.BODY_MAX });
  // Routes set their own file-size limit per request (uploads follow the system setting); this is the default.
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_MAX, files: 1, fields: 10, parts: 12 } });
  await app.register(openapiPlugin);
  await app.register(accessPlugin, { sessions, db, modelMenus: ctx.modelMenus });
  await app.register(requestLogPlugin, { logs, enabled: config.REQUEST_LOG, now });
  await app.register(websocketPlugin);

  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  ticketRoutes(app, ctx);
  fileRoutes(app, { ...ctx, files: ctx.services.files });
  chatRoutes(app, ctx);
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
  notifySettingsRoutes(app, ctx);
  logRoutes(app, ctx);
  onlineUserRoutes(app, ctx);
  menuRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  jobRoutes(app, ctx);
  visualDevRoutes(app, ctx);
  workflowRoutes(app, ctx);
  codegenRoutes(app, ctx);
  reportRoutes(app, ctx);
  portalRoutes(app, ctx);
  for (const addRoutes of GENERATED_ROUTES) addRoutes(app, ctx);

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
    ctx.orgs.close();
    ctx.relationNames.close();
    settings.close();
    await logs.flush();
  });
  return app;
}
