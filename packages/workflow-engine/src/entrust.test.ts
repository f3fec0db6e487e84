import { describe, expect, it } from 'vitest';
import type { TEntrust } from './context.ts';
import { approver, effectsOf, harness, start, U } from './test/fixtures.ts';

const T0 = 1_700_000_000_000;
const HOUR = 3_600_000;
const entrust = (over: Partial<TEntrust> = {}): TEntrust => ({
  delegatorId: U.a,
  toUserId: U.c,
  flowId: 'F1',
  startTime: T0 - HOUR,
  endTime: T0 + HOUR,
  ...over,
});

describe('entrust (委托): a delegate acts for the delegator on that flow while startTime ≤ now < endTime', () => {
  it("lets the delegate approve the delegator's operator, recording who acted for whom", () => {
    const h = harness(start(approver('A')), { entrusts: [entrust()] });
    h.submit();
    const effects = h.do({ type: 'approve', by: U.c, operatorId: h.op(U.a).id });
    expect(effectsOf(effects, 'recordAdded')[0].record).toMatchObject({ handleId: U.c, delegatorId: U.a });
    expect(h.state.status).toBe(2);
  });

  it('tells the delegate when the delegator gets work', () => {
    const h = harness(start(approver('A')), { entrusts: [entrust()] });
    const msgs = effectsOf(h.submit(), 'message');
    expect(msgs.find((m) => m.template === 'entrust')).toMatchObject({
      to: [U.c],
      params: { delegatorId: U.a },
    });
  });

  it('refuses the delegate before startTime, at endTime, and on another flow', () => {
    for (const e of [
      entrust({ startTime: T0 + 1 }),
      entrust({ endTime: T0 }),
      entrust({ flowId: 'other' }),
    ]) {
      const h = harness(start(approver('A')), { entrusts: [e] });
      h.submit();
      expect(h.try({ type: 'approve', by: U.c, operatorId: h.op(U.a).id })).toMatchObject({
        ok: false,
        error: { code: 'WF0005', reason: 'notOperator' },
      });
    }
  });

  it('accepts the delegate exactly at startTime', () => {
    const h = harness(start(approver('A')), { entrusts: [entrust({ startTime: T0 })] });
    h.submit();
    expect(h.try({ type: 'approve', by: U.c, operatorId: h.op(U.a).id }).ok).toBe(true);
  });

  it("completes the other delegators' operators on the same node too", () => {
    const entrusts = [entrust(), entrust({ delegatorId: U.b })];
    const h = harness(start(approver('A', { approvers: [U.a, U.b, U.d], counterSign: 1 })), { entrusts });
    h.submit();
    h.do({ type: 'approve', by: U.c, operatorId: h.op(U.a).id });
    expect(h.holders()).toEqual([U.d]);
  });

  it('entrustApplied tells the delegate of pending work once', () => {
    const e = entrust({ startTime: T0 + HOUR, endTime: T0 + 3 * HOUR });
    const h = harness(start(approver('A')), { entrusts: [e] });
    h.submit();
    const cmd = { type: 'entrustApplied', delegatorId: U.a, toUserId: U.c } as const;
    expect(h.try(cmd)).toMatchObject({ ok: false, error: { reason: 'notInForce' } });
    h.now += 2 * HOUR;
    expect(effectsOf(h.do(cmd), 'message')[0]).toMatchObject({ template: 'entrust', to: [U.c] });
    expect(h.try(cmd)).toMatchObject({ ok: false, error: { code: 'WF0006' } });
  });
});
