import type { TFlowHandle, TFlowMessageTemplate } from '@app/contracts';
import type { TDecideCtx } from './context.ts';
import type { TEffect } from './effect.ts';
import type { TGraph, TGEventUrl } from './graph.ts';
import type { TOperator, TRecord, TTaskNode, TTaskState, TTimer } from './state.ts';

/** The row lists of a task. */
type TRowKey = 'nodes' | 'operators' | 'records' | 'circulates' | 'timers' | 'children' | 'entrustNotified';

/**
 * The working copy of one decision. A row list is copied the first time it changes (`own`) and its elements
 * are replaced, never edited, so the input state is never touched and changed rows are found by identity.
 */
export interface TDraft {
  readonly graph: TGraph;
  readonly ctx: TDecideCtx;
  readonly s: TTaskState;
  /** Effects in the order they happened (messages, events, sub-flows, bill number, parent notices). */
  readonly out: TEffect[];
  /** Row lists already copied for this draft. */
  readonly owned: Set<TRowKey>;
}

/** A draft of `state` for one command. */
export function openDraft(graph: TGraph, state: TTaskState, ctx: TDecideCtx): TDraft {
  return { graph, ctx, s: { ...state }, out: [], owned: new Set() };
}

/** The draft's own (writable) copy of a row list. */
export function own<K extends TRowKey>(d: TDraft, key: K): TTaskState[K] {
  if (!d.owned.has(key)) {
    const rows = d.s as unknown as Record<TRowKey, unknown[]>;
    rows[key] = rows[key].slice();
    d.owned.add(key);
  }
  return d.s[key];
}

/** The task node, or undefined. */
export const findNode = (d: TDraft, id: string): TTaskNode | undefined => d.s.nodes.find((n) => n.id === id);

/** Replaces a task node with a patched copy. */
export function patchNode(d: TDraft, id: string, patch: Partial<TTaskNode>): void {
  const i = d.s.nodes.findIndex((n) => n.id === id);
  if (i >= 0) own(d, 'nodes')[i] = { ...d.s.nodes[i], ...patch };
}

/** Replaces an operator with a patched copy. */
export function patchOperator(d: TDraft, id: string, patch: Partial<TOperator>): TOperator | undefined {
  const i = d.s.operators.findIndex((o) => o.id === id);
  if (i < 0) return undefined;
  return (own(d, 'operators')[i] = { ...d.s.operators[i], ...patch });
}

/** Patches every operator the predicate picks. */
export function patchOperators(d: TDraft, pick: (o: TOperator) => boolean, patch: Partial<TOperator>): void {
  d.s.operators.forEach((o, i) => {
    if (pick(o)) own(d, 'operators')[i] = { ...o, ...patch };
  });
}

/** Adds a pending operator of this run. */
export function addOperator(
  d: TDraft,
  f: Pick<TOperator, 'nodeId' | 'nodeName' | 'handleType' | 'handleId' | 'dueAt'> & Partial<TOperator>,
): TOperator {
  const id = d.ctx.newId();
  const op: TOperator = {
    id,
    run: d.s.run,
    handleStatus: null,
    handleTime: null,
    completion: 0,
    state: 0,
    parentId: null,
    slot: id,
    closedBy: null,
    createdAt: d.ctx.now,
    ...f,
  };
  own(d, 'operators').push(op);
  return op;
}

/** Appends a history record of this run and returns it. */
export function addRecord(
  d: TDraft,
  f: Pick<TRecord, 'nodeId' | 'nodeName' | 'handleId'> & { handleStatus: TFlowHandle } & Partial<TRecord>,
): TRecord {
  const record: TRecord = {
    id: d.ctx.newId(),
    run: d.s.run,
    operatorRowId: null,
    handleTime: d.ctx.now,
    opinion: '',
    signImg: null,
    targetUserId: null,
    status: 0,
    delegatorId: null,
    auto: null,
    ...f,
  };
  own(d, 'records').push(record);
  return record;
}

/** Marks records invalid (status -1). */
export function invalidateRecords(d: TDraft, pick: (r: TRecord) => boolean): void {
  d.s.records.forEach((r, i) => {
    if (r.status !== -1 && pick(r)) own(d, 'records')[i] = { ...r, status: -1 };
  });
}

/** Arms a timer for a node of this run. */
export function armTimer(d: TDraft, kind: TTimer['kind'], nodeId: string, dueAt: number): void {
  own(d, 'timers').push({ id: d.ctx.newId(), kind, nodeId, run: d.s.run, dueAt });
}

/** Cancels the timers the predicate picks. */
export function cancelTimers(d: TDraft, pick: (t: TTimer) => boolean): void {
  if (!d.s.timers.some(pick)) return;
  d.owned.add('timers');
  d.s.timers = d.s.timers.filter((t) => !pick(t));
}

/** Asks for a notification (nothing when nobody is to receive it). */
export function notify(
  d: TDraft,
  template: TFlowMessageTemplate,
  to: readonly string[],
  params: Record<string, string> = {},
  channels: readonly string[] = [],
): void {
  if (to.length === 0) return;
  const users = to.length === 1 ? [to[0]] : [...new Set(to)];
  d.out.push({
    type: 'message',
    template,
    to: users,
    params: { title: d.s.title, ...params },
    channels: channels.length ? [...channels] : ['1'],
    bodyText: { type: 2, id: d.s.taskId },
  });
}

/** Asks the server to call an event URL, when the node has one. */
export function callEvent(
  d: TDraft,
  event: Extract<TEffect, { type: 'event' }>['event'],
  url: TGEventUrl | null,
  nodeId: string,
): void {
  if (url) d.out.push({ type: 'event', event, url: url.url, interfaceType: url.interfaceType, nodeId });
}

/** Timers armed and cancelled by the draft (a fired timer counts as cancelled: its job is done). */
function timerRows(before: readonly TTimer[], after: readonly TTimer[]): TEffect[] {
  if (before === after) return [];
  const kept = new Set(after.map((t) => t.id));
  const had = new Set(before.map((t) => t.id));
  return [
    ...before.filter((t) => !kept.has(t.id)).map((t): TEffect => ({ type: 'timerCancelled', timerId: t.id })),
    ...after.filter((t) => !had.has(t.id)).map((timer): TEffect => ({ type: 'timerArmed', timer })),
  ];
}

/** The row effects (what changed, found by identity against the input) followed by the ordered effects. */
export function finishDraft(d: TDraft, before: TTaskState): TEffect[] {
  const s = d.s;
  const rows: TEffect[] = [];
  if (s.operators !== before.operators)
    s.operators.forEach((o, i) => {
      if (i >= before.operators.length) rows.push({ type: 'operatorCreated', operator: o });
      else if (o !== before.operators[i]) rows.push({ type: 'operatorChanged', operator: o });
    });
  if (s.records !== before.records) {
    s.records.slice(before.records.length).forEach((record) => rows.push({ type: 'recordAdded', record }));
    const invalidated = s.records.filter((r, i) => i < before.records.length && r !== before.records[i]);
    if (invalidated.length) rows.push({ type: 'recordsInvalidated', ids: invalidated.map((r) => r.id) });
  }
  for (const circulate of s.circulates.slice(before.circulates.length))
    rows.push({ type: 'circulateAdded', circulate });
  rows.push(...timerRows(before.timers, s.timers), ...d.out);
  return rows;
}
