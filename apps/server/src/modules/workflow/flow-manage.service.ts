import { Code, type TFlowListQuery } from '@app/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { paged } from '../../lib/paging.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { deleteTasks, findLaunchedPage, findMonitorPage } from './flow-launch.repo.ts';
import { findTask, type TTaskRow } from './flow-task.repo.ts';
import type { FlowTaskRunner } from './flow-task.runner.ts';
import { refuseAdministrator, type FlowTaskService } from './flow-task.service.ts';
import { users } from '../users/user.table.ts';
import { flowTaskRecords } from './workflow.table.ts';

type TCtx = Pick<TAppContext, 'db' | 'now'>;
const acted = (s: { taskId: string; status: number }) => ({ taskId: s.taskId, status: s.status });

/**
 * The launcher's and the monitor's side of tasks (contract §4.4): launched and monitor lists, delete, withdraw,
 * urge, recall, terminate, transfer and assign — each action one engine command through the runner.
 */
export class FlowManageService {
  private readonly runner: FlowTaskRunner;

  constructor(
    private readonly c: TCtx,
    private readonly tasks: FlowTaskService,
  ) {
    this.runner = tasks.runner;
  }

  /** The caller's launched tasks. */
  async launched(auth: TAuth, q: TFlowListQuery) {
    const { rows, total } = await findLaunchedPage(this.c.db, auth.userId, q);
    return paged(rows, total, q);
  }

  /** Every submitted task (monitor). */
  async monitored(q: TFlowListQuery) {
    const { rows, total } = await findMonitorPage(this.c.db, q);
    return paged(rows, total, q);
  }

  /** A live task, else 404. */
  private async task(id: string) {
    const task = await findTask(this.c.db, id);
    if (!task) throw notFound();
    return task;
  }

  /** Refuses deleting sub-flow tasks (WF0003) and function-flow tasks (WF0012). */
  private assertDeletable(task: TTaskRow) {
    if (task.parentId !== '0') throw new AppError(Code.badRequest, 'workflow.WF0003');
    if (task.flowType === 1) throw new AppError(Code.badRequest, 'workflow.WF0012');
  }

  /** The launcher deletes a task of theirs that is not in approval. */
  async removeLaunched(auth: TAuth, id: string) {
    const task = await this.task(id);
    if (task.creatorUserId !== auth.userId) throw notFound();
    this.assertDeletable(task);
    if (task.status === 1) throw new AppError(Code.badRequest, 'workflow.deleteRunning');
    await this.c.db.transaction((tx) => deleteTasks(tx, [id], auth.userId, this.c.now()));
  }

  /** The monitor deletes tasks (all checked first: one refusal deletes none). */
  async removeMonitored(auth: TAuth, ids: string[]) {
    const found = [];
    for (const id of ids) found.push(await this.task(id));
    found.forEach((t) => this.assertDeletable(t));
    await this.c.db.transaction((tx) => deleteTasks(tx, ids, auth.userId, this.c.now()));
  }

  /** The launcher withdraws a running task. */
  async withdraw(auth: TAuth, id: string, opinion?: string) {
    await this.task(id);
    return acted(await this.runner.run(id, () => ({ type: 'withdraw', by: auth.userId, opinion })));
  }

  /** The launcher urges the pending approvers (WF0009 when nobody is pending). */
  async press(auth: TAuth, id: string) {
    await this.task(id);
    return acted(await this.runner.run(id, () => ({ type: 'urge', by: auth.userId })));
  }

  /** The approver recalls an approval of theirs (the record id of the done list). */
  async recall(auth: TAuth, recordId: string, opinion?: string) {
    refuseAdministrator(auth);
    const [rec] = await this.c.db
      .select({ taskId: flowTaskRecords.taskId, handleId: flowTaskRecords.handleId })
      .from(flowTaskRecords)
      .where(eq(flowTaskRecords.id, recordId));
    if (!rec) throw notFound();
    if (rec.handleId !== auth.userId) throw forbidden();
    return acted(
      await this.runner.run(rec.taskId, () => ({ type: 'recall', by: auth.userId, recordId, opinion })),
    );
  }

  /** The monitor terminates a task (WF0015–WF0017 for sub-flows and function flows). */
  async cancel(auth: TAuth, id: string, opinion?: string) {
    await this.task(id);
    return acted(await this.runner.run(id, () => ({ type: 'terminate', by: auth.userId, opinion })));
  }

  /** 400 naming freeApproverUserId unless it is a live, enabled user. */
  private async assertUser(id: string) {
    const [u] = await this.c.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deleteTime), eq(users.enabledMark, 1)));
    if (!u) throw badRequest('body.freeApproverUserId: no such user');
  }

  /** The operator (or an active delegate: the route's row rule) hands the step to another user. */
  async transfer(auth: TAuth, operatorId: string, userId: string, opinion?: string) {
    refuseAdministrator(auth);
    await this.assertUser(userId);
    const command = { type: 'transfer', by: auth.userId, operatorId, userId, opinion } as const;
    return acted(await this.runner.runOnOperator(operatorId, () => command));
  }

  /** The monitor gives a running node to one user. */
  async assign(auth: TAuth, id: string, nodeId: string, userId: string, opinion?: string) {
    await this.task(id);
    await this.assertUser(userId);
    return acted(
      await this.runner.run(id, () => ({ type: 'assign', by: auth.userId, nodeId, userId, opinion })),
    );
  }
}
