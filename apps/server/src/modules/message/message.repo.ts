import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../lib/paging.ts';
import { prepareOnce } from '../../lib/prepared.ts';
import { keywordWhere } from '../authorize/column-permission.ts';
import { userRelations } from '../users/user-relation.table.ts';
import { users } from '../users/user.table.ts';
import { messageReceives, messages } from './message.table.ts';

const live = isNull(messages.deleteTime);
const creatorUser = sql<string>`coalesce(${users.realName} || '/' || ${users.account}, '')`;

/** Unread receipts of a user by kind (one index range on user_id, is_read). */
export async function countUnread(db: TDbOrTx, userId: string): Promise<{ notice: number; message: number }> {
  const rows = await prepareOnce(db, 'message.countUnread', () =>
    db
      .select({ type: messageReceives.type, n: count() })
      .from(messageReceives)
      .where(and(eq(messageReceives.userId, sql.placeholder('userId')), eq(messageReceives.isRead, 0)))
      .groupBy(messageReceives.type),
  ).execute({ userId });
  return {
    notice: rows.find((r) => r.type === 1)?.n ?? 0,
    message: rows.filter((r) => r.type !== 1).reduce((s, r) => s + r.n, 0),
  };
}

/** Admin list filter: live notices with a keyword on the title (unless the caller may not see it). */
export function noticeFilter(keyword?: string, hiddenColumns?: ReadonlySet<string>): SQL {
  return and(live, eq(messages.type, 1), keywordWhere(keyword, { title: messages.title }, hiddenColumns))!;
}

/** One page of notices with their author, and the total. */
export async function findNoticePage(db: TDbOrTx, where: SQL, order: SQL[], limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: messages.id,
        title: messages.title,
        type: messages.type,
        creatorUser,
        lastModifyTime: messages.lastModifyTime,
        releaseTime: messages.releaseTime,
        enabledMark: messages.enabledMark,
        creatorTime: messages.creatorTime,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.creatorUserId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { rows, total };
}

/** One live message with its author. */
export async function findMessage(db: TDbOrTx, id: string) {
  const [row] = await db
    .select({
      id: messages.id,
      type: messages.type,
      title: messages.title,
      bodyText: messages.bodyText,
      recipients: messages.recipients,
      creatorUser,
      lastModifyTime: messages.lastModifyTime,
      releaseTime: messages.releaseTime,
      enabledMark: messages.enabledMark,
      version: messages.version,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.creatorUserId))
    .where(and(eq(messages.id, id), live));
  return row;
}

/** Which users a recipient choice covers (null = every enabled, live user). */
export function recipientFilter(
  r: { userIds: string[]; organizeIds: string[]; roleIds: string[] } | null,
): SQL {
  const base = and(isNull(users.deleteTime), eq(users.enabledMark, 1))!;
  if (!r) return base;
  const parts: SQL[] = [];
  if (r.userIds.length) parts.push(inArray(users.id, r.userIds));
  if (r.organizeIds.length) parts.push(inArray(users.organizeId, r.organizeIds));
  if (r.roleIds.length) {
    parts.push(
      inArray(
        users.id,
        sql`(select ${userRelations.userId} from ${userRelations} where ${userRelations.objectType} = 'Role' and ${inArray(userRelations.objectId, r.roleIds)})`,
      ),
    );
  }
  return and(base, parts.length ? or(...parts) : sql`false`)!;
}

/** Creates one unread receipt per recipient in a single INSERT … SELECT (set-based, any number of users). */
export async function insertReceipts(
  db: TDbOrTx,
  m: { messageId: string; type: number; now: number },
  who: SQL,
): Promise<void> {
  await db.execute(sql`insert into ${messageReceives} (message_id, user_id, type, is_read, read_count, creator_time)
    select ${m.messageId}::text, ${users.id}, ${m.type}::int, 0, 0, ${m.now}::bigint from ${users} where ${who}
    on conflict do nothing`);
}

/** Unread receipts of (message, user) pairs in one statement, for the live enabled users among them. */
export async function insertReceiptPairs(
  db: TDbOrTx,
  m: { type: number; now: number },
  pairs: readonly { messageId: string; userId: string }[],
): Promise<void> {
  if (!pairs.length) return;
  await db.execute(sql`insert into ${messageReceives} (message_id, user_id, type, is_read, read_count, creator_time)
    select p."messageId", ${users.id}, ${m.type}::int, 0, 0, ${m.now}::bigint
    from json_to_recordset(${JSON.stringify(pairs)}::json) as p("messageId" text, "userId" text)
    join ${users} on ${users.id} = p."userId"
    where ${recipientFilter(null)}
    on conflict do nothing`);
}

/** Recipient ids of a choice (for the real-time push of a small audience). */
export async function findRecipientIds(db: TDbOrTx, who: SQL): Promise<string[]> {
  return (await db.select({ id: users.id }).from(users).where(who)).map((r) => r.id);
}

/** One page of the user's inbox (newest first unless sort=asc), and the total. */
export async function findInboxPage(
  db: TDbOrTx,
  userId: string,
  q: { keyword?: string; type?: number; sort?: 'asc' | 'desc'; limit: number; offset: number },
) {
  const where = and(
    eq(messageReceives.userId, userId),
    live,
    q.type ? eq(messageReceives.type, q.type) : undefined,
    q.keyword ? ilike(messages.title, containsPattern(q.keyword)) : undefined,
  );
  const dir = q.sort === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: messages.id,
        title: messages.title,
        type: messages.type,
        creatorUser,
        lastModifyTime: messages.lastModifyTime,
        isRead: messageReceives.isRead,
        bodyText: sql<string>`case when ${messages.type} = 1 then '' else ${messages.bodyText} end`,
      })
      .from(messageReceives)
      .innerJoin(messages, eq(messages.id, messageReceives.messageId))
      .leftJoin(users, eq(users.id, messages.creatorUserId))
      .where(where)
      .orderBy(dir(messageReceives.creatorTime), dir(messages.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: count() })
      .from(messageReceives)
      .innerJoin(messages, eq(messages.id, messageReceives.messageId))
      .where(where),
  ]);
  return { rows, total };
}

/** Marks the user's receipt of a message read; false when the user has none. */
export async function markRead(
  db: TDbOrTx,
  messageId: string,
  userId: string,
  now: number,
): Promise<boolean> {
  const rows = await db
    .update(messageReceives)
    .set({
      isRead: 1,
      readTime: sql`coalesce(${messageReceives.readTime}, ${now})`,
      readCount: sql`${messageReceives.readCount} + 1`,
    })
    .where(and(eq(messageReceives.messageId, messageId), eq(messageReceives.userId, userId)))
    .returning({ messageId: messageReceives.messageId });
  return rows.length > 0;
}

/** Marks every unread receipt of the user read. */
export async function markAllRead(db: TDbOrTx, userId: string, now: number): Promise<void> {
  await db
    .update(messageReceives)
    .set({ isRead: 1, readTime: now, readCount: sql`${messageReceives.readCount} + 1` })
    .where(and(eq(messageReceives.userId, userId), eq(messageReceives.isRead, 0)));
}

/** Removes the user's own receipts of the given messages. */
export async function deleteReceipts(db: TDbOrTx, userId: string, messageIds: string[]): Promise<void> {
  await db
    .delete(messageReceives)
    .where(and(eq(messageReceives.userId, userId), inArray(messageReceives.messageId, messageIds)));
}

export { messageReceives, messages };
