import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TEffect, TOperator, TRecord, TTaskState } from '@app/workflow-engine';
import type { TDbOrTx } from '../../db/client.ts';
import {
  flowTaskCirculates,
  flowTaskNodes,
  flowTaskOperators,
  flowTaskRecords,
  flowTasks,
} from './workflow.table.ts';

/** A task row as a command reads it. */
export type TTaskRow = typeof flowTasks.$inferSelect;

/** One live task. */
export async function findTask(db: TDbOrTx, id: string): Promise<TTaskRow | undefined> {
  const [row] = await db
    .select()
    .from(flowTasks)
    .where(and(eq(flowTasks.id, id), isNull(flowTasks.deleteTime)));
  return row;
}

/**
 * One live task, its row locked for the command's transaction: commands on one task run one after the other, each
 * deciding on the state the previous one committed (concurrent countersign votes all count, none is refused).
 */
export async function lockTask(db: TDbOrTx, id: string): Promise<TTaskRow | undefined> {
  const [row] = await db
    .select()
    .from(flowTasks)
    .where(and(eq(flowTasks.id, id), isNull(flowTasks.deleteTime)))
    .for('update');
  return row;
}

/** The task an operator row belongs to (null: no such operator). */
export async function findOperatorTask(db: TDbOrTx, operatorId: string) {
  const [row] = await db
    .select({
      taskId: flowTaskOperators.taskId,
      handleId: flowTaskOperators.handleId,
      nodeCode: flowTaskOperators.nodeCode,
    })
    .from(flowTaskOperators)
    .where(eq(flowTaskOperators.id, operatorId));
  return row ?? null;
}

/** The list columns a state decides. */
export function stateColumns(s: TTaskState) {
  return {
    fullName: s.title,
    flowUrgent: s.urgent,
    formData: s.formData,
    state: s,
    status: s.status,
    completion: s.completion,
    thisStep: s.thisStep,
    thisStepId: s.thisStepId,
    startTime: s.startTime,
    endTime: s.endTime,
    enabledMark: s.status === 0 ? 0 : 1,
  };
}

/** Writes the new state where the row still has `version`; false when another command got there first. */
export async function updateTaskVersioned(
  db: TDbOrTx,
  id: string,
  version: number,
  set: Partial<typeof flowTasks.$inferInsert>,
): Promise<boolean> {
  const done = await db
    .update(flowTasks)
    .set({ ...set, version: version + 1 })
    .where(and(eq(flowTasks.id, id), eq(flowTasks.version, version)))
    .returning({ id: flowTasks.id });
  return done.length === 1;
}

const operatorRow = (taskId: string, o: TOperator) => ({
  id: o.id,
  taskId,
  run: o.run,
  nodeCode: o.nodeId,
  nodeName: o.nodeName,
  handleType: o.handleType,
  handleId: o.handleId,
  handleStatus: o.handleStatus,
  handleTime: o.handleTime,
  completion: o.completion,
  dueAt: o.dueAt,
  state: o.state,
  parentId: o.parentId,
  creatorTime: o.createdAt,
});

const recordRow = (taskId: string, r: TRecord) => ({
  id: r.id,
  taskId,
  run: r.run,
  nodeCode: r.nodeId,
  nodeName: r.nodeName,
  taskOperatorId: r.operatorRowId,
  handleId: r.handleId,
  handleStatus: r.handleStatus,
  handleTime: r.handleTime,
  handleOpinion: r.opinion,
  signImg: r.signImg,
  operatorId: r.targetUserId,
  status: r.status,
  delegatorId: r.delegatorId,
});

