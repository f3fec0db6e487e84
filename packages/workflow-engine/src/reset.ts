import { REJECT_STEP_CHOOSE, REJECT_TO_START } from '@app/contracts';
import { activateNode, approverDef, isPending, type TTrigger } from './advance.ts';
import {
  cancelTimers,
  findNode,
  invalidateRecords,
  own,
  patchNode,
  patchOperators,
  type TDraft,
} from './draft.ts';
import { refuse } from './errors.ts';
import type { TGraph } from './graph.ts';
import type { TChildTask, TTaskState } from './state.ts';

/** Revokes the running child tasks the predicate picks. */
function revokeChildren(d: TDraft, pick: (c: TChildTask) => boolean): void {
  d.s.children.forEach((c, i) => {
    if (c.status !== 'running' || !pick(c)) return;
    own(d, 'children')[i] = { ...c, status: 'revoked' };
    d.out.push({ type: 'subFlowRevoke', childTaskId: c.taskId });
  });
}

/** Whether the task waits for child tasks of this run. */
export const hasRunningChildren = (d: TDraft): boolean =>
  d.s.children.some((c) => c.status === 'running' && c.run === d.s.run);

/**
 * Puts nodes back to not-reached: their operators become invalid (pending ones closed), their records
 * invalidated (except `keepRecordId`), their timers cancelled and their child tasks revoked.
 */
export function resetNodes(
  d: TDraft,
  ids: ReadonlySet<string>,
  keepRecordId: string | null,
  closedBy: string,
): void {
  const run = d.s.run;
  for (const id of ids) patchNode(d, id, { phase: 'idle', completedBy: null });
  const inRegion = (o: { run: number; nodeId: string }) => o.run === run && ids.has(o.nodeId);
  patchOperators(d, (o) => inRegion(o) && isPending(o), { completion: 1, closedBy });
  patchOperators(d, (o) => inRegion(o) && o.state !== -1, { state: -1 });
  invalidateRecords(d, (r) => inRegion(r) && r.id !== keepRecordId);
  cancelTimers(d, (t) => ids.has(t.nodeId));
  revokeChildren(d, (c) => inRegion(c));
}

/** Every node of the run reachable from `from` (inclusive). */
function forwardClosure(d: TDraft, from: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(findNode(d, id)?.next ?? []));
  }
  return seen;
}

/**
 * Back to the launcher (reject step "0", and withdraw): every row of this run is invalidated, except the
 * record that says why.
 */
export function resetRun(d: TDraft, keepRecordId: string | null, closedBy: string): void {
  resetNodes(d, new Set(d.s.nodes.map((n) => n.id)), keepRecordId, closedBy);
  d.s.nodes.forEach((n, i) => {
    own(d, 'nodes')[i] = { ...n, pruned: true };
  });
  Object.assign(d.s, { thisStep: '开始', thisStepId: '', completion: 0 });
}

/**
 * The earlier nodes a rejection of `nodeId` may be sent back to when its rejectStep lets the approver choose: the
 * start (the launcher) and every approver node of this run that finished before it, nearest first.
 */
export function choosableRejectTargets(graph: TGraph, s: TTaskState, nodeId: string): string[] {
  const here = s.nodes.find((n) => n.id === nodeId);
  const def = graph.nodes[nodeId];
  if (!here || def?.kind !== 'approver' || def.rejectStep !== REJECT_STEP_CHOOSE) return [];
  const earlier = s.nodes
    .filter((n) => !n.pruned && n.type === 'approver' && n.phase === 'done' && n.depth < here.depth)
    .sort((a, b) => b.depth - a.depth)
    .map((n) => n.id);
  return [graph.startId, ...earlier];
}

/** Where a rejection of `nodeId` goes: 'start', or the nodes to run again; `chosen` when the approver chose. */
function rejectTargets(d: TDraft, nodeId: string, chosen?: string): 'start' | string[] {
  const step = approverDef(d, nodeId)?.rejectStep ?? '0';
  if (step === '0') return 'start';
  if (step === REJECT_STEP_CHOOSE && chosen !== undefined)
    return chosen === REJECT_TO_START || chosen === d.graph.startId ? 'start' : [chosen];
  const named = step !== '1' && step !== REJECT_STEP_CHOOSE ? findNode(d, step) : undefined;
  const targets = named && !named.pruned ? [named.id] : (findNode(d, nodeId)?.prev ?? []);
  if (targets.length === 0 || targets.some((t) => findNode(d, t)?.type === 'start')) return 'start';
  return targets;
}

/**
 * Refuses a chosen reject target unless the node lets its approver choose (WF0005) and the target is the launcher
 * ('0') or one of the choosable earlier nodes (WF0005, badRejectTarget: the server names the body field).
 */
export function checkRejectTarget(d: TDraft, nodeId: string, chosen: string | undefined): void {
  if (chosen === undefined) return;
  if (approverDef(d, nodeId)?.rejectStep !== REJECT_STEP_CHOOSE) refuse('WF0005', 'rejectNotChoosable');
  if (chosen !== REJECT_TO_START && !choosableRejectTargets(d.graph, d.s, nodeId).includes(chosen))
    refuse('WF0005', 'badRejectTarget');
}

/** Whether a rejection of the node may go back (never to a sub-flow node, WF0019). */
export function canReject(d: TDraft, nodeId: string, chosen?: string): boolean {
  const targets = rejectTargets(d, nodeId, chosen);
  return targets === 'start' || !targets.some((t) => findNode(d, t)?.type === 'subFlow');
}

/**
 * A rejected node sends the flow back per its rejectStep (contract §4.4): to the launcher (task status 3), or to
 * earlier node(s), resetting everything after them; a sub-flow target is refused (WF0019). `chosen` is the
 * approver's choice when the rejectStep lets them choose (checked by checkRejectTarget).
 */
export function rejectNode(
  d: TDraft,
  nodeId: string,
  keepRecordId: string,
  trigger: TTrigger,
  chosen?: string,
): void {
  const targets = rejectTargets(d, nodeId, chosen);
  if (targets === 'start') {
    resetRun(d, keepRecordId, keepRecordId);
    d.s.status = 3;
    return;
  }
  if (!canReject(d, nodeId, chosen)) refuse('WF0019', 'rejectToSubFlow');
  resetNodes(d, forwardClosure(d, targets), keepRecordId, keepRecordId);
  for (const t of targets) activateNode(d, t, trigger);
}

/** Closes every pending operator and cancels every timer (withdraw, terminate). */
export function closeEverything(d: TDraft, closedBy: string): void {
  patchOperators(d, isPending, { completion: 1, closedBy });
  cancelTimers(d, () => true);
}
