import type { TFlowListQuery } from '@app/contracts';
import { and, count, desc, eq, gte, ilike, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { containsPattern, pageWindow } from '../../lib/paging.ts';
import { users } from '../users/user.table.ts';
import { operatorOf } from './flow-task.access.ts';
import { flowTaskCirculates, flowTaskOperators, flowTaskRecords, flowTasks } from './workflow.table.ts';

/** The task filters every list shares: keyword on title and bill number, flow, category, start window. */
export function taskFilter(q: TFlowListQuery): SQL | undefined {
  const p = q.keyword ? containsPattern(q.keyword) : null;
  return and(
    isNull(flowTasks.deleteTime),
    p ? or(ilike(flowTasks.fullName, p), ilike(flowTasks.enCode, p)) : undefined,
    q.flowId ? eq(flowTasks.flowId, q.flowId) : undefined,
    q.flowCategory ? eq(flowTasks.flowCategory, q.flowCategory) : undefined,
    q.startTime !== undefined ? gte(flowTasks.startTime, q.startTime) : undefined,
    q.endTime !== undefined ? lte(flowTasks.startTime, q.endTime) : undefined,
  );
}

/** The task columns every list row carries. */
export const TASK_COLS = {
  processId: flowTasks.id,
  enCode: flowTasks.enCode,
  fullName: flowTasks.fullName,
  flowName: flowTasks.flowName,
  flowId: flowTasks.flowId,
  flowCode: flowTasks.flowCode,
  flowCategory: flowTasks.flowCategory,
  formType: flowTasks.formType,
  flowUrgent: flowTasks.flowUrgent,
  thisStep: flowTasks.thisStep,
  completion: flowTasks.completion,
  userName: sql<string>`coalesce(${users.realName} || '/' || ${users.account}, '')`,
  creatorUserId: flowTasks.creatorUserId,
  startTime: flowTasks.startTime,
  description: flowTasks.description,
};

/** One page of rows and the total. */
export async function pageOf<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>) {
  const [list, [{ n }]] = await Promise.all([rows, total]);
  return { rows: list, total: n };
}

/** Pending, visible (timer passed) operators of running tasks that are the user's or entrusted to the user. */
function todoWhere(userId: string, now: number) {
  return and(
    eq(flowTaskOperators.completion, 0),
    eq(flowTaskOperators.state, 0),
    or(isNull(flowTaskOperators.dueAt), lte(flowTaskOperators.dueAt, now)),
    eq(flowTasks.status, 1),
    operatorOf(userId, now),
  );
}

/** The home widget's counts: the user's to-do (and how many of them are entrusted) and done rows. */
export async function countFlowWork(db: TDbOrTx, userId: string, now: number) {
  const [[todo], [done]] = await Promise.all([
    db
      .select({
        n: count(),
        entrusted: sql<number>`count(*) filter (where ${flowTaskOperators.handleId} <> ${userId})`.mapWith(
          Number,
        ),
      })
      .from(flowTaskOperators)
      .innerJoin(flowTasks, eq(flowTasks.id, flowTaskOperators.taskId))
      .where(and(todoWhere(userId, now), isNull(flowTasks.deleteTime))),
    db
      .select({ n: count() })
      .from(flowTaskRecords)
      .innerJoin(flowTasks, eq(flowTasks.id, flowTaskRecords.taskId))
      .where(and(doneWhere(userId), isNull(flowTasks.deleteTime))),
  ]);
  return { toBeReviewed: todo.n, entrust: todo.entrusted, flowDone: done.n };
}

/** The user's approvals and rejections that were not invalidated. */
function doneWhere(userId: string) {
  return and(
    eq(flowTaskRecords.handleId, userId),
    or(eq(flowTaskRecords.handleStatus, 0), eq(flowTaskRecords.handleStatus, 1)),
    ne(flowTaskRecords.status, -1),
  );
}

