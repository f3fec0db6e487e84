import { Code } from '@app/contracts';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../db/client.ts';
import { AppError } from './errors.ts';

// Optimistic concurrency for records edited by several people: each update adds one to the row's `version`
// (`rowVersion()` in db/columns.ts); an edit that names the version it was based on is refused when the row has
// moved on since, so nobody overwrites a change they never saw. An edit without a version (the JNPF client sends
// none) still wins as the last write.

/** A table with a text id. */
type TIdTable = PgTable & { id: PgColumn };

/** The 409 of an edit based on an older version: `data.version` is the row's current one, to reload and retry. */
export function staleVersion(current: number): AppError {
  return new AppError(Code.conflict, 'record.stale', { version: current }, undefined, { version: current });
}

/** The row-version column of `table`, or undefined for a table without one. */
function versionColumn(table: PgTable): PgColumn | undefined {
  return getTableColumns(table).version;
}

/**
 * UPDATE `table` SET `set`, version = version + 1 WHERE id = `id` [AND version = `expected`]. Answers the new
 * version (null when the table has none or no row has the id). When `expected` is given and the row exists with
 * another version, nothing changes and it throws `staleVersion` with the current one.
 */
export async function updateVersioned<T extends TIdTable>(
  db: TDbOrTx,
  table: T,
  id: string,
  set: object,
  expected?: number,
): Promise<number | null> {
  const version = versionColumn(table);
  if (!version) {
    await db.update(table).set(set).where(eq(table.id, id));
    return null;
  }
  const bumped = { ...set, version: sql`${version} + 1` } as PgUpdateSetSource<T>;
  const where = expected === undefined ? eq(table.id, id) : and(eq(table.id, id), eq(version, expected));
  const [row] = await db.update(table).set(bumped).where(where).returning({ version });
  if (row) return row.version as number;
  if (expected === undefined) return null;
  const read: PgTable = table;
  const [current] = await db.select({ version }).from(read).where(eq(table.id, id));
  if (current) throw staleVersion(current.version as number);
  return null;
}

/** Splits the version an edit was based on off the values it writes (a create ignores it). */
export function takeVersion<V extends object>(values: V): { expected?: number; rest: Omit<V, 'version'> } {
  const { version, ...rest } = values as V & { version?: number | null };
  return { expected: typeof version === 'number' ? version : undefined, rest };
}
