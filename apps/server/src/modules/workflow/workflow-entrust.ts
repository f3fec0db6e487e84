import { Code } from '@app/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import type { TDbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { defineJobKind } from '../jobs/job.kind.ts';
import type { FlowTaskRunner } from './flow-task.runner.ts';
import { flowTaskOperators, flowTasks } from './workflow.table.ts';

/** An entrust that comes (or came) into force: who hands which flow to whom, from when. */
interface TEntrustPayload {
  delegatorId: string;
  toUserId: string;
  flowId: string;
}

/** Tells a delegate of the delegator's pending work when the entrust starts (a durable job due at startTime). */
const EntrustJob = defineJobKind<TEntrustPayload>('workflow.entrust', { maxAttempts: 3, backoffMs: 5000 });

/**
 * Queues the entrust-applied notices of a saved entrust in the save's transaction, due when its window opens (now
 * when it is open already); nothing for a window already closed. One job per entrust and window.
 */
export async function queueEntrustApplied(
  c: Pick<TAppContext, 'jobs' | 'now'>,
  tx: TDbOrTx,
  e: TEntrustPayload & { id: string; startTime: number; endTime: number },
) {
  if (e.endTime <= c.now()) return;
  const payload = { delegatorId: e.delegatorId, toUserId: e.toUserId, flowId: e.flowId };
  await c.jobs.enqueue(tx, EntrustJob, payload, {
    creatorUserId: e.delegatorId,
    runAt: Math.max(c.now(), e.startTime),
    dedupeKey: `wfe:${e.id}:${e.toUserId}:${e.startTime}:${e.endTime}`,
  });
}

/** The running tasks of `flowId` where the delegator has a pending step. */
async function tasksWaitingOn(db: TDbOrTx, flowId: string, delegatorId: string) {
  const rows = await db
    .selectDistinct({ id: flowTasks.id })
    .from(flowTaskOperators)
    .innerJoin(flowTasks, eq(flowTasks.id, flowTaskOperators.taskId))
    .where(
      and(
        eq(flowTaskOperators.handleId, delegatorId),
        eq(flowTaskOperators.completion, 0),
        eq(flowTaskOperators.state, 0),
        eq(flowTasks.flowId, flowId),
        eq(flowTasks.status, 1),
        isNull(flowTasks.deleteTime),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Registers the entrust job: an `entrustApplied` command on each running task of the flow where the delegator has
 * a pending step (the engine sends the delegate one notice per node, once per run). A task that refuses (no longer
 * pending, entrust withdrawn, already told) is skipped.
 */
export function handleEntrusts(c: Pick<TAppContext, 'db' | 'jobs'>, runner: FlowTaskRunner): void {
  c.jobs.register(EntrustJob, async ({ payload: p }) => {
    let told = 0;
    for (const taskId of await tasksWaitingOn(c.db, p.flowId, p.delegatorId)) {
      try {
        await runner.run(taskId, () => ({ type: 'entrustApplied', ...p }));
        told++;
      } catch (e) {
        if (!(e instanceof AppError) || e.code === Code.serverError) throw e;
      }
    }
    return { told };
  });
}
