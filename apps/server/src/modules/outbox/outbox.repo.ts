import { and, asc, eq, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { jsonInsert } from '../../lib/json-rows.ts';
import { outboxMessages } from './outbox.table.ts';

/** A stored outbox row. */
export type TOutboxRow = typeof outboxMessages.$inferSelect;

/** Writes outbox rows, one statement (in the caller's transaction). */
export async function insertOutboxRow(
  db: TDbOrTx,
  row: typeof outboxMessages.$inferInsert | (typeof outboxMessages.$inferInsert)[],
): Promise<void> {
  await db.insert(outboxMessages).values(Array.isArray(row) ? row : [row]);
}

/** The insert of outbox rows, not yet run (a caller sends it with other writes in one statement). */
export function outboxInsert(rows: (typeof outboxMessages.$inferInsert)[]) {
  return jsonInsert(outboxMessages, rows);
}

/** Which waiting rows a pass takes: these ids (the process's own, first attempt), or every row now due. */
export function waitingWhere(o: { topics: string[]; ids?: string[]; now: number }): SQL {
  const which = o.ids
    ? and(inArray(outboxMessages.id, o.ids), eq(outboxMessages.attempts, 0))
    : lte(outboxMessages.availableAt, o.now);
  return and(isNull(outboxMessages.deliveredTime), inArray(outboxMessages.topic, o.topics), which)!;
}

/**
 * Locks up to `limit` waiting rows for this transaction, oldest first; rows another dispatcher holds are skipped
 * (`SKIP LOCKED`), so two dispatchers never take the same row.
 */
export function lockWaiting(tx: TDbOrTx, where: SQL, limit: number): Promise<TOutboxRow[]> {
  return tx
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(asc(outboxMessages.createdTime), asc(outboxMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks rows delivered (in the transaction that locked them). */
export async function markDelivered(tx: TDbOrTx, ids: string[], now: number): Promise<void> {
  if (ids.length)
    await tx.update(outboxMessages).set({ deliveredTime: now }).where(inArray(outboxMessages.id, ids));
}

/** Records a failed delivery and when to try again. */
export async function markFailed(
  tx: TDbOrTx,
  id: string,
  o: { error: string; availableAt: number },
): Promise<void> {
  await tx
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1`, lastError: o.error, availableAt: o.availableAt })
    .where(eq(outboxMessages.id, id));
}

/** Deletes rows delivered before `before`. */
export async function purgeDelivered(db: TDbOrTx, before: number): Promise<void> {
  await db.delete(outboxMessages).where(lt(outboxMessages.deliveredTime, before));
}
