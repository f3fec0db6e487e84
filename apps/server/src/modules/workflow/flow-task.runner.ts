import { Code } from '@app/contracts';
import {
  compile,
  decide,
  type TCommand,
  type TEffect,
  type TGraph,
  type TRefusal,
  type TTaskState,
} from '@app/workflow-engine';
import type { TAppContext } from '../../app-context.ts';
import type { TDbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { findVersion } from './flow-engine.repo.ts';
import {
  applyRowEffects,
  lockTask,
  stateColumns,
  syncNodes,
  updateTaskVersioned,
  type TTaskRow,
} from './flow-task.repo.ts';
import { buildDecideCtx } from './workflow-ctx.ts';
import { FlowMessageTopic } from './workflow-messages.ts';
import { queueFlowEvent } from './workflow-events.ts';
import { queueSubFlowWork } from './workflow-subflows.ts';
import { armTimer, disarmTimer } from './workflow-timers.ts';
import { flowTasks } from './workflow.table.ts';

type TCtx = Pick<TAppContext, 'db' | 'now' | 'outbox' | 'jobs'>;

/** Effects that queue a job (the worker is woken after the commit only for these). */
const JOB_EFFECTS = new Set<TEffect['type']>([
  'timerArmed',
  'event',
  'subFlowStart',
  'parentNotify',
  'subFlowRevoke',
]);

/** The answer to an engine refusal: 403 for someone who may not act, 409 for a step already handled, else 400. */
function refusalError(e: TRefusal): AppError {
  if (e.reason === 'notOperator' || e.reason === 'notLauncher') return forbidden();
  return new AppError(e.code === 'WF0006' ? Code.conflict : Code.badRequest, `workflow.${e.code}`);
}

/** What a new task row holds besides its state. */
type TNewTaskRow = Omit<typeof flowTasks.$inferInsert, keyof ReturnType<typeof stateColumns> | 'version'>;

/**
 * Runs engine commands against tasks: each one transaction (load the task with its row version, decide, write the
 * state and the effect rows, append the outbox), retried once on a version conflict, where the repeat is refused.
 */
export class FlowTaskRunner {
  /** Compiled snapshots by version id (snapshots never change). */
  private readonly graphs = new Map<string, TGraph>();

  constructor(private readonly c: TCtx) {}

  /** The compiled definition of a snapshot. */
  async graphOf(db: TDbOrTx, versionId: string): Promise<TGraph> {
    const cached = this.graphs.get(versionId);
    if (cached) return cached;
    const v = await findVersion(db, versionId);
    if (!v) throw notFound();
    const r = compile(v.flowTemplateJson);
    if (!r.ok) throw new AppError(Code.badRequest, 'workflow.WF0005');
    this.graphs.set(versionId, r.graph);
    return r.graph;
  }

  /** Decides `command` on a new task and inserts it with its effects (launch or first draft). */
  async create(row: TNewTaskRow, initial: TTaskState, command: TCommand): Promise<TTaskState> {
    const state = await this.c.db.transaction(async (tx) => {
      const graph = await this.graphOf(tx, row.flowVersionId);
      const d = await this.decideOn(tx, graph, initial, row.flowId, command);
      await tx.insert(flowTasks).values({ ...row, ...stateColumns(d.state), version: 0 });
      return { state: d.state, queued: await this.applyEffects(tx, null, d.state, d.effects) };
    });
    await this.afterCommit(state.queued);
    return state.state;
  }

  /** Wakes this process's workers after the commit: the jobs one only when the decision queued a job. */
  private async afterCommit(queuedJobs: boolean) {
    if (queuedJobs) this.c.jobs.nudge();
    await this.c.outbox.nudge();
  }

  /**
   * Decides `command(task, graph)` on a task, its row locked (commands on one task are serialised); the row version
   * still guards the write: a conflict is retried once, then answered WF0006.
   */
  async run(taskId: string, command: (task: TTaskRow, graph: TGraph) => TCommand): Promise<TTaskState> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const state = await this.c.db.transaction(async (tx) => {
        const task = await lockTask(tx, taskId);
        if (!task) throw notFound();
        const graph = await this.graphOf(tx, task.flowVersionId);
        const d = await this.decideOn(tx, graph, task.state, task.flowId, command(task, graph));
        if (!(await updateTaskVersioned(tx, taskId, task.version, stateColumns(d.state)))) return null;
        return { state: d.state, queued: await this.applyEffects(tx, task.state, d.state, d.effects) };
      });
      if (state) {
        await this.afterCommit(state.queued);
        return state.state;
      }
    }
    throw new AppError(Code.conflict, 'workflow.WF0006');
  }

  private async decideOn(tx: TDbOrTx, graph: TGraph, state: TTaskState, flowId: string, command: TCommand) {
    const now = this.c.now();
    const ctx = await buildDecideCtx(tx, { graph, launcherId: state.launcherId, flowId, now });
    const d = decide(graph, state, command, ctx);
    if (!d.ok) throw refusalError(d.error);
    return d;
  }

  /**
   * The effect rows, the node rows (rewritten only when the run's nodes changed) and the outbox and job work of one
   * decision; answers whether it queued a job.
   */
  private async applyEffects(
    tx: TDbOrTx,
    before: TTaskState | null,
    state: TTaskState,
    effects: readonly TEffect[],
  ) {
    const now = this.c.now();
    await applyRowEffects(tx, state.taskId, effects, now);
    if (!before || JSON.stringify(before.nodes) !== JSON.stringify(state.nodes))
      await syncNodes(tx, state, now);
    const queued = effects.some((e) => JOB_EFFECTS.has(e.type));
    for (const e of effects) {
      if (e.type === 'timerArmed') await armTimer(this.c, tx, state.taskId, e.timer);
      else if (e.type === 'timerCancelled') await disarmTimer(tx, state.taskId, e.timerId, now);
      else if (e.type === 'event') await queueFlowEvent(this.c, tx, state.taskId, e);
      else if (e.type === 'subFlowStart' || e.type === 'parentNotify' || e.type === 'subFlowRevoke')
        await queueSubFlowWork(this.c, tx, e);
      else if (e.type === 'message' && e.to.length) {
        const { template, to, params, channels } = e;
        const payload = { template, to, params, channels, taskId: e.bodyText.id };
        await this.c.outbox.enqueue(tx, { topic: FlowMessageTopic, payload });
      }
    }
    return queued;
  }
}
