import { describe, expect, it } from 'vitest';
import { decide } from './decide.ts';
import { approver, effectsOf, graphOf, harness, newTask, start, U } from './test/fixtures.ts';
import type { TCommand } from './command.ts';

const flow = () =>
  start(
    approver('A', { approvers: [U.a], circulateUser: [U.d] }, { child: approver('B', { approvers: [U.b] }) }),
    {
      hasInitFunc: true,
      initInterfaceUrl: 'https://hooks/init',
      hasEndFunc: true,
      endInterfaceUrl: 'https://hooks/end',
    },
  );

describe('launch', () => {
  it('saves a draft and takes the bill number once', () => {
    const h = harness(flow());
    const first = h.do({ type: 'saveDraft', by: U.launcher, formData: { x: 1 } });
    expect(effectsOf(first, 'billNumber')).toHaveLength(1);
    expect(h.state).toMatchObject({ status: 0, saved: true, formData: { x: 1 } });
    expect(effectsOf(h.submit(), 'billNumber')).toHaveLength(0);
  });

  it('submit records the launch, calls the init event and refuses a second submit (WF0006)', () => {
    const h = harness(flow());
    const effects = h.submit();
    expect(effectsOf(effects, 'recordAdded')[0].record).toMatchObject({ handleStatus: 2, nodeName: '开始' });
    expect(effectsOf(effects, 'event')).toMatchObject([{ event: 'init', url: 'https://hooks/init' }]);
    expect(h.state).toMatchObject({ status: 1, run: 1, startTime: h.now });
    expect(h.try({ type: 'submit', by: U.launcher })).toMatchObject({ ok: false, error: { code: 'WF0006' } });
    expect(h.try({ type: 'saveDraft', by: U.launcher })).toMatchObject({
      ok: false,
      error: { reason: 'running' },
    });
  });

  it('only the launcher saves or submits', () => {
    const h = harness(flow());
    expect(h.try({ type: 'submit', by: U.outsider })).toMatchObject({
      ok: false,
      error: { reason: 'notLauncher' },
    });
  });
});

describe('approve', () => {
  it("tells the launcher, copies the node's CC list and copyIds, saves posted form data", () => {
    const h = harness(flow());
    h.submit();
    const effects = h.approve(U.a, { formData: { note: 'ok' }, copyIds: [U.c] });
    const circulated = effectsOf(effects, 'circulateAdded').map((e) => e.circulate.userId);
    expect(circulated.sort()).toEqual([U.c, U.d].sort());
    const templates = effectsOf(effects, 'message').map((m) => m.template);
    expect(templates).toEqual(expect.arrayContaining(['approved', 'circulate', 'audit']));
    expect(h.state.formData).toMatchObject({ note: 'ok' });
    const end = h.approve(U.b);
    expect(effectsOf(end, 'event')).toMatchObject([{ event: 'end' }]);
  });

  it('refuses outsiders and unknown operators', () => {
    const h = harness(flow());
    h.submit();
    expect(h.try({ type: 'approve', by: U.outsider, operatorId: h.op(U.a).id })).toMatchObject({
      ok: false,
      error: { code: 'WF0005', reason: 'notOperator' },
    });
    expect(h.try({ type: 'approve', by: U.a, operatorId: 'nope' })).toMatchObject({
      ok: false,
      error: { reason: 'notFound' },
    });
  });
});

