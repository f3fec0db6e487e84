import {
  Code,
  REJECT_STEP_CHOOSE,
  REJECT_TO_START,
  type TFlowHandleBody,
  type TFlowTaskSave,
} from '@app/contracts';
import {
  choosableRejectTargets,
  createTask,
  type TCommand,
  type TFormData,
  type TGraph,
} from '@app/workflow-engine';
import type { TAppContext } from '../../app-context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { findEngine, findEngines } from './flow-engine.repo.ts';
import { buildTaskDetail } from './flow-detail.ts';
import { callerPermits } from './flow-permits.ts';
import { maySeeTask } from './flow-task.access.ts';
import { findTask, newTaskRow, taskInfo, type TTaskRow } from './flow-task.repo.ts';
import { FlowTaskRunner } from './flow-task.runner.ts';
import { drawBillNumbers, type TDrawNumber } from './workflow-bill.ts';

/**
 * The form data an approver may write on `nodeCode` (its formOperates): fields not writable there keep their stored
 * value; a node without field rights writes all of them.
 */
function writableOnly(graph: TGraph, nodeCode: string, stored: TFormData, posted: TFormData): TFormData {
  const node = graph.nodes[nodeCode];
  const rights = node && 'formOperates' in node ? node.formOperates : [];
  if (!rights.length) return { ...stored, ...posted };
  const writable = new Set(rights.filter((r) => r.write).map((r) => r.id));
  return { ...stored, ...Object.fromEntries(Object.entries(posted).filter(([k]) => writable.has(k))) };
}

/**
 * The reject target the approver chose (body.rejectStep), refused with a 400 naming the field unless it is the
 * launcher ('0') or an earlier node the task passed where the node lets its approver choose; a choice where the node
 * does not is left to the engine (WF0005).
 */
function chosenRejectTarget(graph: TGraph, task: TTaskRow, nodeCode: string, body: TFlowHandleBody) {
  const chosen = body.rejectStep;
  const node = graph.nodes[nodeCode];
  if (chosen === undefined || node?.kind !== 'approver' || node.rejectStep !== REJECT_STEP_CHOOSE)
    return chosen;
  if (chosen !== REJECT_TO_START && !choosableRejectTargets(graph, task.state, nodeCode).includes(chosen))
    throw badRequest('body.rejectStep: not the launcher ("0") or an earlier node the task passed');
  return chosen;
}

type TCtx = Pick<
  TAppContext,
  'db' | 'now' | 'outbox' | 'jobs' | 'config' | 'logs' | 'orgs' | 'relationNames'
>;

/** The system administrator may not act on tasks as an approver (WF0004), not even on a step that fell to him. */
export function refuseAdministrator(auth: Pick<TAuth, 'isAdmin'>) {
  if (auth.isAdmin) throw new AppError(Code.badRequest, 'workflow.WF0004');
}

/** Tasks (contract §4.4): launch, save, reopen, approve and reject, each one engine command in one transaction. */
export class FlowTaskService {
  readonly runner: FlowTaskRunner;

  constructor(private readonly c: TCtx) {
    this.runner = new FlowTaskRunner(c);
  }

  /** The released launchable flow the caller may start, else 400 (not released) or 403 (not visible). */
  async launchable(auth: TAuth, flowId: string) {
    const flow = await findEngine(this.c.db, flowId);
    if (!flow || flow.enabledMark !== 1 || flow.type !== 0 || !flow.versionId)
      throw new AppError(Code.badRequest, 'workflow.notLaunchable');
    if (flow.visibleType === 1 && !auth.isAdmin) {
      const visibleTo = [auth.userId, ...auth.positionIds, ...auth.roleIds];
      const rows = await findEngines(this.c.db, { visibleTo, enabledOnly: true, launchableOnly: true });
      if (!rows.some((r) => r.id === flowId)) throw forbidden();
    }
    return { ...flow, versionId: flow.versionId };
  }

