import { approverDef, completeNode, isPending, openNode } from '../advance.ts';
import type { TCommandOf } from '../command.ts';
import { cancelTimers, findNode, own, type TDraft } from '../draft.ts';
import { refuse } from '../errors.ts';
import { canReject, rejectNode } from '../reset.ts';
import type { TTimer } from '../state.ts';
import { castVote, outcomeOf, tally } from '../votes.ts';

function takeTimer(d: TDraft, timerId: string, kind: TTimer['kind']): TTimer {
  const t = d.s.timers.find((x) => x.id === timerId);
  if (!t) return refuse('WF0006', 'alreadyHandled');
  if (t.kind !== kind) return refuse('WF0005', 'badCommand');
  cancelTimers(d, (x) => x.id === timerId);
  return t;
}

/** A node's timer is due: its approvers see it now (or its child tasks start). */
export function timerDue(d: TDraft, c: TCommandOf<'timerDue'>): void {
  const t = takeTimer(d, c.timerId, 'timer');
  if (findNode(d, t.nodeId)?.phase !== 'waiting') refuse('WF0006', 'alreadyHandled');
  openNode(d, t.nodeId);
}

/** The approvers' deadline passed: every pending approver approves or rejects, per the node's timeoutConfig. */
export function timeoutDue(d: TDraft, c: TCommandOf<'timeoutDue'>): void {
  const t = takeTimer(d, c.timerId, 'timeout');
  const def = approverDef(d, t.nodeId);
  const pending = d.s.operators.filter((o) => o.run === d.s.run && o.nodeId === t.nodeId && isPending(o));
  if (!def?.timeout || findNode(d, t.nodeId)?.phase !== 'running' || pending.length === 0)
    return refuse('WF0006', 'alreadyHandled');
  const vote = def.timeout.handler === 1 ? 1 : 0;
  // A rejection that cannot go back (to a sub-flow, WF0019) is left to the approvers: the deadline is spent.
  if (vote === 0 && !canReject(d, t.nodeId)) return;
  const records = pending.map((o) => castVote(d, o, vote, o.handleId, { auto: 'timeout' }));
  const last = records[records.length - 1];
  const outcome = outcomeOf(def, tally(d.s, t.nodeId));
  if (outcome === 'approved') completeNode(d, t.nodeId, last, 'system');
  else if (outcome === 'rejected') rejectNode(d, t.nodeId, last, 'system');
}

/** A child task was approved: when all children of its node are, the node is done. */
export function subFlowFinished(d: TDraft, c: TCommandOf<'subFlowFinished'>): void {
  const i = d.s.children.findIndex((x) => x.taskId === c.childTaskId);
  if (i < 0) return refuse('WF0005', 'notFound');
  const child = d.s.children[i];
  if (child.status !== 'running' || d.s.status !== 1) return refuse('WF0006', 'alreadyHandled');
  own(d, 'children')[i] = { ...child, status: 'finished' };
  const siblings = d.s.children.filter((x) => x.nodeId === child.nodeId && x.run === child.run);
  if (siblings.every((x) => x.status !== 'running') && findNode(d, child.nodeId)?.phase === 'running')
    completeNode(d, child.nodeId, null, 'system');
}