describe('withdraw, terminate, urge', () => {
  it('withdraw by the launcher invalidates the run; the task can be submitted again', () => {
    const h = harness(flow());
    h.submit();
    expect(h.try({ type: 'withdraw', by: U.a })).toMatchObject({
      ok: false,
      error: { reason: 'notLauncher' },
    });
    h.do({ type: 'withdraw', by: U.launcher, opinion: 'oops' });
    expect(h.state).toMatchObject({
      status: 4,
      startTime: null,
      thisStep: '开始',
      thisStepId: '',
      completion: 0,
    });
    expect(h.pending()).toEqual([]);
    expect(h.state.records.filter((r) => r.status !== -1).map((r) => r.handleStatus)).toEqual([3]);
    expect(h.try({ type: 'withdraw', by: U.launcher })).toMatchObject({
      ok: false,
      error: { code: 'WF0006' },
    });
    h.submit();
    expect(h.holders()).toEqual([U.a]);
  });

  it('terminate ends the task (status 5) and then nothing is accepted', () => {
    const h = harness(flow());
    h.submit();
    const pendingId = h.op(U.a).id;
    h.do({ type: 'terminate', by: U.admin, opinion: 'stop' });
    expect(h.state).toMatchObject({ status: 5, endTime: h.now });
    expect(h.pending()).toEqual([]);
    const after: TCommand[] = [
      { type: 'approve', by: U.a, operatorId: pendingId },
      { type: 'submit', by: U.launcher },
      { type: 'terminate', by: U.admin },
    ];
    for (const cmd of after) expect(h.try(cmd)).toMatchObject({ ok: false, error: { code: 'WF0006' } });
    expect(h.try({ type: 'urge', by: U.launcher })).toMatchObject({ ok: false, error: { code: 'WF0009' } });
  });

  it('a function flow cannot be terminated (WF0016)', () => {
    const h = harness(flow(), { isFunctionFlow: true });
    h.submit();
    expect(h.try({ type: 'terminate', by: U.admin })).toMatchObject({ ok: false, error: { code: 'WF0016' } });
  });

  it('urge reminds every pending approver, WF0009 when there is none', () => {
    const h = harness(flow());
    expect(h.try({ type: 'urge', by: U.launcher })).toMatchObject({ ok: false, error: { code: 'WF0009' } });
    h.submit();
    expect(effectsOf(h.do({ type: 'urge', by: U.launcher }), 'message')).toMatchObject([
      { template: 'urge', to: [U.a] },
    ]);
    expect(h.try({ type: 'urge', by: U.a })).toMatchObject({ ok: false, error: { reason: 'notLauncher' } });
  });
});

describe('transfer and assign', () => {
  it('transfer hands the operator to another user; the same transfer twice is WF0006', () => {
    const h = harness(flow());
    h.submit();
    const id = h.op(U.a).id;
    const effects = h.do({ type: 'transfer', by: U.a, operatorId: id, userId: U.c });
    expect(effectsOf(effects, 'recordAdded')[0].record).toMatchObject({ handleStatus: 7, targetUserId: U.c });
    expect(h.holders()).toEqual([U.c]);
    expect(h.try({ type: 'transfer', by: U.a, operatorId: id, userId: U.c })).toMatchObject({
      ok: false,
      error: { code: 'WF0006' },
    });
    expect(h.try({ type: 'transfer', by: U.c, operatorId: id, userId: U.c })).toMatchObject({
      ok: false,
      error: { code: 'WF0007' },
    });
  });

  it("assign (monitor) replaces the node's operators by one for the chosen user", () => {
    const h = harness(start(approver('A', { approvers: [U.a, U.b], counterSign: 1 })));
    h.submit();
    h.approve(U.a);
    h.do({ type: 'assign', by: U.admin, nodeId: 'A', userId: U.d });
    expect(h.holders()).toEqual([U.d]);
    expect(h.try({ type: 'assign', by: U.admin, nodeId: 'A', userId: U.d })).toMatchObject({
      ok: false,
      error: { code: 'WF0006' },
    });
    expect(h.try({ type: 'assign', by: U.admin, nodeId: 'nope', userId: U.d })).toMatchObject({
      ok: false,
      error: { code: 'WF0008' },
    });
    h.approve(U.d);
    expect(h.state.status).toBe(2);
  });
});

describe('decide', () => {
  it('refuses an unknown command without throwing', () => {
    const bad = { type: 'explode' } as unknown as TCommand;
    const r = decide(graphOf(flow()), newTask(), bad, {
      now: 0,
      newId: () => 'x',
      directory: harness(flow()).ctx().directory,
    });
    expect(r).toEqual({ ok: false, error: { code: 'WF0005', reason: 'badCommand' } });
  });
});
