import { createTask, type TEffect } from '@app/workflow-engine';
import type { TAppContext } from '../../app-context.ts';
import type { TDbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { defineJobKind, JobFailure } from '../jobs/job.kind.ts';
import { findEngine } from './flow-engine.repo.ts';
import { deleteTasks } from './flow-launch.repo.ts';
import { findTask, newTaskRow } from './flow-task.repo.ts';
import type { FlowTaskRunner } from './flow-task.runner.ts';
import { drawBillNumbers, type TDrawNumber } from './workflow-bill.ts';

type TStart = Omit<Extract<TEffect, { type: 'subFlowStart' }>, 'type'>;
type TSubFlowWork =
  | ({ kind: 'start' } & TStart)
  | { kind: 'finished'; parentTaskId: string; childTaskId: string }
  | { kind: 'revoke'; childTaskId: string };

/** Sub-flow work between tasks: each side is its own command (its own transaction), carried by a durable job. */
const SubFlowJob = defineJobKind<TSubFlowWork>('workflow.subflow', { maxAttempts: 5, backoffMs: 5000 });

/** Queues the sub-flow work a decision asked for (start a child, tell a parent, revoke a child). */
export async function queueSubFlowWork(c: Pick<TAppContext, 'jobs'>, tx: TDbOrTx, e: TEffect) {
  let work: TSubFlowWork | null = null;
  if (e.type === 'subFlowStart') {
    const { type: _t, ...start } = e;
    work = { kind: 'start', ...start };
  } else if (e.type === 'parentNotify')
    work = { kind: 'finished', parentTaskId: e.parentTaskId, childTaskId: e.childTaskId };
  else if (e.type === 'subFlowRevoke') work = { kind: 'revoke', childTaskId: e.childTaskId };
  if (!work) return;
  const key = `wfs:${work.kind}:${work.childTaskId}`;
  await c.jobs.enqueue(tx, SubFlowJob, work, { creatorUserId: null, dedupeKey: key });
}

/** True for a refusal that means "already done" (a repeated job run), not a failure. */
const isSettled = (e: unknown) => e instanceof AppError && (e.code === 409 || e.code === 404);

type TCtx = Pick<TAppContext, 'db' | 'now' | 'jobs' | 'services'>;

/**
 * Starts a child task (idempotent: a child that exists is left alone), submitted by its launcher. Like a launch, the
 * child takes the bill numbers of its own form's bill-rule fields first (its first one is its bill number).
 */
async function startChild(c: TCtx, runner: FlowTaskRunner, w: TStart) {
  if (await findTask(c.db, w.childTaskId)) return { exists: true };
  const flow = await findEngine(c.db, w.flowId);
  if (!flow?.versionId) throw new JobFailure('the sub-flow’s flow does not exist', { flowId: w.flowId });
  const versioned = { ...flow, versionId: flow.versionId };
  const draw: TDrawNumber = (rule) => c.services.billRule.nextNumber({ userId: w.launcherId }, rule, false);
  // A rule that cannot draw (disabled, deleted) must not hold the parent: the child starts without a number.
  const bill = await drawBillNumbers(flow.formData, draw).catch(() => ({ billNo: null, fields: {} }));
  const row = {
    ...newTaskRow(versioned, {
      taskId: w.childTaskId,
      launcherId: w.launcherId,
      now: c.now(),
      parentId: w.parentTaskId,
    }),
    enCode: bill.billNo,
  };
  const initial = createTask({
    taskId: w.childTaskId,
    flowId: flow.id,
    launcherId: w.launcherId,
    title: w.title,
    formData: { ...w.formData, ...bill.fields },
    isFunctionFlow: flow.type === 1,
    parentTaskId: w.parentTaskId,
    parentNodeId: w.parentNodeId,
  });
  await runner.create(row, initial, { type: 'submit', by: w.launcherId });
  return { started: true };
}

/** Registers the sub-flow job: start children, resume parents (subFlowFinished), revoke and delete children. */
export function handleSubFlows(c: TCtx, runner: FlowTaskRunner): void {
  c.jobs.register(SubFlowJob, async ({ payload: w }) => {
    try {
      if (w.kind === 'start') return await startChild(c, runner, w);
      if (w.kind === 'finished') {
        await runner.run(w.parentTaskId, () => ({ type: 'subFlowFinished', childTaskId: w.childTaskId }));
        return { resumed: true };
      }
      const child = await findTask(c.db, w.childTaskId);
      if (!child) return { gone: true };
      if (child.status === 1)
        await runner
          .run(child.id, (t) => ({ type: 'withdraw', by: t.state.launcherId }))
          .catch((e: unknown) => {
            if (!isSettled(e)) throw e;
          });
      await c.db.transaction((tx) => deleteTasks(tx, [child.id], 'system', c.now()));
      return { revoked: true };
    } catch (e) {
      if (isSettled(e)) return { settled: true };
      throw e;
    }
  });
}
