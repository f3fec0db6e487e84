import type { TFlowListQuery } from '@app/contracts';
import { and, asc, count, desc, eq, gt, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { pageWindow } from '../../lib/paging.ts';
import { JobStatus } from '../jobs/job.kind.ts';
import { jobs } from '../jobs/job.table.ts';
import { users } from '../users/user.table.ts';
import { TASK_COLS, pageOf, taskFilter } from './flow-before.repo.ts';
import {
  flowTaskCirculates,
  flowTaskNodes,
  flowTaskOperators,
  flowTaskRecords,
  flowTasks,
} from './workflow.table.ts';

/** One page of tasks matching `where` (list filters added), in `order`. */
function taskPage(db: TDbOrTx, where: SQL | undefined, q: TFlowListQuery, order: SQL[]) {
  const all = and(where, taskFilter(q));
  const { limit, offset } = pageWindow(q);
  const rows = db
    .select({
      ...TASK_COLS,
      id: flowTasks.id,
      status: flowTasks.status,
      thisStepId: flowTasks.thisStepId,
      creatorTime: flowTasks.creatorTime,
      endTime: flowTasks.endTime,
    })
    .from(flowTasks)
    .leftJoin(users, eq(users.id, flowTasks.creatorUserId))
    .where(all)
    .orderBy(...order, desc(flowTasks.id))
    .limit(limit)
    .offset(offset);
  return pageOf(rows, db.select({ n: count() }).from(flowTasks).where(all));
}

/** The caller's launched tasks of launchable flows: status ascending, newest start first. */
export function findLaunchedPage(db: TDbOrTx, userId: string, q: TFlowListQuery) {
  const where = and(eq(flowTasks.creatorUserId, userId), eq(flowTasks.flowType, 0));
  return taskPage(db, where, q, [asc(flowTasks.status), sql`${flowTasks.startTime} desc nulls first`]);
}

/** Every submitted task (monitor), newest first. */
export function findMonitorPage(db: TDbOrTx, q: TFlowListQuery) {
  return taskPage(db, gt(flowTasks.status, 0), q, [desc(flowTasks.creatorTime)]);
}

/** The dedupe key of a task's timer job (a prefix per task, so deleting a task cancels them all). */
export function timerJobKey(taskId: string, timerId: string): string {
  return `wf:${taskId}:${timerId}`;
}

/** Cancels queued timer jobs (one timer, or all of a task's): marked done without running. */
export async function cancelTimerJobs(db: TDbOrTx, key: { taskId: string; timerId?: string }, now: number) {
  const match = key.timerId
    ? eq(jobs.dedupeKey, timerJobKey(key.taskId, key.timerId))
    : like(jobs.dedupeKey, `${timerJobKey(key.taskId, '')}%`);
  await db
    .update(jobs)
    .set({
      status: JobStatus.done,
      result: { cancelled: true },
      payload: {},
      finishedTime: now,
      lastModifyTime: now,
    })
    .where(and(match, eq(jobs.status, JobStatus.queued)));
}

/** Soft-deletes tasks and removes their runtime rows (contract §4.4 delete). */
export async function deleteTasks(db: TDbOrTx, ids: string[], who: string, now: number) {
  if (!ids.length) return;
  await db.update(flowTasks).set({ deleteTime: now, deleteUserId: who }).where(inArray(flowTasks.id, ids));
  for (const t of [flowTaskNodes, flowTaskOperators, flowTaskRecords, flowTaskCirculates])
    await db.delete(t).where(inArray(t.taskId, ids));
  for (const taskId of ids) await cancelTimerJobs(db, { taskId }, now);
}
