import type { TChatHistoryItem, TChatMessageType, TChatUser, TUnreadNum } from '@app/contracts';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../lib/paging.ts';
import { prepareOnce } from '../../lib/prepared.ts';
import { files } from '../files/file.table.ts';
import { organizes } from '../organize/organize.table.ts';
import { users } from '../users/user.table.ts';
import { imConnections, imContents, imNodes } from './chat.table.ts';

export type TImContentRow = typeof imContents.$inferSelect;
type TImConnectionRow = typeof imConnections.$inferSelect;

/** What frames show of a user: account, name and avatar. */
export interface TUserCard {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
}

/** The conversation key of two users (order-independent). */
export function conversationOf(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** Stores messages in one statement. */
export async function insertMessages(db: TDbOrTx, rows: (typeof imContents.$inferInsert)[]): Promise<void> {
  await db.insert(imContents).values(rows);
}

/** One message by id. */
export async function findMessage(db: TDbOrTx, id: string): Promise<TImContentRow | undefined> {
  const [row] = await db.select().from(imContents).where(eq(imContents.id, id)).limit(1);
  return row;
}

/** Turns a row into the history item shape of contract §7. */
export function toHistoryItem(r: TImContentRow): TChatHistoryItem {
  return {
    id: r.id,
    sendUserId: r.sendUserId,
    sendTime: r.sendTime,
    receiveUserId: r.receiveUserId,
    receiveTime: r.receiveTime,
    content: r.content,
    contentType: r.contentType as TChatMessageType,
    state: r.state,
  };
}

/** A page of one conversation (keyword on text messages); rows come back ascending by time. */
export async function findConversationPage(
  db: TDbOrTx,
  q: { conversation: string; keyword?: string; sord: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: TImContentRow[]; total: number }> {
  const where = and(
    eq(imContents.conversation, q.conversation),
    q.keyword
      ? and(eq(imContents.contentType, 'text'), ilike(imContents.content, containsPattern(q.keyword)))
      : undefined,
  );
  const dir = q.sord === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(imContents)
      .where(where)
      .orderBy(dir(imContents.sendTime), dir(imContents.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(imContents).where(where),
  ]);
  return { rows: q.sord === 'asc' ? rows : rows.reverse(), total };
}

/** Unread messages to a user, grouped by sender, each with its latest message. */
export async function findUnreadNums(db: TDbOrTx, userId: string): Promise<TUnreadNum[]> {
  const rows = await prepareOnce(db, 'chat.unreadNums', () =>
    db
      .selectDistinctOn([imContents.sendUserId], {
        sendUserId: imContents.sendUserId,
        content: imContents.content,
        contentType: imContents.contentType,
        sendTime: imContents.sendTime,
        unreadNum: sql<string>`count(*) over (partition by ${imContents.sendUserId})`,
      })
      .from(imContents)
      .where(and(eq(imContents.receiveUserId, sql.placeholder('userId')), eq(imContents.state, 0)))
      .orderBy(imContents.sendUserId, desc(imContents.sendTime), desc(imContents.id)),
  ).execute({ userId });
  return rows.map((r) => ({
    sendUserId: r.sendUserId,
    receiveUserId: userId,
    unreadNum: Number(r.unreadNum),
    defaultMessage: r.contentType === 'text' ? r.content : '',
    defaultMessageType: r.contentType,
    defaultMessageTime: r.sendTime,
  }));
}

/** Marks every unread message from `senderId` to `receiverId` read; returns how many. */
export async function markRead(
  db: TDbOrTx,
  receiverId: string,
  senderId: string,
  now: number,
): Promise<number> {
  const rows = await db
    .update(imContents)
    .set({ state: 1, receiveTime: now })
    .where(
      and(
        eq(imContents.receiveUserId, receiverId),
        eq(imContents.sendUserId, senderId),
        eq(imContents.state, 0),
      ),
    )
    .returning({ id: imContents.id });
  return rows.length;
}

/** The extension of an IM file this user uploaded, or undefined when there is no such upload. */
export async function findOwnImFile(db: TDbOrTx, name: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: files.storedName })
    .from(files)
    .where(and(eq(files.kind, 'IM'), eq(files.storedName, name), eq(files.creatorUserId, userId)))
    .limit(1);
  return row?.name.split('.').pop();
}

/** Name and avatar of live, enabled users. */
export async function findUserCards(db: TDbOrTx, ids: readonly string[]): Promise<TUserCard[]> {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, account: users.account, realName: users.realName, headIcon: users.headIcon })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deleteTime), eq(users.enabledMark, 1)));
}

