import { approverDef, armTimeout } from '../advance.ts';
import type { TCommandOf } from '../command.ts';
import {
  addRecord,
  callEvent,
  findNode,
  invalidateRecords,
  patchNode,
  patchOperator,
  patchOperators,
  type TDraft,
} from '../draft.ts';
import { refuse } from '../errors.ts';
import { hasRunningChildren, resetNodes } from '../reset.ts';
import type { TOperator, TTaskNode } from '../state.ts';
import { outcomeOf, tally } from '../votes.ts';

/** Whether the node's outcome rests on the recalled approval (without it the node would still be open). */
function isDecisive(d: TDraft, nodeId: string): boolean {
  const def = approverDef(d, nodeId);
  const t = tally(d.s, nodeId);
  return !!def && outcomeOf(def, { ...t, approved: t.approved - 1 }) === 'pending';
}

/** The next nodes to take back, or WF0011 when one of them has already acted. */
function nextToTakeBack(d: TDraft, node: TTaskNode): Set<string> {
  const back = new Set<string>();
  for (const id of node.next) {
    const t = findNode(d, id);
    if (!t || t.phase === 'idle') continue;
    const acted = d.s.operators.some(
      (o) => o.run === d.s.run && o.nodeId === id && o.state !== -1 && o.handleStatus !== null,
    );
    if (t.phase === 'done' || acted) refuse('WF0011', 'movedOn');
    back.add(id);
  }
  return back;
}

/**
 * Recall by the approver (contract §4.4): only an approval, while the task runs, with no running sub-flow, and
 * before the next node acted. The operator is pending again; a node it finished reopens and its next nodes
 * are taken back.
 */
export function recall(d: TDraft, c: TCommandOf<'recall'>): void {
  const r = d.s.records.find((x) => x.id === c.recordId);
  if (!r) return refuse('WF0005', 'notFound');
  if (r.status === -1) refuse('WF0006', 'alreadyHandled');
  if (r.handleStatus === 0) refuse('WF0010', 'wasRejected');
  if (r.handleStatus !== 1 || r.auto) refuse('WF0005', 'notRecallable');
  if (r.handleId !== c.by) refuse('WF0005', 'notOperator');
  if (d.s.status !== 1) refuse('WF0011', 'movedOn');
  if (hasRunningChildren(d)) refuse('WF0018', 'subFlowsRunning');
  const node = findNode(d, r.nodeId);
  const op = d.s.operators.find((o) => o.id === r.operatorRowId);
  if (!node || !op || op.state !== 0 || op.run !== d.s.run) return refuse('WF0011', 'movedOn');
  const def = approverDef(d, node.id);
  if (node.phase === 'done') {
    if (node.completedBy !== r.id || !isDecisive(d, node.id)) refuse('WF0011', 'movedOn');
    resetNodes(d, nextToTakeBack(d, node), null, r.id);
    patchNode(d, node.id, { phase: 'running', completedBy: null });
    const closedByIt = (o: TOperator) =>
      o.closedBy === r.id && o.nodeId === node.id && o.state === 0 && o.handleStatus === null;
    patchOperators(d, closedByIt, { completion: 0, closedBy: null });
    if (def) armTimeout(d, def);
  } else if (node.phase !== 'running') refuse('WF0011', 'movedOn');
  patchOperator(d, op.id, { completion: 0, handleStatus: null, handleTime: null });
  invalidateRecords(d, (x) => x.id === r.id);
  addRecord(d, {
    nodeId: node.id,
    nodeName: node.name,
    operatorRowId: op.id,
    handleId: c.by,
    handleStatus: 3,
    opinion: c.opinion ?? '',
  });
  callEvent(d, 'recall', def?.events.recall ?? null, node.id);
}