  /** Launches a new task: submits it (status 0) or keeps it as a draft (status 1); bill numbers drawn first. */
  async create(auth: TAuth, input: TFlowTaskSave, drawNumber: TDrawNumber) {
    const flow = await this.launchable(auth, input.flowId);
    const bill = await drawBillNumbers(flow.formData, drawNumber);
    const body = { ...input, data: { ...input.data, ...bill.fields } };
    const taskId = newId();
    const initial = createTask({
      taskId,
      flowId: flow.id,
      launcherId: auth.userId,
      title: `${auth.realName}的${flow.fullName}`,
      urgent: body.flowUrgent,
      formData: body.data ?? {},
    });
    const row = {
      ...newTaskRow(flow, { taskId, launcherId: auth.userId, now: this.c.now() }),
      enCode: bill.billNo,
    };
    await this.runner.create(row, initial, this.launchCommand(auth, body));
    return { id: taskId };
  }

  /** Saves or resubmits a draft, rejected or withdrawn task of the caller's. */
  async update(auth: TAuth, id: string, body: TFlowTaskSave) {
    const task = await findTask(this.c.db, id);
    if (!task || task.flowId !== body.flowId) throw notFound();
    if (task.creatorUserId !== auth.userId) throw forbidden();
    await this.runner.run(id, () => this.launchCommand(auth, body));
    return { id };
  }

  private launchCommand(auth: TAuth, body: TFlowTaskSave): TCommand {
    const fields = { by: auth.userId, formData: body.data, urgent: body.flowUrgent };
    return body.status === 1
      ? { type: 'saveDraft', ...fields }
      : { type: 'submit', ...fields, freeApproverUserId: body.freeApproverUserId };
  }

  /** A task for the people on it (launcher, operators and delegates, CC users, monitors); 404 for anyone else. */
  async info(auth: TAuth, id: string) {
    const task = await findTask(this.c.db, id);
    if (!task || !(await maySeeTask(this.c.db, auth, task, this.c.now()))) throw notFound();
    return taskInfo(task);
  }

  /** A task's form data for the people on it, when it belongs to `flowId` (flowTask/{flowId}/{taskId}). */
  async formData(auth: TAuth, flowId: string, id: string) {
    const task = await findTask(this.c.db, id);
    if (!task || task.flowId !== flowId || !(await maySeeTask(this.c.db, auth, task, this.c.now())))
      throw notFound();
    return task.formData;
  }

  /** A task's detail for the people on it (404 for anyone else); `nodeCode` picks the field rights. */
  async detail(auth: TAuth, id: string, nodeCode?: string) {
    const task = await findTask(this.c.db, id);
    if (!task || !(await maySeeTask(this.c.db, auth, task, this.c.now()))) throw notFound();
    const graph = await this.runner.graphOf(this.c.db, task.flowVersionId);
    const permits = await callerPermits(this.c, auth, task, graph);
    return buildTaskDetail(this.c.db, task, graph, permits, nodeCode);
  }

  /** Approves (audit) or rejects an operator's step (the route's row rule admitted the caller). */
  async act(auth: TAuth, operatorId: string, type: 'approve' | 'reject', body: TFlowHandleBody) {
    refuseAdministrator(auth);
    const base = {
      by: auth.userId,
      operatorId,
      opinion: body.handleOpinion,
      signImg: body.signImg ?? null,
      copyIds: body.copyIds,
    };
    const command = (task: TTaskRow, graph: TGraph): TCommand => {
      const nodeCode = task.state.operators.find((o) => o.id === operatorId)?.nodeId ?? '';
      if (type === 'reject')
        return { type, ...base, rejectTo: chosenRejectTarget(graph, task, nodeCode, body) };
      const formData = body.formData && writableOnly(graph, nodeCode, task.formData, body.formData);
      return { type, ...base, formData, freeApproverUserId: body.freeApproverUserId };
    };
    // The operator's task is found and locked in one statement (404 when there is no such operator).
    const state = await this.runner.runOnOperator(operatorId, command);
    return { taskId: state.taskId, status: state.status };
  }
}
