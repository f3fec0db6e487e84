import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

type TSchema = typeof schema;
/** The Drizzle database, the same type on PGlite and on PostgreSQL. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
/** A transaction handle; repositories accept either. */
export type TTx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
export type TDbOrTx = TDb | TTx;

/** An open database and how to reach it. */
export interface TDatabase {
  db: TDb;
  kind: 'pglite' | 'pg';
  /** The PostgreSQL pool (pg only). */
  pool?: pg.Pool;
  /** The embedded instance (pglite only). */
  pglite?: PGlite;
  /** The connection string (pg only); listeners open their own client with it. */
  url?: string;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * An embedded PostgreSQL with the extensions the migrations use (pg_trgm and btree_gin for keyword search). PGlite
 * is imported here, on first use, so a server on PostgreSQL never loads its bundle (issue 6's idle budget).
 */
export async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  const [{ PGlite }, { btree_gin }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gin'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, btree_gin } });
}

/** Refuses a second process on the same embedded data folder (PGlite has no lock of its own). */
function acquireLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The data folder ${dir} is in use by process ${pid}. Stop it, or start this server with another DATA_DIR.`,
          { cause: err },
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale lock of a process that died
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Opens PostgreSQL when `url` is set, else the embedded PGlite under `dataDir` (in memory when null), and migrates. */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  pglite?: PGlite;
  migrate?: boolean;
  poolMax?: number;
}): Promise<TDatabase> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolMax ?? 10 });
    pool.on('error', () => {}); // an idle client dropped by the server is replaced on next use
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as TDb;
    if (opts.migrate !== false) {
      await migrateWithLock(pool, () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }));
    }
    return { db, kind: 'pg', pool, url: opts.url, close: () => pool.end() };
  }
  let release = () => {};
  let client = opts.pglite;
  if (!client) {
    const dir = opts.dataDir ? path.join(opts.dataDir, 'pglite') : undefined;
    if (dir) release = acquireLock(dir);
    try {
      client = await createPglite(dir);
    } catch (err) {
      release();
      throw err;
    }
  }
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as TDb;
  if (opts.migrate !== false) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  const owned = client;
  return {
    db,
    kind: 'pglite',
    pglite: owned,
    close: async () => {
      if (!owned.closed) await owned.close();
      release();
    },
  };
}

/** Serialises migrations of several servers starting together on one PostgreSQL. */
async function migrateWithLock(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('select pg_advisory_lock(727001)');
    await run();
  } finally {
    await c.query('select pg_advisory_unlock(727001)').catch(() => {});
    c.release();
  }
}