/** Writes the rows the effects of one decision name (operators, records, CC), in the command's transaction. */
export async function applyRowEffects(db: TDbOrTx, taskId: string, effects: readonly TEffect[], now: number) {
  const created: ReturnType<typeof operatorRow>[] = [];
  const records: ReturnType<typeof recordRow>[] = [];
  const circulates: (typeof flowTaskCirculates.$inferInsert)[] = [];
  const invalid: string[] = [];
  const changed = new Map<string, TOperator>();
  for (const e of effects) {
    if (e.type === 'operatorCreated') created.push(operatorRow(taskId, e.operator));
    else if (e.type === 'operatorChanged') changed.set(e.operator.id, e.operator);
    else if (e.type === 'recordAdded') records.push(recordRow(taskId, e.record));
    else if (e.type === 'recordsInvalidated') invalid.push(...e.ids);
    else if (e.type === 'circulateAdded') {
      const c = e.circulate;
      circulates.push({
        id: c.id,
        taskId,
        nodeCode: c.nodeId,
        nodeName: c.nodeName,
        objectId: c.userId,
        creatorTime: c.createdAt ?? now,
      });
    }
  }
  // An operator created and changed by the same decision is written once, as it ended.
  for (const row of created) {
    const last = changed.get(row.id);
    if (last) changed.delete(row.id);
    Object.assign(row, last ? operatorRow(taskId, last) : {});
  }
  if (created.length) await db.insert(flowTaskOperators).values(created);
  for (const o of changed.values()) {
    const { id: _id, taskId: _t, creatorTime: _c, ...set } = operatorRow(taskId, o);
    await db
      .update(flowTaskOperators)
      .set({ ...set, version: sql`${flowTaskOperators.version} + 1` })
      .where(eq(flowTaskOperators.id, o.id));
  }
  if (records.length) await db.insert(flowTaskRecords).values(records);
  if (invalid.length)
    await db.update(flowTaskRecords).set({ status: -1 }).where(inArray(flowTaskRecords.id, invalid));
  if (circulates.length) await db.insert(flowTaskCirculates).values(circulates);
}

/** Rewrites the task's node rows from the state (the plan changes on submit, phases on every step). */
export async function syncNodes(db: TDbOrTx, s: TTaskState, now: number) {
  await db.delete(flowTaskNodes).where(eq(flowTaskNodes.taskId, s.taskId));
  if (!s.nodes.length) return;
  await db.insert(flowTaskNodes).values(
    s.nodes.map((n) => ({
      id: `${s.taskId}:${n.id}`,
      taskId: s.taskId,
      nodeCode: n.id,
      nodeName: n.name,
      nodeType: n.type === 'end' ? 'endround' : n.type,
      nodeNext: n.next.join(','),
      completion: n.phase === 'done' ? 1 : 0,
      sortCode: n.depth,
      state: n.pruned ? '-2' : '0',
      phase: n.phase,
      creatorTime: now,
    })),
  );
}

/** The row of a new task of `flow` (its latest snapshot), launched by `launcherId` (a child names its parent). */
export function newTaskRow(
  flow: {
    id: string;
    versionId: string;
    enCode: string;
    fullName: string;
    type: number;
    category: string;
    formType: number;
  },
  o: { taskId: string; launcherId: string; now: number; parentId?: string },
) {
  return {
    id: o.taskId,
    parentId: o.parentId ?? '0',
    processId: o.taskId,
    flowId: flow.id,
    flowVersionId: flow.versionId,
    flowCode: flow.enCode,
    flowName: flow.fullName,
    flowType: flow.type,
    flowCategory: flow.category,
    formType: flow.formType,
    creatorTime: o.now,
    creatorUserId: o.launcherId,
  };
}

/** The task as flowTask/info answers it (the detail's flowTaskInfo starts from it). */
export function taskInfo(task: TTaskRow) {
  return {
    id: task.id,
    flowId: task.flowId,
    data: JSON.stringify(task.formData),
    fullName: task.fullName,
    status: task.status,
    flowUrgent: task.flowUrgent,
    completion: task.completion,
    thisStep: task.thisStep,
    thisStepId: task.thisStepId,
  };
}