/**
 * The to-do list: pending, visible (timer passed) operators of running tasks that are the user's or entrusted to
 * the user (`delegatorId` set, the list titles them "(X的委托)").
 */
export function findTodoPage(db: TDbOrTx, userId: string, q: TFlowListQuery, now: number) {
  const where = and(todoWhere(userId, now), taskFilter(q));
  const { limit, offset } = pageWindow(q);
  const rows = db
    .select({
      ...TASK_COLS,
      id: flowTaskOperators.id,
      status: flowTasks.status,
      thisStepId: flowTaskOperators.nodeCode,
      creatorTime:
        sql<number>`coalesce(${flowTaskOperators.dueAt}, ${flowTaskOperators.creatorTime})`.mapWith(Number),
      delegatorId: sql<string | null>`nullif(${flowTaskOperators.handleId}, ${userId})`,
    })
    .from(flowTaskOperators)
    .innerJoin(flowTasks, eq(flowTasks.id, flowTaskOperators.taskId))
    .leftJoin(users, eq(users.id, flowTasks.creatorUserId))
    .where(where)
    .orderBy(desc(flowTaskOperators.creatorTime), desc(flowTaskOperators.id))
    .limit(limit)
    .offset(offset);
  const total = db
    .select({ n: count() })
    .from(flowTaskOperators)
    .innerJoin(flowTasks, eq(flowTasks.id, flowTaskOperators.taskId))
    .where(where);
  return pageOf(rows, total);
}

/** The done list: the user's approvals and rejections (not invalidated); status is the record's handleStatus. */
export function findDonePage(db: TDbOrTx, userId: string, q: TFlowListQuery) {
  const where = and(doneWhere(userId), taskFilter(q));
  const { limit, offset } = pageWindow(q);
  const rows = db
    .select({
      ...TASK_COLS,
      id: flowTaskRecords.id,
      status: flowTaskRecords.handleStatus,
      thisStepId: flowTaskRecords.nodeCode,
      creatorTime: flowTaskRecords.handleTime,
      delegatorId: flowTaskRecords.delegatorId,
    })
    .from(flowTaskRecords)
    .innerJoin(flowTasks, eq(flowTasks.id, flowTaskRecords.taskId))
    .leftJoin(users, eq(users.id, flowTasks.creatorUserId))
    .where(where)
    .orderBy(desc(flowTaskRecords.handleTime), desc(flowTaskRecords.id))
    .limit(limit)
    .offset(offset);
  const total = db
    .select({ n: count() })
    .from(flowTaskRecords)
    .innerJoin(flowTasks, eq(flowTasks.id, flowTaskRecords.taskId))
    .where(where);
  return pageOf(rows, total);
}

/** The CC list: the tasks copied to the user. */
export function findCirculatePage(db: TDbOrTx, userId: string, q: TFlowListQuery) {
  const where = and(eq(flowTaskCirculates.objectId, userId), taskFilter(q));
  const { limit, offset } = pageWindow(q);
  const rows = db
    .select({
      ...TASK_COLS,
      id: flowTaskCirculates.id,
      status: flowTasks.status,
      thisStepId: flowTaskCirculates.nodeCode,
      creatorTime: flowTaskCirculates.creatorTime,
      delegatorId: sql<string | null>`null`,
    })
    .from(flowTaskCirculates)
    .innerJoin(flowTasks, eq(flowTasks.id, flowTaskCirculates.taskId))
    .leftJoin(users, eq(users.id, flowTasks.creatorUserId))
    .where(where)
    .orderBy(desc(flowTaskCirculates.creatorTime), desc(flowTaskCirculates.id))
    .limit(limit)
    .offset(offset);
  const total = db
    .select({ n: count() })
    .from(flowTaskCirculates)
    .innerJoin(flowTasks, eq(flowTasks.id, flowTaskCirculates.taskId))
    .where(where);
  return pageOf(rows, total);
}
