import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { prepareOnce } from '../../lib/prepared.ts';
import { users } from './user.table.ts';

export type TUserRow = typeof users.$inferSelect;

/** A live (not deleted) user by id. */
export async function findUserById(db: TDbOrTx, id: string): Promise<TUserRow | undefined> {
  const [row] = await prepareOnce(db, 'user.byId', () =>
    db
      .select()
      .from(users)
      .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deleteTime)))
      .limit(1),
  ).execute({ id });
  return row;
}

/** A user by account, case-insensitive; deleted accounts too (they get their own message). */
export async function findUserByAccount(db: TDbOrTx, account: string): Promise<TUserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.account}) = lower(${account})`)
    .orderBy(sql`${users.deleteTime} is not null`, sql`${users.deleteTime} desc`)
    .limit(1);
  return rows[0];
}

/** Live users with this mobile number. */
export async function findUsersByMobile(db: TDbOrTx, mobile: string): Promise<TUserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.mobilePhone, mobile), isNull(users.deleteTime)))
    .limit(2);
}

/** Records a successful sign-in: previous ← last, last ← now. */
export async function recordLoginSuccess(
  db: TDbOrTx,
  u: TUserRow,
  now: number,
  ip: string,
  place: string,
): Promise<void> {
  await db
    .update(users)
    .set({
      prevLogTime: u.lastLogTime,
      prevLogIp: u.lastLogIp,
      prevLogPlace: u.lastLogPlace,
      lastLogTime: now,
      lastLogIp: ip,
      lastLogPlace: place,
      firstLogTime: u.firstLogTime ?? now,
      firstLogIp: u.firstLogIp ?? ip,
      logSuccessCount: sql`${users.logSuccessCount} + 1`,
      logErrorCount: 0,
    })
    .where(eq(users.id, u.id));
}

/** Counts a failed password for the user's statistics. */
export async function recordLoginFailure(db: TDbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ logErrorCount: sql`${users.logErrorCount} + 1` })
    .where(eq(users.id, userId));
}
