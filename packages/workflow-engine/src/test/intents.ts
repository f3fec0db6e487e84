import fc from 'fast-check';
import type { TCommand } from '../command.ts';
import type { TTaskState } from '../state.ts';
import { POOL } from './arbitraries.ts';
import { U } from './fixtures.ts';

/** The delegate `ua` entrusts the flow to during the first hours of a run. */
export const DELEGATE = 'dlg';

/** What a random actor tries next; turned into a command against the state of the moment. */
export interface TIntent {
  kind: TCommand['type'];
  pick: number;
  actor: 'holder' | 'delegate' | 'outsider' | 'launcher';
  user: number;
  free: boolean;
  /** Minutes the clock moves before the command. */
  wait: number;
}

const weighted = <T>(pairs: [T, number][]) =>
  fc.oneof(...pairs.map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })));

export const intentArb: fc.Arbitrary<TIntent> = fc.record({
  kind: weighted<TCommand['type']>([
    ['approve', 50],
    ['reject', 8],
    ['timerDue', 8],
    ['timeoutDue', 5],
    ['subFlowFinished', 8],
    ['recall', 6],
    ['submit', 5],
    ['addSign', 3],
    ['transfer', 3],
    ['assign', 2],
    ['withdraw', 2],
    ['urge', 2],
    ['terminate', 1],
    ['saveDraft', 1],
    ['entrustApplied', 1],
  ]),
  pick: fc.nat({ max: 50 }),
  actor: weighted<TIntent['actor']>([
    ['holder', 80],
    ['outsider', 10],
    ['delegate', 5],
    ['launcher', 5],
  ]),
  user: fc.nat({ max: POOL.length - 1 }),
  free: fc.boolean(),
  wait: fc.constantFrom(0, 0, 5, 30, 120),
});

const pickOf = <T>(list: readonly T[], n: number): T | undefined =>
  list.length ? list[n % list.length] : undefined;

/** Mostly the live rows (so flows move), sometimes any row (so stale and foreign ids are tried too). */
function candidates<T>(live: T[], all: T[], pick: number): T[] {
  return pick % 10 < 8 && live.length ? live : all;
}

/**
 * The command an intent means now. `seenTimers` holds every timer id ever armed (fired and cancelled ones
 * included) so stale signals are tried as well.
 */
export function toCommand(i: TIntent, s: TTaskState, seenTimers: string[]): TCommand | null {
  const user = POOL[i.user];
  const actorFor = (holder: string) =>
    i.actor === 'holder'
      ? holder
      : i.actor === 'delegate'
        ? DELEGATE
        : i.actor === 'launcher'
          ? U.launcher
          : U.outsider;
  const launcherOr = i.actor === 'outsider' ? U.outsider : U.launcher;
  // A rejected or withdrawn task mostly goes round again rather than waiting for a submit to come up.
  const kind = (s.status === 3 || s.status === 4) && i.pick % 2 === 0 ? 'submit' : i.kind;
  switch (kind) {
    case 'approve':
    case 'reject':
    case 'addSign':
    case 'transfer': {
      const pending = s.operators.filter((o) => o.state === 0 && o.completion === 0);
      const op = pickOf(candidates(pending, s.operators, i.pick), i.pick);
      if (!op) return null;
      const base = { by: actorFor(op.handleId), operatorId: op.id };
      if (kind === 'approve')
        return { type: 'approve', ...base, ...(i.free ? { freeApproverUserId: user } : {}) };
      // With `free`, the rejecter also names a target: the launcher or any node id (choosable or not).
      const target = pickOf(['0', ...s.nodes.map((n) => n.id)], i.user);
      if (kind === 'reject')
        return { type: 'reject', ...base, ...(i.free && target ? { rejectTo: target } : {}) };
      return { type: kind, ...base, userId: user };
    }
    case 'recall': {
      const approvals = s.records.filter((r) => r.handleStatus === 1 && r.status !== -1);
      const r = pickOf(candidates(approvals, s.records, i.pick), i.pick);
      return r ? { type: 'recall', by: actorFor(r.handleId), recordId: r.id } : null;
    }
    case 'timerDue':
    case 'timeoutDue': {
      const live = s.timers
        .filter((t) => t.kind === (kind === 'timerDue' ? 'timer' : 'timeout'))
        .map((t) => t.id);
      const id = pickOf(candidates(live, seenTimers, i.pick), i.pick);
      return id ? { type: kind, timerId: id } : null;
    }
    case 'subFlowFinished': {
      const running = s.children.filter((c) => c.status === 'running');
      const child = pickOf(candidates(running, s.children, i.pick), i.pick);
      return child ? { type: 'subFlowFinished', childTaskId: child.taskId } : null;
    }
    case 'assign': {
      const node = pickOf(
        s.nodes.filter((n) => n.type === 'approver' || n.type === 'subFlow'),
        i.pick,
      );
      return node ? { type: 'assign', by: U.admin, nodeId: node.id, userId: user } : null;
    }
    case 'submit':
      return {
        type: 'submit',
        by: launcherOr,
        formData: { amount: (i.pick * 7) % 101, who: user },
        freeApproverUserId: user,
      };
    case 'saveDraft':
      return { type: 'saveDraft', by: launcherOr, formData: { amount: i.pick, who: user } };
    case 'withdraw':
    case 'urge':
      return { type: kind, by: launcherOr };
    case 'terminate':
      return { type: 'terminate', by: U.admin };
    case 'entrustApplied':
      return { type: 'entrustApplied', delegatorId: U.a, toUserId: DELEGATE };
  }
}
