import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_ADMIN_PASSWORD, seedDatabase } from './db/seed/seed.ts';
import { openRuntime, resolveSecret } from './db/setup.ts';

/** Reads config, opens PGlite or PostgreSQL, migrates, seeds, listens, and prints where to sign in. */
async function main(): Promise<void> {
  // Start-up timing for the ready line: wall-clock by nature, before any app or injected clock exists.
  const started = Date.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  const { database, bus } = await openRuntime(config, (err) => console.error('bus:', err.message));
  const seeded = await seedDatabase(database.db, {
    adminPassword: config.ADMIN_PASSWORD,
    generatePassword: database.kind === 'pg',
  });
  const secret = await resolveSecret(database.db, config.APP_SECRET);
  const app = await buildApp({ config, database, bus, secret, maintenance: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await bus.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  const password =
    seeded.generatedAdminPassword ??
    config.ADMIN_PASSWORD ??
    (database.kind === 'pglite' ? DEMO_ADMIN_PASSWORD : '(set by ADMIN_PASSWORD)');
  const lines = [
    '',
    `  智能集成管理平台 3.1 is ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    `  URL:      http://${host}:${port}/`,
    `  Sign in:  admin / ${seeded.generatedAdminPassword || !config.ADMIN_PASSWORD ? password : '(your ADMIN_PASSWORD)'}`,
    seeded.generatedAdminPassword ? '  (generated now and shown once: change it after signing in)' : '',
    `  Database: ${database.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`}`,
    `  API docs: http://${host}:${port}/api/docs`,
    '',
  ].filter((l) => l !== '');
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
