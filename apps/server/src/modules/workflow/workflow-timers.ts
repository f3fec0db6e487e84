import { Code } from '@app/contracts';
import type { TTimer } from '@app/workflow-engine';
import type { TAppContext } from '../../app-context.ts';
import type { TDbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { defineJobKind } from '../jobs/job.kind.ts';
import { cancelTimerJobs, timerJobKey } from './flow-launch.repo.ts';
import type { FlowTaskRunner } from './flow-task.runner.ts';

/** A node's timer or its approvers' deadline, due at the job's run time. */
interface TFlowTimerPayload {
  taskId: string;
  timerId: string;
  kind: TTimer['kind'];
}

/** The durable job of an armed timer: fires once across processes, cancelled when its node is left. */
const FlowTimerJob = defineJobKind<TFlowTimerPayload>('workflow.timer', {
  maxAttempts: 5,
  backoffMs: 5000,
});

/** Queues the job of an armed timer in the command's transaction (one per timer id). */
export async function armTimer(c: Pick<TAppContext, 'jobs'>, tx: TDbOrTx, taskId: string, timer: TTimer) {
  const payload = { taskId, timerId: timer.id, kind: timer.kind };
  await c.jobs.enqueue(tx, FlowTimerJob, payload, {
    creatorUserId: null,
    runAt: timer.dueAt,
    dedupeKey: timerJobKey(taskId, timer.id),
  });
}

/** Cancels the queued job of a timer the decision cancelled. */
export function disarmTimer(tx: TDbOrTx, taskId: string, timerId: string, now: number) {
  return cancelTimerJobs(tx, { taskId, timerId }, now);
}

/** Registers the timer job: it sends timerDue / timeoutDue; a stale signal (node left, task gone) ends quietly. */
export function handleFlowTimers(c: Pick<TAppContext, 'jobs'>, runner: FlowTaskRunner): void {
  c.jobs.register(FlowTimerJob, async ({ payload: p }) => {
    const type = p.kind === 'timer' ? 'timerDue' : 'timeoutDue';
    try {
      const state = await runner.run(p.taskId, () => ({ type, timerId: p.timerId }));
      return { fired: true, status: state.status };
    } catch (e) {
      if (e instanceof AppError && e.code !== Code.serverError) return { stale: true, refusal: e.key };
      throw e;
    }
  });
}
