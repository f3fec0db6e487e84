import { describe, expect, it } from 'vitest';
import { approver, effectsOf, harness, start, U } from './test/fixtures.ts';

const four = [U.a, U.b, U.c, U.d];

describe('or-sign (或签)', () => {
  it('the first approval completes the node and closes the other approvers', () => {
    const h = harness(
      start(approver('A', { approvers: [U.a, U.b] }, { child: approver('B', { approvers: [U.c] }) })),
    );
    h.submit();
    const effects = h.approve(U.b);
    expect(h.phase('A')).toBe('done');
    expect(h.holders('A')).toEqual([]);
    expect(h.holders('B')).toEqual([U.c]);
    const closed = effectsOf(effects, 'operatorChanged').find((e) => e.operator.handleId === U.a);
    expect(closed?.operator).toMatchObject({ completion: 1, handleStatus: null });
    expect(h.try({ type: 'approve', by: U.a, operatorId: closed?.operator.id ?? '' })).toEqual({
      ok: false,
      error: { code: 'WF0006', reason: 'alreadyHandled' },
    });
  });

  it('the first rejection rejects the node', () => {
    const h = harness(start(approver('A', { approvers: [U.a, U.b] })));
    h.submit();
    h.reject(U.a);
    expect(h.state.status).toBe(3);
    expect(h.pending()).toEqual([]);
  });
});

describe('countersign (会签) with countersignRatio', () => {
  const flow = (ratio: number) =>
    start(
      approver('A', { approvers: four, counterSign: 1, countersignRatio: ratio }, { child: approver('B') }),
    );

  it('at 100% the node waits for everyone', () => {
    const h = harness(flow(100));
    h.submit();
    for (const u of [U.a, U.b, U.c]) h.approve(u);
    expect(h.phase('A')).toBe('running');
    h.approve(U.d);
    expect(h.phase('A')).toBe('done');
    expect(h.holders('B')).toEqual([U.a]);
  });

  it('completes exactly when approvals reach the ratio, closing the rest', () => {
    const h = harness(flow(50));
    h.submit();
    h.approve(U.a);
    expect(h.phase('A')).toBe('running');
    h.approve(U.c);
    expect(h.phase('A')).toBe('done');
    expect(h.holders('A')).toEqual([]);
  });

  it('counts a rejection as a no vote and rejects once the ratio can no longer be reached', () => {
    const h = harness(flow(50));
    h.submit();
    h.reject(U.a);
    expect(h.phase('A')).toBe('running');
    expect(h.state.status).toBe(1);
    h.reject(U.b);
    expect(h.phase('A')).toBe('running');
    h.reject(U.c);
    expect(h.state.status).toBe(3);
    expect(h.pending()).toEqual([]);
  });

  it('with ratio 75 one rejection of four still leaves the ratio reachable, two do not', () => {
    const h = harness(flow(75));
    h.submit();
    h.reject(U.a);
    h.approve(U.b);
    expect(h.phase('A')).toBe('running');
    h.reject(U.c);
    expect(h.state.status).toBe(3);
  });

  it('approvals after rejections still complete the node when they reach the ratio', () => {
    const h = harness(flow(50));
    h.submit();
    h.reject(U.a);
    h.approve(U.b);
    h.approve(U.c);
    expect(h.phase('A')).toBe('done');
  });
});

describe('add-sign (加签)', () => {
  it("the node waits for the added approver, whose vote takes the adder's place", () => {
    const h = harness(
      start(approver('A', { approvers: [U.a], hasFreeApprover: true }, { child: approver('B') })),
    );
    h.submit();
    const effects = h.do({ type: 'addSign', by: U.a, operatorId: h.op(U.a).id, userId: U.c });
    expect(h.phase('A')).toBe('running');
    expect(h.holders('A')).toEqual([U.c]);
    const added = effectsOf(effects, 'operatorCreated')[0].operator;
    expect(added).toMatchObject({ handleType: '7', parentId: expect.any(String) });
    expect(effectsOf(effects, 'recordAdded')[0].record).toMatchObject({ handleStatus: 6, targetUserId: U.c });
    const recordAfter = effectsOf(h.approve(U.c), 'recordAdded')[0].record;
    expect(recordAfter).toMatchObject({ handleStatus: 1, status: 1 });
    expect(h.phase('A')).toBe('done');
  });

  it('approve with a free approver and no next assigneeType-7 node is an add-sign', () => {
    const h = harness(start(approver('A', { approvers: [U.a] })));
    h.submit();
    h.approve(U.a, { freeApproverUserId: U.d });
    expect(h.holders('A')).toEqual([U.d]);
  });

  it('refuses adding yourself or someone already pending on the node', () => {
    const h = harness(start(approver('A', { approvers: [U.a, U.b], counterSign: 1 })));
    h.submit();
    const id = h.op(U.a).id;
    expect(h.try({ type: 'addSign', by: U.a, operatorId: id, userId: U.a })).toMatchObject({ ok: false });
    expect(h.try({ type: 'addSign', by: U.a, operatorId: id, userId: U.b })).toMatchObject({
      ok: false,
      error: { reason: 'alreadyOperator' },
    });
  });

  it("in a countersign the added approver fills the adder's slot", () => {
    const h = harness(start(approver('A', { approvers: [U.a, U.b], counterSign: 1, countersignRatio: 100 })));
    h.submit();
    h.do({ type: 'addSign', by: U.a, operatorId: h.op(U.a).id, userId: U.c });
    h.approve(U.b);
    expect(h.phase('A')).toBe('running');
    h.approve(U.c);
    expect(h.state.status).toBe(2);
  });
});
