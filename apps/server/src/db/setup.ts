import { eq, lt } from 'drizzle-orm';
import type { TConfig } from '../config.ts';
import { newSecret } from '../lib/ids.ts';
import { createLocalBus, createPgBus, type TBus } from '../lib/bus.ts';
import { purgeSessions } from '../modules/auth/session.repo.ts';
import { sysLogs } from '../modules/logs/log.table.ts';
import { sysConfigs } from '../modules/system/sys-config.table.ts';
import { openDatabase, type TDatabase, type TDb } from './client.ts';

/** The signing secret: APP_SECRET, else one generated once and kept in the database (shared by all processes). */
export async function resolveSecret(db: TDb, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(sysConfigs)
    .values({ key: 'appSecret', value: newSecret(48), name: 'signing secret' })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: sysConfigs.value })
    .from(sysConfigs)
    .where(eq(sysConfigs.key, 'appSecret'));
  return row.value;
}

/**
 * Opens the configured database (PostgreSQL or embedded) and the bus: Redis pub/sub whenever REDIS_URL is set
 * (with either database), else LISTEN/NOTIFY on PostgreSQL, else in-process. Logs which bus it chose.
 */
export async function openRuntime(
  config: TConfig,
  onError: (err: Error) => void,
  log: (line: string) => void = (line) => console.log(line),
): Promise<{ database: TDatabase; bus: TBus }> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DB_POOL_MAX,
  });
  try {
    const bus = await openBus(config, database, onError, log);
    return { database, bus };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/** The bus for this configuration; logs which one it is. */
async function openBus(
  config: TConfig,
  database: TDatabase,
  onError: (err: Error) => void,
  log: (line: string) => void,
): Promise<TBus> {
  if (config.REDIS_URL) {
    // Loaded only here, so a server without REDIS_URL never loads the Redis client.
    const { createRedisBus, defaultChannel, redactUrl } = await import('../lib/bus-redis.ts');
    const bus = await createRedisBus(config.REDIS_URL, onError);
    log(`bus: Redis pub/sub at ${redactUrl(config.REDIS_URL)} (channel ${defaultChannel(config.REDIS_URL)})`);
    return bus;
  }
  if (database.kind === 'pg' && database.url && database.pool) {
    const bus = await createPgBus(database.url, database.pool, onError);
    log('bus: PostgreSQL LISTEN/NOTIFY');
    return bus;
  }
  log('bus: in-process (embedded database, one process)');
  return createLocalBus();
}

/** Deletes logs past the retention period and ended sessions by the app's clock; runs now and then daily. */
export function startRetention(
  db: TDb,
  retentionDays: () => number,
  now: () => number,
  onError: (err: unknown) => void,
): () => void {
  const run = async () => {
    const at = now();
    const cutoff = at - retentionDays() * 86_400_000;
    await db.delete(sysLogs).where(lt(sysLogs.creatorTime, cutoff));
    const ended = at - 86_400_000;
    await purgeSessions(db, ended);
  };
  run().catch(onError);
  const timer = setInterval(() => void run().catch(onError), 86_400_000);
  timer.unref();
  return () => clearInterval(timer);
}
