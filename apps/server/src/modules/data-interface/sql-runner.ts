import { Code, type TInterfaceTruncated } from '@app/contracts';
import type { TDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { CAP_COLUMNS, wrapWithCaps } from './sql-guard.ts';

/** The role SQL interfaces run as (migration 0006). */
const READER_ROLE = 'app_interface_reader';

/** Limits of one SQL interface run. */
interface TSqlLimits {
  timeoutMs: number;
  rowCap: number;
}

/** A SQL interface's rows, and how they were cut when they were. */
interface TCappedRows {
  rows: Record<string, unknown>[];
  truncated?: TInterfaceTruncated;
}

type TQuery = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

const fail = (reason: string) => new AppError(Code.badRequest, 'dataInterface.sqlFailed', { reason });

/** Runs the session settings, then the query, inside an already opened read-only transaction. */
async function inReadOnly(q: TQuery, hasRole: boolean, text: string, params: unknown[], limits: TSqlLimits) {
  await q(`set local statement_timeout = ${Math.floor(limits.timeoutMs)}`);
  if (hasRole) await q(`set local role ${READER_ROLE}`);
  await q('set local search_path = app_interface, pg_catalog');
  return (await q(text, params)).rows;
}

/** Turns a database error into a 400 with its message (a timeout says so); never a 500. */
function describe(err: unknown): AppError {
  const e = err as { code?: string; message?: string };
  if (e.code === '57014') return fail('the query ran longer than the time limit');
  return fail(String(e.message ?? err).slice(0, 300));
}

const roleKnown = new WeakMap<object, Promise<boolean>>();

/** True when the reader role exists and the connecting user may switch to it. */
function readerRole(key: object, q: TQuery): Promise<boolean> {
  let hit = roleKnown.get(key);
  if (!hit) {
    hit = q(`select 1 from pg_roles where rolname = $1 and pg_has_role(current_user, oid, 'MEMBER')`, [
      READER_ROLE,
    ]).then(
      (r) => r.rows.length > 0,
      () => false,
    );
    roleKnown.set(key, hit);
  }
  return hit;
}

/**
 * Runs a checked SELECT with bound parameters in a READ ONLY transaction that is always rolled back, with a
 * statement timeout (PostgreSQL; PGlite cannot interrupt a running statement), as the reader role when it exists,
 * seeing only the app_interface views.
 */
export async function runReadOnly(
  database: TDatabase,
  text: string,
  params: unknown[],
  limits: TSqlLimits,
): Promise<unknown[]> {
  if (database.kind === 'pg' && database.pool) {
    const client = await database.pool.connect();
    const q: TQuery = (t, p) => client.query(t, p);
    try {
      const hasRole = await readerRole(database.pool, q);
      await q('begin transaction read only');
      return await inReadOnly(q, hasRole, text, params, limits);
    } catch (err) {
      throw err instanceof AppError ? err : describe(err);
    } finally {
      await client.query('rollback').catch(() => {});
      client.release();
    }
  }
  const lite = database.pglite!;
  const hasRole = await readerRole(lite, (t, p) => lite.query(t, p));
  try {
    return await lite.transaction(async (tx) => {
      const q: TQuery = (t, p) => tx.query(t, p);
      await q('set transaction read only');
      try {
        return await inReadOnly(q, hasRole, text, params, limits);
      } finally {
        await tx.rollback();
      }
    });
  } catch (err) {
    throw err instanceof AppError ? err : describe(err);
  }
}

/**
 * Runs a checked SELECT under the row and byte caps (`wrapWithCaps`): PostgreSQL sends no more than the caps, and
 * the answer says which one cut it. Helper columns are dropped from the rows.
 */
export async function runCapped(
  database: TDatabase,
  text: string,
  params: unknown[],
  limits: TSqlLimits & { byteCap: number },
): Promise<TCappedRows> {
  const wrapped = wrapWithCaps(text, limits.rowCap, limits.byteCap);
  const rows = (await runReadOnly(database, wrapped, params, limits)) as Record<string, unknown>[];
  const isOver = rows.at(-1)?.[CAP_COLUMNS.over] === true;
  if (isOver) rows.pop();
  const isLong = rows.length > limits.rowCap;
  if (isLong) rows.length = limits.rowCap;
  for (const row of rows) for (const column of Object.values(CAP_COLUMNS)) delete row[column];
  if (!isOver && !isLong) return { rows };
  const reason = isOver ? 'bytes' : 'rows';
  return { rows, truncated: { reason, rows: rows.length, rowCap: limits.rowCap, byteCap: limits.byteCap } };
}
