import type { TWfCode } from '@app/contracts';
import { refreshProgress } from './advance.ts';
import type { TCommand, TCommandOf, TCommandType } from './command.ts';
import { addSign, approve, reject, transfer } from './commands/act.ts';
import { saveDraft, submit } from './commands/launch.ts';
import { assign, entrustApplied, terminate, urge, withdraw } from './commands/manage.ts';
import { recall } from './commands/recall.ts';
import { subFlowFinished, timeoutDue, timerDue } from './commands/signals.ts';
import type { TDecideCtx } from './context.ts';
import { finishDraft, openDraft, type TDraft } from './draft.ts';
import type { TEffect } from './effect.ts';
import { refuse, WfRefusal, type TRefusal } from './errors.ts';
import type { TGraph } from './graph.ts';
import type { TTaskState } from './state.ts';

/** The answer to a command: the next state and what to do, or the refusal (the state is then unchanged). */
export type TDecision = { ok: true; state: TTaskState; effects: TEffect[] } | { ok: false; error: TRefusal };

type THandlers = { [K in TCommandType]: (d: TDraft, c: TCommandOf<K>) => void };

const HANDLERS: THandlers = {
  saveDraft,
  submit,
  approve,
  reject,
  addSign,
  transfer,
  recall,
  withdraw,
  urge,
  assign,
  terminate,
  timerDue,
  timeoutDue,
  subFlowFinished,
  entrustApplied,
};

/** What a finished task (approved or terminated) answers: it accepts nothing more. */
const TERMINAL_CODE: Partial<Record<TCommandType, TWfCode>> = {
  recall: 'WF0011',
  withdraw: 'WF0011',
  urge: 'WF0009',
};

/**
 * Decides one command against a task: pure (no I/O, no clock, no randomness but `ctx`), deterministic, and
 * never mutating `state`. Replaying the same commands with the same ctx gives the same states and effects.
 */
export function decide(graph: TGraph, state: TTaskState, command: TCommand, ctx: TDecideCtx): TDecision {
  const d = openDraft(graph, state, ctx);
  try {
    const handler = Object.hasOwn(HANDLERS, command?.type) ? HANDLERS[command.type] : undefined;
    if (!handler) refuse('WF0005', 'badCommand');
    if (state.status === 2 || state.status === 5) refuse(TERMINAL_CODE[command.type] ?? 'WF0006', 'terminal');
    (handler as (d: TDraft, c: TCommand) => void)(d, command);
    refreshProgress(d);
    return { ok: true, state: d.s, effects: finishDraft(d, state) };
  } catch (e) {
    if (e instanceof WfRefusal) return { ok: false, error: { code: e.code, reason: e.reason } };
    throw e;
  }
}
