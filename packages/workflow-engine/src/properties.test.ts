import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TCommand } from './command.ts';
import { compile } from './compile/compile.ts';
import type { TDecideCtx } from './context.ts';
import { decide } from './decide.ts';
import type { TEffect } from './effect.ts';
import type { TGraph } from './graph.ts';
import type { TTaskState } from './state.ts';
import { createTask } from './task.ts';
import { flowShapeArb, POOL, toFlowCard } from './test/arbitraries.ts';
import { deepFreeze, directory, U } from './test/fixtures.ts';
import { DELEGATE, intentArb, toCommand, type TIntent } from './test/intents.ts';
import { checkState, checkStep, ONCE_ONLY } from './test/invariants.ts';

// Seeded so CI is reproducible; FC_SEED / FC_RUNS explore further by hand. On failure fast-check prints the
// seed, the path and the shrunk counterexample (flow shape and intents): paste them into fc.assert to replay.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const SEED = Number(env.FC_SEED ?? 20_251_123);
const RUNS = Number(env.FC_RUNS ?? 500);
const STEPS = Number(env.FC_STEPS ?? 60);
const LONG = { timeout: 600_000 };
const T0 = 1_700_000_000_000;
const MIN = 60_000;

const entrusts = [
  { delegatorId: U.a, toUserId: DELEGATE, flowId: 'F1', startTime: T0, endTime: T0 + 6 * 60 * MIN },
];

function ctxFor(step: number, now: number): TDecideCtx {
  let k = 0;
  return { now, newId: () => `s${step}.${++k}`, directory, entrusts, adminId: U.admin };
}

const fresh = (): TTaskState =>
  createTask({
    taskId: 'T',
    flowId: 'F1',
    launcherId: U.launcher,
    title: 't',
    formData: { amount: 50, who: POOL[0] },
  });

interface TAccepted {
  step: number;
  now: number;
  cmd: TCommand;
  state: TTaskState;
  effects: TEffect[];
}

/** Drives a flow with the intents, checking every invariant at every step; returns the accepted commands. */
function drive(graph: TGraph, intents: TIntent[]): TAccepted[] {
  let state = deepFreeze(fresh());
  let now = T0;
  const seenTimers: string[] = [];
  const accepted: TAccepted[] = [];
  const first: TIntent = { kind: 'submit', pick: 3, actor: 'launcher', user: 0, free: true, wait: 0 };
  let afterEnd = 0;
  [first, ...intents].forEach((intent, step) => {
    // A finished task is tried a few more times (it must refuse everything), then the run stops.
    if ((state.status === 2 || state.status === 5) && ++afterEnd > 3) return;
    now += intent.wait * MIN;
    const cmd = toCommand(intent, state, seenTimers);
    if (!cmd) return;
    const r = decide(graph, state, cmd, ctxFor(step, now));
    if (!r.ok) return;
    checkStep(graph, state, cmd, r.state);
    const next = deepFreeze(r.state);
    if (ONCE_ONLY.has(cmd.type)) {
      const again = decide(graph, next, cmd, ctxFor(-1, now));
      if (again.ok || again.error.code !== 'WF0006')
        throw new Error(
          `${cmd.type} twice was not answered WF0006: ${JSON.stringify(again.ok ? 'ok' : again.error)}`,
        );
    }
    seenTimers.push(...next.timers.map((t) => t.id).filter((id) => !seenTimers.includes(id)));
    accepted.push({ step, now, cmd, state: next, effects: r.effects });
    state = next;
  });
  checkState(graph, state);
  return accepted;
}

const graphOfShape = (shape: Parameters<typeof toFlowCard>[0]): TGraph => {
  const r = compile(toFlowCard(shape));
  if (!r.ok) throw new Error(`generated flow does not compile: ${JSON.stringify(r.errors)}`);
  return r.graph;
};

const scenario = fc.record({
  shape: flowShapeArb,
  intents: fc.array(intentArb, { minLength: 5, maxLength: STEPS }),
});

describe('properties: random flows × random commands by random actors', () => {
  it('keep every invariant at every step', LONG, () => {
    fc.assert(
      fc.property(scenario, ({ shape, intents }) => {
        drive(graphOfShape(shape), intents);
      }),
      { seed: SEED, numRuns: RUNS, verbose: 1 },
    );
  });

  it('replay: the same commands give the same states and effects', LONG, () => {
    fc.assert(
      fc.property(scenario, ({ shape, intents }) => {
        const graph = graphOfShape(shape);
        const accepted = drive(graph, intents);
        let state = fresh();
        for (const a of accepted) {
          const r = decide(graph, state, a.cmd, ctxFor(a.step, a.now));
          if (!r.ok) throw new Error(`replay refused ${a.cmd.type}: ${r.error.code}`);
          expect(r.state).toEqual(a.state);
          expect(r.effects).toEqual(a.effects);
          state = r.state;
        }
      }),
      { seed: SEED + 1, numRuns: Math.ceil(RUNS / 5), verbose: 1 },
    );
  });

  it('reach every outcome often enough to matter', LONG, () => {
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(scenario, ({ shape, intents }) => {
        const accepted = drive(graphOfShape(shape), intents);
        const statuses = new Set(accepted.map((a) => String(a.state.status)));
        for (const key of [...statuses, ...accepted.map((a) => a.cmd.type)])
          seen.set(key, (seen.get(key) ?? 0) + 1);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    for (const key of ['1', '2', '3', '4', '5', 'approve', 'reject', 'recall', 'timerDue', 'timeoutDue'])
      expect(seen.get(key) ?? 0, `runs reaching status or accepting ${key}`).toBeGreaterThan(RUNS / 100);
    for (const key of ['subFlowFinished', 'addSign', 'transfer', 'assign', 'withdraw', 'terminate'])
      expect(seen.get(key) ?? 0, `accepted ${key}`).toBeGreaterThan(0);
  });
});
