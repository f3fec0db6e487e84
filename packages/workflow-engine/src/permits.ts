import { FLOW_HANDLE, FLOW_STATUS } from '@app/contracts';
import type { TCommand } from './command.ts';
import type { TDecideCtx } from './context.ts';
import { decide } from './decide.ts';
import { openDraft } from './draft.ts';
import { approverDef } from './advance.ts';
import type { TGraph } from './graph.ts';
import { choosableRejectTargets } from './reset.ts';
import type { TOperator, TTaskState } from './state.ts';

/** What one user may do on a task now, by the same decisions the commands take (each one tried on a copy). */
export interface TPermits {
  /** The work item approve, reject, transfer and add-sign act on (the user's own, else one entrusted to them). */
  operatorId: string | null;
  /** The approval recall takes back. */
  recordId: string | null;
  approve: boolean;
  reject: boolean;
  transfer: boolean;
  addSign: boolean;
  recall: boolean;
  withdraw: boolean;
  urge: boolean;
  terminate: boolean;
  assign: boolean;
  resubmit: boolean;
  /** Where a rejection may be sent back when the node lets its approver choose (node ids; the start first). */
  rejectTargets: string[];
}

/** A user no command can name (a target that is nobody yet). */
const NOBODY = '\u0000';

const isPendingOp = (s: TTaskState, o: TOperator) =>
  o.run === s.run && o.state === 0 && o.completion === 0 && o.handleStatus === null;

/** Whether the command would be accepted now (the state is never touched: decide copies it). */
function accepts(graph: TGraph, s: TTaskState, c: TCommand, ctx: TDecideCtx, alsoOk: string[] = []) {
  const r = decide(graph, s, c, ctx);
  return r.ok || alsoOk.includes(r.error.code);
}

/** The pending work item `userId` may act on: their own first, else one entrusted to them. */
function actableOperatorOf(graph: TGraph, s: TTaskState, userId: string, ctx: TDecideCtx) {
  const candidates = s.operators
    .filter((o) => isPendingOp(s, o))
    .sort((a, b) => Number(b.handleId === userId) - Number(a.handleId === userId));
  // A transfer to nobody passes every check of the operator's holder before it looks at the target.
  return (
    candidates.find((o) =>
      accepts(graph, s, { type: 'transfer', by: userId, operatorId: o.id, userId: NOBODY }, ctx),
    ) ?? null
  );
}

/** The user's latest approval still in force (what recall takes back). */
function latestApproval(s: TTaskState, userId: string) {
  return (
    s.records
      .filter((r) => r.handleId === userId && r.status !== -1 && r.handleStatus === FLOW_HANDLE.approve)
      .at(-1) ?? null
  );
}

/**
 * What `userId` may do on the task now, each action decided on a copy of the task exactly as its command would be
 * (pure: no state is changed; ids drawn from ctx are thrown away). An approval that needs a chosen next approver
 * (WF0013) counts as allowed: the approver dialog asks for one. The server adds what is not the engine's (route
 * permissions, the administrator, monitor rights).
 */
export function permittedActions(graph: TGraph, s: TTaskState, userId: string, ctx: TDecideCtx): TPermits {
  const op = actableOperatorOf(graph, s, userId, ctx);
  const base = op ? { by: userId, operatorId: op.id } : null;
  const record = latestApproval(s, userId);
  const draft = openDraft(graph, s, ctx);
  // Assign takes a running approver node; any one tells whether the monitor may assign now.
  const current = s.nodes.find((n) => !n.pruned && n.phase === 'running' && approverDef(draft, n.id));
  return {
    operatorId: op?.id ?? null,
    recordId: record?.id ?? null,
    approve: !!base && accepts(graph, s, { type: 'approve', ...base }, ctx, ['WF0013']),
    reject: !!base && accepts(graph, s, { type: 'reject', ...base }, ctx),
    transfer: !!base,
    addSign: !!op && (approverDef(draft, op.nodeId)?.hasFreeApprover ?? false),
    recall: !!record && accepts(graph, s, { type: 'recall', by: userId, recordId: record.id }, ctx),
    withdraw: accepts(graph, s, { type: 'withdraw', by: userId }, ctx),
    urge: accepts(graph, s, { type: 'urge', by: userId }, ctx),
    terminate: accepts(graph, s, { type: 'terminate', by: userId }, ctx),
    assign:
      !!current && accepts(graph, s, { type: 'assign', by: userId, nodeId: current.id, userId: NOBODY }, ctx),
    resubmit:
      s.launcherId === userId &&
      ([FLOW_STATUS.draft, FLOW_STATUS.rejected, FLOW_STATUS.withdrawn] as number[]).includes(s.status),
    rejectTargets: op ? choosableRejectTargets(graph, s, op.nodeId) : [],
  };
}
