import { and, count, desc, eq, gte, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../lib/paging.ts';
import { users } from '../users/user.table.ts';
import { feedbacks } from './feedback.table.ts';

const handler = alias(users, 'handler');
const nameOf = (u: { realName: AnyColumn; account: AnyColumn }) =>
  sql<string>`coalesce(${u.realName} || '/' || ${u.account}, '')`;

/** The list filter: a keyword in the content or the writer's name or account; a state. */
export function feedbackFilter(q: { keyword?: string; state?: number }): SQL | undefined {
  const like = q.keyword ? containsPattern(q.keyword) : undefined;
  return and(
    like
      ? or(ilike(feedbacks.content, like), ilike(users.realName, like), ilike(users.account, like))
      : undefined,
    q.state === undefined ? undefined : eq(feedbacks.state, q.state),
  );
}

/** One page of feedback, newest first, with the writer's and handler's names, and the total. */
export async function findFeedbackPage(db: TDbOrTx, where: SQL | undefined, limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: feedbacks.id,
        content: feedbacks.content,
        contact: feedbacks.contact,
        pagePath: feedbacks.pagePath,
        userName: nameOf(users),
        state: feedbacks.state,
        creatorTime: feedbacks.creatorTime,
        handledTime: feedbacks.handledTime,
        handledUser: sql<
          string | null
        >`case when ${handler.id} is null then null else ${nameOf(handler)} end`,
      })
      .from(feedbacks)
      .leftJoin(users, eq(users.id, feedbacks.creatorUserId))
      .leftJoin(handler, eq(handler.id, feedbacks.handledUserId))
      .where(where)
      .orderBy(desc(feedbacks.creatorTime), desc(feedbacks.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(feedbacks)
      .leftJoin(users, eq(users.id, feedbacks.creatorUserId))
      .where(where),
  ]);
  return { rows, total };
}

/** How many pieces a user has sent since `since` (the sending limit). */
export async function countSentSince(db: TDbOrTx, userId: string, since: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(feedbacks)
    .where(and(eq(feedbacks.creatorUserId, userId), gte(feedbacks.creatorTime, since)));
  return n;
}

/** Marks one piece handled (once: the first handler and time stay); false when there is no such piece. */
export async function markHandled(db: TDbOrTx, id: string, userId: string, now: number): Promise<boolean> {
  const rows = await db
    .update(feedbacks)
    .set({
      state: 1,
      handledTime: sql`coalesce(${feedbacks.handledTime}, ${now}::bigint)`,
      handledUserId: sql`coalesce(${feedbacks.handledUserId}, ${userId}::text)`,
    })
    .where(eq(feedbacks.id, id))
    .returning({ id: feedbacks.id });
  return rows.length > 0;
}

export { feedbacks };
