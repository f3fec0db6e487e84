import type { TGApprover } from './graph.ts';
import { addRecord, findNode, patchOperator, type TDraft } from './draft.ts';
import { actsFor } from './entrust.ts';
import { refuse } from './errors.ts';
import type { TOperator, TTaskState } from './state.ts';

/** Votes of a node now: one slot per approver (an add-sign chain is one slot, decided by its last member). */
interface TTally {
  total: number;
  approved: number;
  rejected: number;
}

/** Counts the active operators of the node in this run. */
export function tally(s: TTaskState, nodeId: string): TTally {
  const t: TTally = { total: 0, approved: 0, rejected: 0 };
  for (const o of s.operators) {
    if (o.run !== s.run || o.nodeId !== nodeId || o.state !== 0) continue;
    t.total++;
    if (o.handleStatus === 1) t.approved++;
    else if (o.handleStatus === 0) t.rejected++;
  }
  return t;
}

/**
 * Or-sign: the first approval or rejection decides. Countersign: approved once approvals reach the ratio;
 * rejected once they no longer can (a rejection is a no vote).
 */
export function outcomeOf(def: TGApprover, t: TTally): 'approved' | 'rejected' | 'pending' {
  if (def.sign.mode === 'or') return t.approved > 0 ? 'approved' : t.rejected > 0 ? 'rejected' : 'pending';
  if (t.approved * 100 >= def.sign.ratio * t.total) return 'approved';
  if ((t.total - t.rejected) * 100 < def.sign.ratio * t.total) return 'rejected';
  return 'pending';
}

/** The operator `by` may act on now, or the refusal (WF0006 when it was already handled). */
export function actableOperator(d: TDraft, operatorId: string, by: string): TOperator {
  const op = d.s.operators.find((o) => o.id === operatorId);
  if (!op) return refuse('WF0005', 'notFound');
  if (op.state !== 0 || op.completion !== 0 || d.s.status !== 1) return refuse('WF0006', 'alreadyHandled');
  if (findNode(d, op.nodeId)?.phase !== 'running') return refuse('WF0005', 'notDue');
  if (op.handleId !== by && !actsFor(d, op.handleId, by)) return refuse('WF0005', 'notOperator');
  return op;
}

/** Extra fields of an action's record. */
interface TVoteNote {
  opinion?: string;
  signImg?: string | null;
  auto?: 'timeout';
}

/** Marks the operator approved (1) or rejected (0) by `by` and records it; returns the record id. */
export function castVote(d: TDraft, op: TOperator, vote: 0 | 1, by: string, note: TVoteNote): string {
  patchOperator(d, op.id, { completion: 1, handleStatus: vote, handleTime: d.ctx.now });
  const record = addRecord(d, {
    nodeId: op.nodeId,
    nodeName: op.nodeName,
    operatorRowId: op.id,
    handleId: by,
    handleStatus: vote,
    opinion: note.opinion ?? '',
    signImg: note.signImg ?? null,
    status: op.handleType === '7' ? 1 : 0,
    delegatorId: by !== op.handleId ? op.handleId : null,
    auto: note.auto ?? null,
  });
  return record.id;
}

/**
 * A delegate acting on one delegator's operator of a countersign node also completes the other pending
 * operators on that node of users who entrust this flow to them (contract §4.4, §4.6).
 */
export function castDelegatedVotes(
  d: TDraft,
  def: TGApprover,
  acted: TOperator,
  vote: 0 | 1,
  by: string,
  note: TVoteNote,
): void {
  // An or-sign node is decided by the first vote: extra votes would only blur who decided it.
  if (acted.handleId === by || def.sign.mode === 'or') return;
  const others = d.s.operators.filter(
    (o) =>
      o.id !== acted.id &&
      o.run === d.s.run &&
      o.nodeId === acted.nodeId &&
      o.state === 0 &&
      o.completion === 0 &&
      actsFor(d, o.handleId, by),
  );
  for (const o of others) castVote(d, o, vote, by, note);
}
