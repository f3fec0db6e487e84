import { approverDef, circulate, completeNode, isPending, notifyApprovers } from '../advance.ts';
import type { TCommandOf } from '../command.ts';
import { addOperator, addRecord, callEvent, findNode, notify, patchOperator, type TDraft } from '../draft.ts';
import { refuse } from '../errors.ts';
import type { TGApprover } from '../graph.ts';
import { checkRejectTarget, rejectNode } from '../reset.ts';
import type { TOperator } from '../state.ts';
import { actableOperator, castDelegatedVotes, castVote, outcomeOf, tally } from '../votes.ts';

function defOf(d: TDraft, op: TOperator): TGApprover {
  return approverDef(d, op.nodeId) ?? refuse('WF0005', 'notFound');
}

/** Everyone holding a valid operator of the node in this run (pending, voted or suspended): one vote each. */
const holdersOn = (d: TDraft, nodeId: string): string[] =>
  d.s.operators
    .filter((o) => o.run === d.s.run && o.nodeId === nodeId && o.state !== -1)
    .map((o) => o.handleId);

/** Approve (contract §4.4): the vote, CC, the launcher's notice, and the node completes when its rule says so. */
export function approve(d: TDraft, c: TCommandOf<'approve'>): void {
  const op = actableOperator(d, c.operatorId, c.by);
  const def = defOf(d, op);
  if (c.formData) d.s.formData = { ...d.s.formData, ...c.formData };
  const free = c.freeApproverUserId?.trim();
  if (free) {
    const freeNext = (findNode(d, op.nodeId)?.next ?? []).filter(
      (id) => approverDef(d, id)?.assignee.type === 7,
    );
    if (freeNext.length === 0) return addSign(d, { ...c, type: 'addSign', userId: free });
    for (const id of freeNext) d.s.freeApprovers = { ...d.s.freeApprovers, [id]: free };
  }
  const recordId = castVote(d, op, 1, c.by, c);
  castDelegatedVotes(d, def, op, 1, c.by, c);
  if (c.copyIds?.length) circulate(d, op.nodeId, c.copyIds);
  notify(d, 'approved', [d.s.launcherId], { approverId: c.by }, def.messageTypes);
  if (outcomeOf(def, tally(d.s, op.nodeId)) === 'approved') completeNode(d, op.nodeId, recordId, 'user');
}

/** Reject: a no vote; once the node is rejected the flow goes back per its rejectStep (or the approver's choice). */
export function reject(d: TDraft, c: TCommandOf<'reject'>): void {
  const op = actableOperator(d, c.operatorId, c.by);
  const def = defOf(d, op);
  checkRejectTarget(d, op.nodeId, c.rejectTo);
  const recordId = castVote(d, op, 0, c.by, c);
  castDelegatedVotes(d, def, op, 0, c.by, c);
  if (c.copyIds?.length) circulate(d, op.nodeId, c.copyIds);
  notify(d, 'rejected', [d.s.launcherId], { approverId: c.by }, def.messageTypes);
  callEvent(d, 'reject', def.events.reject, op.nodeId);
  if (outcomeOf(def, tally(d.s, op.nodeId)) === 'rejected')
    rejectNode(d, op.nodeId, recordId, 'user', c.rejectTo);
}

/** Add-sign (加签): this approver's vote waits for the added approver's, on the same node. */
export function addSign(d: TDraft, c: TCommandOf<'addSign'>): void {
  const op = actableOperator(d, c.operatorId, c.by);
  const def = defOf(d, op);
  if (c.userId === op.handleId || c.userId === c.by) refuse('WF0005', 'selfTarget');
  if (holdersOn(d, op.nodeId).includes(c.userId)) refuse('WF0005', 'alreadyOperator');
  patchOperator(d, op.id, { completion: 1, handleStatus: 1, handleTime: d.ctx.now, state: 1 });
  addOperator(d, {
    nodeId: op.nodeId,
    nodeName: op.nodeName,
    handleType: '7',
    handleId: c.userId,
    dueAt: null,
    parentId: op.id,
    slot: op.slot,
  });
  addRecord(d, {
    nodeId: op.nodeId,
    nodeName: op.nodeName,
    operatorRowId: op.id,
    handleId: c.by,
    handleStatus: 6,
    opinion: c.opinion ?? '',
    signImg: c.signImg ?? null,
    targetUserId: c.userId,
    status: op.handleType === '7' ? 1 : 0,
    delegatorId: c.by !== op.handleId ? op.handleId : null,
  });
  notifyApprovers(d, def, [c.userId]);
}

/** Transfer (转办): the operator goes to another user. */
export function transfer(d: TDraft, c: TCommandOf<'transfer'>): void {
  const current = d.s.operators.find((o) => o.id === c.operatorId);
  if (current && isPending(current) && current.handleId === c.userId && c.by !== c.userId)
    refuse('WF0006', 'alreadyHandled');
  if (c.userId === c.by) refuse('WF0007', 'selfTarget');
  const op = actableOperator(d, c.operatorId, c.by);
  if (holdersOn(d, op.nodeId).includes(c.userId)) refuse('WF0007', 'alreadyOperator');
  patchOperator(d, op.id, { handleId: c.userId });
  addRecord(d, {
    nodeId: op.nodeId,
    nodeName: op.nodeName,
    operatorRowId: op.id,
    handleId: c.by,
    handleStatus: 7,
    opinion: c.opinion ?? '',
    targetUserId: c.userId,
  });
  notifyApprovers(d, defOf(d, op), [c.userId]);
}
