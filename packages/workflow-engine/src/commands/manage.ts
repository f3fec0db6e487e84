import { approverDef, isPending, notifyApprovers } from '../advance.ts';
import type { TCommandOf } from '../command.ts';
import {
  addOperator,
  addRecord,
  callEvent,
  findNode,
  notify,
  own,
  patchOperators,
  type TDraft,
} from '../draft.ts';
import { actsFor } from '../entrust.ts';
import { refuse } from '../errors.ts';
import { closeEverything, hasRunningChildren, resetRun } from '../reset.ts';
import type { TOperator } from '../state.ts';

/** Pending operators of this run whose node is current (what the to-do lists show). */
function visiblePending(d: TDraft, pick: (o: TOperator) => boolean = () => true): TOperator[] {
  return d.s.operators.filter(
    (o) => o.run === d.s.run && isPending(o) && findNode(d, o.nodeId)?.phase === 'running' && pick(o),
  );
}

/** Withdraw by the launcher (contract §4.4): the run is invalidated, child tasks revoked, status 4. */
export function withdraw(d: TDraft, c: TCommandOf<'withdraw'>): void {
  if (c.by !== d.s.launcherId) refuse('WF0005', 'notLauncher');
  if (d.s.status === 4) refuse('WF0006', 'alreadyHandled');
  if (d.s.status !== 1) refuse('WF0005', 'notRunning');
  const startId = d.graph.startId;
  const record = addRecord(d, {
    nodeId: startId,
    nodeName: '开始',
    handleId: c.by,
    handleStatus: 3,
    opinion: c.opinion ?? '',
  });
  resetRun(d, record.id, 'withdraw');
  Object.assign(d.s, { status: 4, startTime: null, endTime: null });
  const start = d.graph.nodes[startId];
  if (start?.kind === 'start') callEvent(d, 'flowRecall', start.events.flowRecall, startId);
}

/** Terminate (作废, monitor): status 5; refused for sub-flow tasks, function flows and running sub-flows. */
export function terminate(d: TDraft, c: TCommandOf<'terminate'>): void {
  if (d.s.parentTaskId) refuse('WF0015', 'subFlowTask');
  if (d.s.isFunctionFlow) refuse('WF0016', 'functionFlow');
  if (d.s.status === 0) refuse('WF0005', 'notRunning');
  if (hasRunningChildren(d)) refuse('WF0017', 'subFlowsRunning');
  const current = d.s.nodes.find((n) => !n.pruned && (n.phase === 'running' || n.phase === 'waiting'));
  closeEverything(d, 'terminate');
  addRecord(d, {
    nodeId: current?.id ?? d.graph.startId,
    nodeName: current?.name ?? '开始',
    handleId: c.by,
    handleStatus: 4,
    opinion: c.opinion ?? '',
  });
  Object.assign(d.s, { status: 5, endTime: d.ctx.now });
}

/** Urge (催办) by the launcher: a reminder to every pending approver; WF0009 when there is none. */
export function urge(d: TDraft, c: TCommandOf<'urge'>): void {
  if (c.by !== d.s.launcherId) refuse('WF0005', 'notLauncher');
  const pending = d.s.status === 1 ? visiblePending(d) : [];
  if (pending.length === 0) refuse('WF0009', 'nobodyPending');
  notify(
    d,
    'urge',
    pending.map((o) => o.handleId),
  );
}

/** Assign (指派, monitor): the node's operators are replaced by one for the chosen user. */
export function assign(d: TDraft, c: TCommandOf<'assign'>): void {
  const node = findNode(d, c.nodeId);
  if (d.s.status !== 1 || !node || node.pruned) return refuse('WF0008', 'notRunning');
  if (node.type === 'subFlow') refuse('WF0014', 'subFlowNode');
  const def = approverDef(d, node.id);
  if (node.phase !== 'running' || !def) return refuse('WF0008', 'notRunning');
  const mine = (o: TOperator) => o.run === d.s.run && o.nodeId === node.id && o.state !== -1;
  const active = d.s.operators.filter(mine);
  if (active.length === 1 && isPending(active[0]) && active[0].handleId === c.userId)
    refuse('WF0006', 'alreadyHandled');
  patchOperators(d, (o) => mine(o) && isPending(o), { completion: 1, closedBy: 'assign' });
  patchOperators(d, mine, { state: -1 });
  const handleType = String(def.assignee.type);
  addOperator(d, { nodeId: node.id, nodeName: node.name, handleType, handleId: c.userId, dueAt: null });
  addRecord(d, {
    nodeId: node.id,
    nodeName: node.name,
    handleId: c.by,
    handleStatus: 5,
    opinion: c.opinion ?? '',
    targetUserId: c.userId,
  });
  notifyApprovers(d, def, [c.userId]);
}

/** An entrust came into force: the delegate is told of the delegator's pending work on this task, once. */
export function entrustApplied(d: TDraft, c: TCommandOf<'entrustApplied'>): void {
  if (d.s.status !== 1) refuse('WF0005', 'notRunning');
  if (!actsFor(d, c.delegatorId, c.toUserId)) refuse('WF0005', 'notInForce');
  const key = `${c.delegatorId}>${c.toUserId}@${d.s.run}`;
  if (d.s.entrustNotified.includes(key)) refuse('WF0006', 'alreadyHandled');
  const pending = visiblePending(d, (o) => o.handleId === c.delegatorId);
  if (pending.length === 0) refuse('WF0005', 'nobodyPending');
  for (const nodeId of new Set(pending.map((o) => o.nodeId)))
    notify(d, 'entrust', [c.toUserId], { delegatorId: c.delegatorId }, approverDef(d, nodeId)?.messageTypes);
  own(d, 'entrustNotified').push(key);
}
