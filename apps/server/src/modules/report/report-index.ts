import { quoteIdent } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { shortHash } from '../visualdev/publish/layout.ts';

/**
 * Gives a model's table an index on (group column, id), the order a grouped report pages in, so a page reads its 20
 * rows from the index instead of sorting a whole group (a group of 20,000 rows cost ≈ 30 ms of CPU per page). Only
 * adds (`if not exists`); the names come from the published layout (validated keys). Called when a report grouped
 * over the model is saved.
 */
export async function ensureGroupIndex(db: TDbOrTx, table: string, column: string): Promise<void> {
  const name = `${table}_rg_${shortHash(column)}`;
  await db.execute(
    sql.raw(
      `create index if not exists ${quoteIdent(name)} on ${quoteIdent(table)} (${quoteIdent(column)}, "id")`,
    ),
  );
}
