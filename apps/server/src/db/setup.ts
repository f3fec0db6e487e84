import { eq, lt, or } from 'drizzle-orm';
import type { TConfig } from '../config.ts';
import { newSecret } from '../lib/ids.ts';
import { createLocalBus, createPgBus, type TBus } from '../lib/bus.ts';
import { sessions } from '../modules/auth/auth.table.ts';
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

/** Opens the configured database (PostgreSQL or embedded) and the matching bus. */
export async function openRuntime(
  config: TConfig,
  onError: (err: Error) => void,
): Promise<{ database: TDatabase; bus: TBus }> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DB_POOL_MAX,
  });
  const bus =
    database.kind === 'pg' && database.url && database.pool
      ? await createPgBus(database.url, database.pool, onError)
      : createLocalBus();
  return { database, bus };
}

/** Deletes logs past the retention period and ended sessions; runs now and then daily. */
export function startRetention(
  db: TDb,
  retentionDays: () => number,
  onError: (err: unknown) => void,
): () => void {
  const run = async () => {
    const cutoff = Date.now() - retentionDays() * 86_400_000;
    await db.delete(sysLogs).where(lt(sysLogs.creatorTime, cutoff));
    const ended = Date.now() - 86_400_000;
    await db.delete(sessions).where(or(lt(sessions.expiresAt, ended), lt(sessions.revokedAt, ended)));
  };
  run().catch(onError);
  const timer = setInterval(() => void run().catch(onError), 86_400_000);
  timer.unref();
  return () => clearInterval(timer);
}
