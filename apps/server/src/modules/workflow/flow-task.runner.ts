import { Code, type TValueField } from '@app/contracts';
import {
  compile,
  decide,
  type TCommand,
  type TEntrust,
  type TEffect,
  type TGraph,
  type TLabels,
  type TRefusal,
  type TTaskState,
} from '@app/workflow-engine';
import type { SQLWrapper } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import type { TDbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { findVersion } from './flow-engine.repo.ts';
import {
  lockTask,
  nodeWrites,
  operatorSearchText,
  rowEffectWrites,
  runWrites,
  stateColumns,
  taskInsert,
  taskVersionedUpdate,
  type TSearchTexts,
  type TTaskRow,
} from './flow-task.repo.ts';
import {
  fetchServiceApprovers,
  ServiceApproversNeeded,
  unfetchedServiceNodes,
} from './workflow-service-approvers.ts';
import { buildDecideCtx } from './workflow-ctx.ts';
import { conditionLabels, formFieldsOf, LabelsNeeded, needsLabels } from './workflow-labels.ts';
import { FlowMessageTopic } from './workflow-messages.ts';
import { queueFlowEvent } from './workflow-events.ts';
import { queueSubFlowWork } from './workflow-subflows.ts';
import type { flowTasks } from './workflow.table.ts';
import { armTimer, disarmTimer } from './workflow-timers.ts';

type TCtx = Pick<
  TAppContext,
  'db' | 'now' | 'outbox' | 'jobs' | 'config' | 'logs' | 'orgs' | 'relationNames'
>;

/** A compiled snapshot and its form's value fields. */
interface TSnapshot {
  graph: TGraph;
  fields: TValueField[];
}

/** Effects that queue a job (the worker is woken after the commit only for these). */
const JOB_EFFECTS = new Set<TEffect['type']>([
  'timerArmed',
  'event',
  'subFlowStart',
  'parentNotify',
  'subFlowRevoke',
]);

/** How many times a command is decided again after reading outside its transaction (each round adds data). */
const FETCH_ROUNDS = 5;

/** The answer to an engine refusal: 403 for someone who may not act, 409 for a step already handled, else 400. */
function refusalError(e: TRefusal): AppError {
  if (e.reason === 'notOperator' || e.reason === 'notLauncher') return forbidden();
  return new AppError(e.code === 'WF0006' ? Code.conflict : Code.badRequest, `workflow.${e.code}`);
}

/** What a new task row holds besides its state. */
type TNewTaskRow = Omit<typeof flowTasks.$inferInsert, keyof ReturnType<typeof stateColumns> | 'version'>;

/** What one command read outside its transaction: service approvers by node id, the form values' names. */
interface TFetched {
  service: Record<string, string[]>;
  /** null: read, nothing to name. */
  labels?: TLabels | null;
}

/** What one decision reads besides the graph and state. */
interface TDecideInput {
  flowId: string;
  entrusts?: readonly TEntrust[];
  fetched: TFetched;
}

/**
 * Runs engine commands against tasks: each one transaction (load the task with its row version, decide, write the
 * state and the effect rows, append the outbox), retried once on a version conflict, where the repeat is refused.
 * A decision that enters service-approver nodes, or a submit whose conditions compare named values, is rolled
 * back, what it needs read outside any transaction (HTTP, the directory caches), and decided again with it.
 */
export class FlowTaskRunner {
  /** Compiled snapshots with their form's value fields, by version id (snapshots never change). */
  private readonly snapshots = new Map<string, TSnapshot>();

  constructor(private readonly c: TCtx) {}

  /** The compiled definition of a snapshot. */
  async graphOf(db: TDbOrTx, versionId: string): Promise<TGraph> {
    return (await this.snapshotOf(db, versionId)).graph;
  }

  private async snapshotOf(db: TDbOrTx, versionId: string): Promise<TSnapshot> {
    const cached = this.snapshots.get(versionId);
    if (cached) return cached;
    const v = await findVersion(db, versionId);
    if (!v) throw notFound();
    const r = compile(v.flowTemplateJson);
    if (!r.ok) throw new AppError(Code.badRequest, 'workflow.WF0005');
    const snapshot = { graph: r.graph, fields: formFieldsOf(v.formTemplateJson) };
    this.snapshots.set(versionId, snapshot);
    return snapshot;
  }

  /** Decides `command` on a new task and inserts it with its effects (launch or first draft). */
  async create(row: TNewTaskRow, initial: TTaskState, command: TCommand): Promise<TTaskState> {
    const done = await this.withFetched(initial.taskId, (fetched) =>
      this.c.db.transaction(async (tx) => {
        const snap = await this.snapshotOf(tx, row.flowVersionId);
        const d = await this.decideOn(tx, snap, initial, command, { flowId: row.flowId, fetched });
        const insert = taskInsert({ ...row, ...stateColumns(d.state), version: 0 });
        const search = { before: null, after: operatorSearchText(d.state, row.enCode) };
        return {
          state: d.state,
          queued: await this.applyEffects(tx, insert, null, d.state, d.effects, search),
        };
      }),
    );
    this.afterCommit(done.queued);
    return done.state;
  }

  /**
   * Wakes this process's workers after the commit: the jobs one only when the decision queued a job. The answer does
   * not wait for the outbox's delivery pass (a pass delivers every row written meanwhile, so under load the rows of
   * many commands go out together); the sweep delivers whatever a crash leaves.
   */
  private afterCommit(queuedJobs: boolean) {
    if (queuedJobs) this.c.jobs.nudge();
    void this.c.outbox.nudge();
  }

  /**
   * Decides `command(task, graph)` on a task, its row locked (commands on one task are serialised); the row version
   * still guards the write: a conflict is retried once, then answered WF0006.
   */
  run(taskId: string, command: (task: TTaskRow, graph: TGraph) => TCommand): Promise<TTaskState> {
    return this.runOn({ taskId }, command);
  }

  /** `run` on the task of an operator, found and locked in one statement (404 when there is no such operator). */
  runOnOperator(operatorId: string, command: (task: TTaskRow, graph: TGraph) => TCommand) {
    return this.runOn({ operatorId }, command);
  }

  private async runOn(
    target: { taskId: string } | { operatorId: string },
    command: (task: TTaskRow, graph: TGraph) => TCommand,
  ): Promise<TTaskState> {
    const key = 'taskId' in target ? target.taskId : target.operatorId;
    for (let attempt = 0; attempt < 2; attempt++) {
      const done = await this.withFetched(key, (fetched) =>
        this.c.db.transaction(async (tx) => {
          const task = await lockTask(tx, target);
          if (!task) throw notFound();
          const snap = await this.snapshotOf(tx, task.flowVersionId);
          const input = { flowId: task.flowId, entrusts: task.entrusts, fetched };
          const d = await this.decideOn(tx, snap, task.state, command(task, snap.graph), input);
          const update = taskVersionedUpdate(task.id, task.version, stateColumns(d.state));
          const search = {
            before: operatorSearchText(task.state, task.enCode),
            after: operatorSearchText(d.state, task.enCode),
          };
          return {
            state: d.state,
            queued: await this.applyEffects(tx, update, task.state, d.state, d.effects, search),
          };
        }),
      ).catch((e: unknown) => {
        if (e instanceof VersionConflict) return null; // rolled back: decided again on what the other committed
        throw e;
      });
      if (done) {
        this.afterCommit(done.queued);
        return done.state;
      }
    }
    throw new AppError(Code.conflict, 'workflow.WF0006');
  }

  /**
   * Runs `attempt`, and again as long as its decision asks for what is read outside a transaction: the users of
   * service-approver nodes (HTTP), the names of the submitted values (directory caches).
   */
  private async withFetched<T>(taskKey: string, attempt: (fetched: TFetched) => Promise<T>) {
    const fetched: TFetched = { service: {} };
    for (let round = 0; ; round++) {
      try {
        return await attempt(fetched);
      } catch (e) {
        if (round >= FETCH_ROUNDS) throw e;
        if (e instanceof ServiceApproversNeeded)
          Object.assign(fetched.service, await fetchServiceApprovers(this.c, e.taskId || taskKey, e.nodes));
        else if (e instanceof LabelsNeeded)
          fetched.labels = (await conditionLabels(this.c, e.graph, e.fields, e.data)) ?? null;
        else throw e;
      }
    }
  }

  private async decideOn(
    tx: TDbOrTx,
    snap: TSnapshot,
    state: TTaskState,
    command: TCommand,
    o: TDecideInput,
  ) {
    const now = this.c.now();
    const { graph } = snap;
    const ctx = await buildDecideCtx(tx, {
      graph,
      launcherId: state.launcherId,
      flowId: o.flowId,
      now,
      entrusts: o.entrusts,
      serviceApprovers: o.fetched.service,
    });
    // Conditions choose the branches when a run is planned (submit); only then are the values' names read.
    if (command.type === 'submit') {
      const data = { ...state.formData, ...command.formData };
      if (o.fetched.labels === undefined && needsLabels(graph, snap.fields, data))
        throw new LabelsNeeded(graph, snap.fields, data);
      ctx.labels = o.fetched.labels ?? undefined;
    }
    const d = decide(graph, state, command, ctx);
    if (!d.ok) throw refusalError(d.error);
    const missing = unfetchedServiceNodes(graph, d.effects, o.fetched.service);
    if (missing.length) throw new ServiceApproversNeeded(state.taskId, missing);
    return d;
  }

  /**
   * The task's write (`first`: its insert, or its versioned update), the effect rows, the node rows (only those that
   * changed) and the decision's messages in one statement, after the job and outbox work of its timers, events and
   * sub-flows; answers whether it queued a job. A versioned update that found another version throws VersionConflict
   * (the transaction rolls back, nothing of the decision stays).
   */
  private async applyEffects(
    tx: TDbOrTx,
    first: SQLWrapper,
    before: TTaskState | null,
    state: TTaskState,
    effects: readonly TEffect[],
    search: TSearchTexts,
  ) {
    const now = this.c.now();
    const queued = effects.some((e) => JOB_EFFECTS.has(e.type));
    const messages = [];
    for (const e of effects) {
      if (e.type === 'timerArmed') await armTimer(this.c, tx, state.taskId, e.timer);
      else if (e.type === 'timerCancelled') await disarmTimer(tx, state.taskId, e.timerId, now);
      else if (e.type === 'event') await queueFlowEvent(this.c, tx, state.taskId, e);
      else if (e.type === 'subFlowStart' || e.type === 'parentNotify' || e.type === 'subFlowRevoke')
        await queueSubFlowWork(this.c, tx, e);
      else if (e.type === 'message' && e.to.length) {
        const { template, to, params, channels } = e;
        messages.push({
          topic: FlowMessageTopic,
          payload: { template, to, params, channels, taskId: e.bodyText.id },
        });
      }
    }
    const outbox = this.c.outbox.insertAll(messages);
    const written = await runWrites(tx, !!before, [
      first,
      ...rowEffectWrites(tx, state.taskId, effects, now, search),
      ...nodeWrites(tx, before, state, now),
      ...(outbox ? [outbox.query] : []),
    ]);
    if (before && written !== 1) throw new VersionConflict();
    return queued;
  }
}

/** The task's row had another version than the command read (thrown to roll its transaction back). */
class VersionConflict extends Error {}