/** Everyone a user can chat with: live, enabled users except the caller, with their department name. */
export async function findChatUsers(db: TDbOrTx, exceptId: string): Promise<TChatUser[]> {
  return db
    .select({
      id: users.id,
      realName: users.realName,
      account: users.account,
      department: sql<string>`coalesce(${organizes.fullName}, '')`,
      headIcon: users.headIcon,
      quickQuery: users.quickQuery,
    })
    .from(users)
    .leftJoin(organizes, eq(organizes.id, users.organizeId))
    .where(and(isNull(users.deleteTime), eq(users.enabledMark, 1), ne(users.id, exceptId)))
    .orderBy(asc(users.sortCode), asc(users.account))
    .limit(5000);
}

/** Records that a process is alive (insert or refresh its heartbeat). */
export async function beatNode(db: TDbOrTx, id: string, now: number): Promise<void> {
  await db
    .insert(imNodes)
    .values({ id, startedAt: now, heartbeatAt: now })
    .onConflictDoUpdate({ target: imNodes.id, set: { heartbeatAt: now } });
}

/** Forgets processes whose heartbeat is older than `cutoff`, and their sockets; returns their ids. */
export async function dropDeadNodes(db: TDbOrTx, cutoff: number): Promise<string[]> {
  const dead = await db.delete(imNodes).where(lt(imNodes.heartbeatAt, cutoff)).returning({ id: imNodes.id });
  const ids = dead.map((d) => d.id);
  if (ids.length) await db.delete(imConnections).where(inArray(imConnections.nodeId, ids));
  return ids;
}

/** How many processes other than `selfId` have beaten since `cutoff`. */
export async function countLiveNodes(db: TDbOrTx, cutoff: number, selfId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(imNodes)
    .where(and(gt(imNodes.heartbeatAt, cutoff), ne(imNodes.id, selfId)));
  return row.n;
}

/** Removes a process and its sockets (clean shutdown). */
export async function dropNode(db: TDbOrTx, id: string): Promise<void> {
  await db.delete(imConnections).where(eq(imConnections.nodeId, id));
  await db.delete(imNodes).where(eq(imNodes.id, id));
}

/** Registers an announced socket. */
export async function insertConnection(db: TDbOrTx, row: TImConnectionRow): Promise<void> {
  const p = (name: keyof TImConnectionRow) => sql.placeholder(name);
  await prepareOnce(db, 'chat.insertConnection', () =>
    db.insert(imConnections).values({
      id: p('id'),
      nodeId: p('nodeId'),
      userId: p('userId'),
      sessionId: p('sessionId'),
      ip: p('ip'),
      platform: p('platform'),
      connectedAt: p('connectedAt'),
      lastActiveAt: p('lastActiveAt'),
    }),
  ).execute(row);
}

/** Unregisters a socket. */
export async function deleteConnection(db: TDbOrTx, id: string): Promise<void> {
  await db.delete(imConnections).where(eq(imConnections.id, id));
}

/** Writes the last-activity time of sockets. */
export async function touchConnections(db: TDbOrTx, ids: readonly string[], now: number): Promise<void> {
  if (ids.length)
    await db
      .update(imConnections)
      .set({ lastActiveAt: now })
      .where(inArray(imConnections.id, [...ids]));
}

/** Users (of `among`, or all) with a socket on a live process. */
export async function findOnlineUserIds(
  db: TDbOrTx,
  cutoff: number,
  among?: readonly string[],
): Promise<string[]> {
  if (among && !among.length) return [];
  const rows = await db
    .selectDistinct({ userId: imConnections.userId })
    .from(imConnections)
    .innerJoin(imNodes, eq(imNodes.id, imConnections.nodeId))
    .where(
      and(gt(imNodes.heartbeatAt, cutoff), among ? inArray(imConnections.userId, [...among]) : undefined),
    );
  return rows.map((r) => r.userId);
}

/** Every socket on a live process, with its user's account and name. */
export async function findOnlineConnections(db: TDbOrTx, cutoff: number) {
  return db
    .select({
      connectionId: imConnections.id,
      userId: imConnections.userId,
      account: users.account,
      realName: users.realName,
      sessionId: imConnections.sessionId,
      ip: imConnections.ip,
      platform: imConnections.platform,
      connectedAt: imConnections.connectedAt,
      lastActiveAt: imConnections.lastActiveAt,
    })
    .from(imConnections)
    .innerJoin(imNodes, eq(imNodes.id, imConnections.nodeId))
    .innerJoin(users, eq(users.id, imConnections.userId))
    .where(gt(imNodes.heartbeatAt, cutoff))
    .orderBy(asc(imConnections.connectedAt));
}
