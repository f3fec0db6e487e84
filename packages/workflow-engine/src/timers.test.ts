import { describe, expect, it } from 'vitest';
import { approver, effectsOf, harness, parallel, start, subFlow, timer, U } from './test/fixtures.ts';

const MIN = 60_000;

describe('timers (定时器)', () => {
  it('delay the next approvers: operators hidden until due, then told', () => {
    const h = harness(
      start(
        approver('A', {}, { child: timer('T1', 10, timer('T2', 5, approver('B', { approvers: [U.b] }))) }),
      ),
    );
    h.submit();
    const effects = h.approve(U.a);
    const armed = effectsOf(effects, 'timerArmed')[0].timer;
    expect(armed).toMatchObject({ kind: 'timer', nodeId: 'B', dueAt: h.now + 15 * MIN });
    expect(effectsOf(effects, 'operatorCreated')[0].operator).toMatchObject({
      handleId: U.b,
      dueAt: h.now + 15 * MIN,
    });
    expect(effectsOf(effects, 'message').some((m) => m.template === 'audit')).toBe(false);
    expect(h.phase('B')).toBe('waiting');
    expect(h.try({ type: 'approve', by: U.b, operatorId: h.op(U.b).id })).toMatchObject({
      ok: false,
      error: { code: 'WF0005', reason: 'notDue' },
    });
    h.now += 15 * MIN;
    const due = h.do({ type: 'timerDue', timerId: armed.id });
    expect(effectsOf(due, 'message').find((m) => m.template === 'audit')?.to).toEqual([U.b]);
    expect(h.phase('B')).toBe('running');
    expect(h.try({ type: 'timerDue', timerId: armed.id })).toMatchObject({
      ok: false,
      error: { code: 'WF0006' },
    });
    h.approve(U.b);
    expect(h.state.status).toBe(2);
  });

  it('a join takes the longest timer of its incoming paths', () => {
    const branches = [
      parallel('P1', { approvers: [U.b] }, { child: timer('T1', 10) }),
      parallel('P2', { approvers: [U.c] }, { child: timer('T2', 30) }),
    ];
    const h = harness(start(approver('J', { approvers: [U.d] }), {}, branches));
    h.submit();
    expect(h.state.nodes.find((n) => n.id === 'J')?.delayMs).toBe(30 * MIN);
    h.approve(U.b);
    expect(h.state.timers).toEqual([]);
    h.approve(U.c);
    expect(h.state.timers[0]).toMatchObject({ nodeId: 'J', dueAt: h.now + 30 * MIN });
  });
});

describe('timeouts (timeoutConfig)', () => {
  const timeout = (handler: 1 | 2, type: 'minute' | 'hour' | 'day' = 'hour') => ({
    on: true,
    quantity: 2,
    type,
    handler,
  });

  it('arm when the node opens and approve for every pending approver when due', () => {
    const h = harness(
      start(
        approver(
          'A',
          { approvers: [U.a, U.b], counterSign: 1, timeoutConfig: timeout(1) },
          { child: approver('B') },
        ),
      ),
    );
    const effects = h.submit();
    const t = effectsOf(effects, 'timerArmed')[0].timer;
    expect(t).toMatchObject({ kind: 'timeout', nodeId: 'A', dueAt: h.now + 2 * 60 * MIN });
    h.approve(U.a);
    const due = h.do({ type: 'timeoutDue', timerId: t.id });
    const auto = effectsOf(due, 'recordAdded').map((e) => e.record);
    expect(auto).toMatchObject([{ handleId: U.b, handleStatus: 1, auto: 'timeout' }]);
    expect(h.phase('A')).toBe('done');
    expect(h.holders()).toEqual([U.a]);
  });

  it("reject per the node's rejectStep when the handler says reject", () => {
    const h = harness(start(approver('A', { timeoutConfig: timeout(2, 'day') })));
    h.submit();
    h.do({ type: 'timeoutDue', timerId: h.state.timers[0].id });
    expect(h.state.status).toBe(3);
  });

  it('spend the deadline without acting when the rejection could only go back to a sub-flow', () => {
    const h = harness(start(subFlow('S', {}, approver('A', { rejectStep: '1', timeoutConfig: timeout(2) }))));
    h.submit();
    h.do({ type: 'subFlowFinished', childTaskId: h.state.children[0].taskId });
    const effects = h.do({ type: 'timeoutDue', timerId: h.state.timers[0].id });
    expect(effectsOf(effects, 'recordAdded')).toEqual([]);
    expect(h.holders()).toEqual([U.a]);
    expect(h.state.timers).toEqual([]);
  });

  it('are cancelled when the node is left', () => {
    const h = harness(
      start(approver('A', { timeoutConfig: timeout(1, 'minute') }, { child: approver('B') })),
    );
    h.submit();
    const id = h.state.timers[0].id;
    const effects = h.approve(U.a);
    expect(effectsOf(effects, 'timerCancelled')).toEqual([{ type: 'timerCancelled', timerId: id }]);
    expect(h.try({ type: 'timeoutDue', timerId: id })).toMatchObject({
      ok: false,
      error: { code: 'WF0006' },
    });
  });

  it('refuses a timer id of the other kind', () => {
    const h = harness(start(approver('A', { timeoutConfig: timeout(1) })));
    h.submit();
    expect(h.try({ type: 'timerDue', timerId: h.state.timers[0].id })).toMatchObject({
      ok: false,
      error: { code: 'WF0005', reason: 'badCommand' },
    });
  });
});
