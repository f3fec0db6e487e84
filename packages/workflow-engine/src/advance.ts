import { refuse } from './errors.ts';
import { delegatesOf } from './entrust.ts';
import {
  addOperator,
  armTimer,
  callEvent,
  cancelTimers,
  findNode,
  notify,
  own,
  patchNode,
  patchOperators,
  type TDraft,
} from './draft.ts';
import { END_ID, type TGApprover, type TGSubFlow } from './graph.ts';
import { resolveApprovers, resolveCirculate, resolveLaunchers } from './resolve.ts';
import type { TChildTask, TOperator, TTaskNode } from './state.ts';

/** Whether nodes were reached by a person's action (an unresolvable free approver is then refused). */
export type TTrigger = 'user' | 'system';

/** Pending: active and not acted on. */
export const isPending = (o: TOperator): boolean => o.state === 0 && o.completion === 0;

/** The approver definition of a node, if it is one. */
export function approverDef(d: TDraft, id: string): TGApprover | undefined {
  const g = d.graph.nodes[id];
  return g?.kind === 'approver' ? g : undefined;
}

const adminOf = (d: TDraft): string => d.ctx.adminId ?? 'admin';

function createOperators(d: TDraft, node: TTaskNode, def: TGApprover, trigger: TTrigger): void {
  let users = resolveApprovers(def, d.s, d.ctx);
  if (users.length === 0) {
    if (def.assignee.type === 7 && trigger === 'user') refuse('WF0013', 'noApprover');
    users = [adminOf(d)];
  }
  const dueAt = node.delayMs > 0 ? d.ctx.now + node.delayMs : null;
  for (const handleId of users)
    addOperator(d, {
      nodeId: node.id,
      nodeName: node.name,
      handleType: String(def.assignee.type),
      handleId,
      dueAt,
    });
}

/** Arms the approvers' deadline of a node that has one. */
export function armTimeout(d: TDraft, def: TGApprover): void {
  if (def.timeout) armTimer(d, 'timeout', def.id, d.ctx.now + def.timeout.ms);
}

function startChildren(d: TDraft, node: TTaskNode, def: TGSubFlow): void {
  const launchers = resolveLaunchers(def, d.s, d.ctx);
  for (const launcherId of launchers.length ? launchers : [adminOf(d)]) {
    const child: TChildTask = {
      taskId: d.ctx.newId(),
      nodeId: node.id,
      run: d.s.run,
      launcherId,
      status: 'running',
    };
    own(d, 'children').push(child);
    const formData: Record<string, unknown> = {};
    for (const a of def.assignList) formData[a.childField] = d.s.formData[a.parentField];
    d.out.push({
      type: 'subFlowStart',
      childTaskId: child.taskId,
      flowId: def.flowId,
      launcherId,
      parentTaskId: d.s.taskId,
      parentNodeId: node.id,
      formData,
      title: d.s.title,
    });
  }
}

/** Tells the approvers of a node (and their delegates) that it is theirs now. */
export function notifyApprovers(d: TDraft, def: TGApprover, holders: readonly string[]): void {
  notify(d, 'audit', holders, {}, def.messageTypes);
  for (const holder of new Set(holders))
    notify(d, 'entrust', delegatesOf(d, holder), { delegatorId: holder }, def.messageTypes);
}

/** The node becomes current: its approvers are told and its deadline armed, or its children start. */
export function openNode(d: TDraft, id: string): void {
  patchNode(d, id, { phase: 'running' });
  const node = findNode(d, id);
  const def = d.graph.nodes[id];
  if (!node) return;
  if (def?.kind === 'subFlow') return startChildren(d, node, def);
  if (def?.kind !== 'approver') return;
  const holders = d.s.operators.filter((o) => o.run === d.s.run && o.nodeId === id && isPending(o));
  notifyApprovers(
    d,
    def,
    holders.map((o) => o.handleId),
  );
  armTimeout(d, def);
}

/** The task is approved (contract §4.4 step 3). */
function finishTask(d: TDraft): void {
  patchNode(d, END_ID, { phase: 'done' });
  patchOperators(d, isPending, { completion: 1, closedBy: 'finish' });
  cancelTimers(d, () => true);
  Object.assign(d.s, {
    status: 2,
    completion: 100,
    endTime: d.ctx.now,
    thisStep: '结束',
    thisStepId: END_ID,
  });
  notify(d, 'finished', [d.s.launcherId]);
  const start = d.graph.nodes[d.graph.startId];
  if (start?.kind === 'start') callEvent(d, 'end', start.events.end, start.id);
  if (d.s.parentTaskId)
    d.out.push({ type: 'parentNotify', parentTaskId: d.s.parentTaskId, childTaskId: d.s.taskId });
}

/** Starts a node: operators (hidden until a timer is due) and its timer, or at once; the end finishes the task. */
export function activateNode(d: TDraft, id: string, trigger: TTrigger): void {
  const node = findNode(d, id);
  if (!node || node.pruned) return;
  if (node.type === 'end') return finishTask(d);
  const def = approverDef(d, id);
  if (def) createOperators(d, node, def, trigger);
  if (node.delayMs > 0) {
    patchNode(d, id, { phase: 'waiting' });
    armTimer(d, 'timer', id, d.ctx.now + node.delayMs);
  } else openNode(d, id);
}

/** Starts each next node whose previous nodes are all done (the parallel join). */
export function advanceFrom(d: TDraft, id: string, trigger: TTrigger): void {
  for (const nextId of findNode(d, id)?.next ?? []) {
    const target = findNode(d, nextId);
    if (!target || target.phase !== 'idle' || d.s.status !== 1) continue;
    if (target.prev.every((p) => findNode(d, p)?.phase === 'done')) activateNode(d, nextId, trigger);
  }
}

/** CC rows and their notice. */
export function circulate(d: TDraft, nodeId: string, users: readonly string[]): void {
  const name = findNode(d, nodeId)?.name ?? nodeId;
  const fresh = [...new Set(users)];
  for (const userId of fresh)
    own(d, 'circulates').push({
      id: d.ctx.newId(),
      run: d.s.run,
      nodeId,
      nodeName: name,
      userId,
      createdAt: d.ctx.now,
    });
  notify(d, 'circulate', fresh, {}, approverDef(d, nodeId)?.messageTypes);
}

/** A node is finished: the rest of its approvers are closed, its timers cancelled, CC sent, the flow moves on. */
export function completeNode(d: TDraft, id: string, recordId: string | null, trigger: TTrigger): void {
  patchNode(d, id, { phase: 'done', completedBy: recordId });
  patchOperators(d, (o) => o.run === d.s.run && o.nodeId === id && isPending(o), {
    completion: 1,
    closedBy: recordId ?? 'node',
  });
  cancelTimers(d, (t) => t.nodeId === id);
  const def = approverDef(d, id);
  if (def) {
    circulate(d, id, resolveCirculate(def, d.s, d.ctx));
    callEvent(d, 'approve', def.events.approve, id);
  }
  advanceFrom(d, id, trigger);
}

/** thisStep, thisStepId and completion from the current nodes (contract §4.4). */
export function refreshProgress(d: TDraft): void {
  if (d.s.status !== 1) return;
  const current = d.s.nodes.filter((n) => !n.pruned && (n.phase === 'running' || n.phase === 'waiting'));
  if (current.length === 0) return;
  d.s.thisStepId = current.map((n) => n.id).join(',');
  d.s.thisStep = current.map((n) => n.name).join(',');
  d.s.completion = Math.min(...current.map((n) => n.progress));
}
