import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { prepareOnce } from '../../lib/prepared.ts';
import { sessions } from './auth.table.ts';

export type TSessionRow = typeof sessions.$inferSelect;

/** Stores a new session row. */
export async function insertSession(db: TDbOrTx, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** One session by its id (the token's hash). */
export async function findSession(db: TDbOrTx, id: string): Promise<TSessionRow | undefined> {
  const [row] = await prepareOnce(db, 'session.byId', () =>
    db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sql.placeholder('id')))
      .limit(1),
  ).execute({ id });
  return row;
}

/** Records activity of sessions (idle expiry is measured from lastSeenAt), in one statement. */
export async function touchSessions(db: TDbOrTx, ids: readonly string[], now: number): Promise<void> {
  if (ids.length)
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(inArray(sessions.id, [...ids]));
}

/** Revokes live sessions by id; returns the ids revoked. */
export async function revokeSessions(
  db: TDbOrTx,
  ids: readonly string[],
  reason: string,
  now: number,
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(inArray(sessions.id, [...ids]), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Revokes every live session of a user (except one, when given); returns the ids revoked. */
export async function revokeUserSessions(
  db: TDbOrTx,
  userId: string,
  reason: string,
  now: number,
  exceptId?: string,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptId ? ne(sessions.id, exceptId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Live (not revoked, not expired) sessions, for the online-users screen. */
export async function findLiveSessions(db: TDbOrTx, now: number, idleMs: number): Promise<TSessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, now - idleMs)),
    );
}

/** Deletes sessions that ended before `before`. */
export async function purgeSessions(db: TDbOrTx, before: number): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)));
}
