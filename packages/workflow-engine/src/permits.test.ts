import { describe, expect, it } from 'vitest';
import { permittedActions } from './permits.ts';
import { approver, harness, start, U } from './test/fixtures.ts';

const flow = () =>
  start(
    approver(
      'A',
      { approvers: [U.a] },
      { child: approver('B', { approvers: [U.b], rejectStep: '2', hasFreeApprover: true }) },
    ),
  );

describe('permittedActions', () => {
  it('gives the operator approve, reject and transfer on their pending step, and nothing of the launcher', () => {
    const h = harness(flow());
    h.submit();
    const p = permittedActions(h.graph, h.state, U.a, h.ctx());
    expect(p).toMatchObject({ approve: true, reject: true, transfer: true, addSign: false });
    expect(p).toMatchObject({ withdraw: false, urge: false, recall: false, resubmit: false });
    expect(p.operatorId).toBe(h.op(U.a).id);
    expect(p.rejectTargets).toEqual([]);
  });

  it('gives the launcher withdraw and urge while running, resubmit once rejected', () => {
    const h = harness(flow());
    h.submit();
    expect(permittedActions(h.graph, h.state, U.launcher, h.ctx())).toMatchObject({
      approve: false,
      withdraw: true,
      urge: true,
      resubmit: false,
    });
    h.reject(U.a);
    expect(permittedActions(h.graph, h.state, U.launcher, h.ctx())).toMatchObject({
      withdraw: false,
      urge: false,
      resubmit: true,
    });
  });

  it('lets an approver recall until the next node acts, and offers the choosable reject targets', () => {
    const h = harness(flow());
    h.submit();
    h.approve(U.a);
    const a = permittedActions(h.graph, h.state, U.a, h.ctx());
    expect(a).toMatchObject({ recall: true, approve: false });
    const b = permittedActions(h.graph, h.state, U.b, h.ctx());
    expect(b).toMatchObject({ approve: true, addSign: true, rejectTargets: ['start', 'A'] });
    h.approve(U.b);
    expect(permittedActions(h.graph, h.state, U.a, h.ctx()).recall).toBe(false);
  });

  it('gives an outsider nothing but terminate and assign (the server adds the monitor right)', () => {
    const h = harness(flow());
    h.submit();
    const p = permittedActions(h.graph, h.state, U.outsider, h.ctx());
    expect(p).toMatchObject({
      approve: false,
      reject: false,
      transfer: false,
      withdraw: false,
      recall: false,
    });
    expect(p).toMatchObject({ terminate: true, assign: true, operatorId: null });
  });

  it('gives an active delegate the delegator’s step', () => {
    const now = 1_700_000_000_000;
    const entrusts = [
      { delegatorId: U.a, toUserId: U.d, flowId: 'F1', startTime: now - 1, endTime: now + 1 },
    ];
    const h = harness(flow(), { entrusts });
    h.submit();
    const p = permittedActions(h.graph, h.state, U.d, h.ctx());
    expect(p).toMatchObject({ approve: true, reject: true, operatorId: h.op(U.a).id });
    h.now = now + 2;
    expect(permittedActions(h.graph, h.state, U.d, h.ctx()).approve).toBe(false);
  });

  it('never changes the task', () => {
    const h = harness(flow());
    h.submit();
    const before = JSON.stringify(h.state);
    permittedActions(h.graph, h.state, U.a, h.ctx());
    expect(JSON.stringify(h.state)).toBe(before);
  });
});
