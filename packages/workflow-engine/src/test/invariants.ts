import type { TCommand } from '../command.ts';
import type { TGraph } from '../graph.ts';
import type { TOperator, TTaskNode, TTaskState } from '../state.ts';
import { outcomeOf, tally } from '../votes.ts';

function ensure(ok: boolean, what: string): asserts ok {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

const isPending = (o: TOperator, s: TTaskState) => o.run === s.run && o.state === 0 && o.completion === 0;
const node = (s: TTaskState, id: string): TTaskNode | undefined => s.nodes.find((n) => n.id === id);
const isTerminal = (s: TTaskState) => s.status === 2 || s.status === 5;

/** Commands whose repetition must be answered WF0006 with nothing changed. */
export const ONCE_ONLY = new Set<TCommand['type']>([
  'submit',
  'approve',
  'reject',
  'addSign',
  'transfer',
  'recall',
  'withdraw',
  'assign',
  'terminate',
  'timerDue',
  'timeoutDue',
  'subFlowFinished',
  'entrustApplied',
]);

/** What must hold in any state. */
export function checkState(graph: TGraph, s: TTaskState): void {
  const pending = s.operators.filter((o) => isPending(o, s));
  if (s.status !== 1) {
    ensure(pending.length === 0, `no pending operator when status is ${s.status}`);
    ensure(s.timers.length === 0, `no armed timer when status is ${s.status}`);
    ensure(!s.children.some((c) => c.status === 'running'), `no running child when status is ${s.status}`);
  }
  for (const o of pending) {
    const n = node(s, o.nodeId);
    ensure(!!n && !n.pruned, `pending operator ${o.id} sits on a pruned node ${o.nodeId}`);
    ensure(n?.phase === 'running' || n?.phase === 'waiting', `pending operator ${o.id} on ${n?.phase} node`);
  }
  const seen = new Set(pending.map((o) => `${o.nodeId}/${o.handleId}`));
  ensure(seen.size === pending.length, 'one pending operator per user and node (no double activation)');
  if (s.status !== 1) return;
  for (const n of s.nodes) {
    const timers = s.timers.filter((t) => t.nodeId === n.id);
    const def = graph.nodes[n.id];
    const wantsTimeout = n.phase === 'running' && def?.kind === 'approver' && def.timeout !== null;
    ensure(
      timers.filter((t) => t.kind === 'timer').length === (n.phase === 'waiting' ? 1 : 0),
      `a waiting node has exactly one timer (${n.id} ${n.phase})`,
    );
    ensure(
      timers.filter((t) => t.kind === 'timeout').length <= (wantsTimeout ? 1 : 0),
      `only a running node with a timeout has a deadline, one at most (${n.id})`,
    );
    if (n.phase === 'running' && n.type === 'approver')
      ensure(
        pending.some((o) => o.nodeId === n.id),
        `a running approver node ${n.id} has someone pending`,
      );
  }
}

function checkRecords(prev: TTaskState, next: TTaskState, cmd: TCommand): void {
  ensure(next.records.length >= prev.records.length, 'records only grow');
  const mayInvalidate = ['reject', 'recall', 'withdraw', 'timeoutDue'].includes(cmd.type);
  prev.records.forEach((r, i) => {
    const now = next.records[i];
    if (now === r) return;
    ensure(mayInvalidate, `${cmd.type} may not invalidate records`);
    ensure(
      r.status !== -1 && JSON.stringify({ ...r, status: -1 }) === JSON.stringify(now),
      'only status -> -1',
    );
  });
}

function checkCompletions(graph: TGraph, prev: TTaskState, next: TTaskState): void {
  for (const n of next.nodes) {
    const before = node(prev, n.id);
    const def = graph.nodes[n.id];
    if (def?.kind !== 'approver' || n.phase !== 'done' || before?.phase === 'done' || prev.run !== next.run)
      continue;
    ensure(before?.phase === 'running', `${n.id} completes only from running`);
    ensure(outcomeOf(def, tally(next, n.id)) === 'approved', `${n.id} completes when its rule is met`);
    ensure(outcomeOf(def, tally(prev, n.id)) === 'pending', `${n.id} had not reached its rule before`);
  }
}

/** A node that becomes current arms its deadline (and a re-entered timer node its timer: checkState). */
function checkArming(graph: TGraph, prev: TTaskState, next: TTaskState): void {
  for (const n of next.nodes) {
    const def = graph.nodes[n.id];
    const opened = n.phase === 'running' && (node(prev, n.id)?.phase !== 'running' || prev.run !== next.run);
    if (!opened || def?.kind !== 'approver' || !def.timeout) continue;
    const deadlines = next.timers.filter((t) => t.nodeId === n.id && t.kind === 'timeout');
    ensure(deadlines.length === 1, `${n.id} arms its deadline when it becomes current`);
  }
}

function checkRecall(prev: TTaskState, cmd: TCommand & { type: 'recall' }): void {
  const r = prev.records.find((x) => x.id === cmd.recordId);
  const from = r && node(prev, r.nodeId);
  for (const id of from?.next ?? []) {
    const acted = prev.operators.some(
      (o) => o.run === prev.run && o.nodeId === id && o.state !== -1 && o.handleStatus !== null,
    );
    ensure(!acted, 'recall is refused once the next node acted');
  }
}

/** What must hold between a state and the next one an accepted command gave. */
export function checkStep(graph: TGraph, prev: TTaskState, cmd: TCommand, next: TTaskState): void {
  ensure(!isTerminal(prev), `a finished task (status ${prev.status}) accepted ${cmd.type}`);
  checkState(graph, next);
  checkRecords(prev, next, cmd);
  checkCompletions(graph, prev, next);
  if (next.status === 1) checkArming(graph, prev, next);
  if (cmd.type === 'recall') checkRecall(prev, cmd);
  if (cmd.type === 'withdraw' || cmd.type === 'terminate') {
    ensure(!next.operators.some((o) => isPending(o, next)), `nothing pending after ${cmd.type}`);
    ensure(next.timers.length === 0, `no timer after ${cmd.type}`);
  }
}
