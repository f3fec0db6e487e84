import { describe, expect, it } from 'vitest';
import { approver, effectsOf, harness, parallel, start, subFlow, timer, U } from './test/fixtures.ts';

/** start → A(ua) → B(ub) → C(uc, rejectStep as given) */
const chain = (rejectStep: string, cProps = {}) =>
  start(
    approver(
      'A',
      { approvers: [U.a] },
      {
        child: approver(
          'B',
          { approvers: [U.b] },
          { child: approver('C', { approvers: [U.c], rejectStep, ...cProps }) },
        ),
      },
    ),
  );

describe('reject targets (rejectStep)', () => {
  it('"0": back to the launcher, status 3, every row of the run invalidated but the reason', () => {
    const h = harness(chain('0'));
    h.submit();
    h.approve(U.a);
    h.approve(U.b);
    const effects = h.reject(U.c, { opinion: 'no' });
    expect(h.state).toMatchObject({ status: 3, thisStep: '开始', completion: 0 });
    expect(h.pending()).toEqual([]);
    const valid = h.state.records.filter((r) => r.status !== -1);
    expect(valid.map((r) => [r.handleStatus, r.handleId, r.opinion])).toEqual([[0, U.c, 'no']]);
    expect(h.state.nodes.every((n) => n.pruned)).toBe(true);
    expect(effectsOf(effects, 'recordsInvalidated')[0].ids).toHaveLength(3);
    expect(effectsOf(effects, 'message').find((m) => m.template === 'rejected')?.to).toEqual([U.launcher]);
  });

  it('the launcher resubmits a rejected task as a new run', () => {
    const h = harness(chain('0'));
    h.submit();
    h.reject(U.a);
    h.submit();
    expect(h.state).toMatchObject({ status: 1, run: 2 });
    expect(h.holders()).toEqual([U.a]);
  });

  it('"1": back to the previous node, whose records are invalidated; the task keeps running', () => {
    const h = harness(chain('1'));
    h.submit();
    h.approve(U.a);
    h.approve(U.b);
    h.reject(U.c);
    expect(h.state.status).toBe(1);
    expect(h.holders()).toEqual([U.b]);
    expect([h.phase('A'), h.phase('B'), h.phase('C')]).toEqual(['done', 'running', 'idle']);
    const bApproval = h.state.records.find((r) => r.nodeId === 'B' && r.handleStatus === 1);
    expect(bApproval?.status).toBe(-1);
    expect(h.state.records.find((r) => r.nodeId === 'A')?.status).toBe(0);
  });

  it('"1" from the first node goes back to the launcher', () => {
    const h = harness(start(approver('A', { rejectStep: '1' })));
    h.submit();
    h.reject(U.a);
    expect(h.state.status).toBe(3);
  });

  it('a named node: that node runs again and everything after it is reset', () => {
    const h = harness(chain('A'));
    h.submit();
    h.approve(U.a);
    h.approve(U.b);
    h.reject(U.c);
    expect(h.holders()).toEqual([U.a]);
    expect([h.phase('A'), h.phase('B'), h.phase('C')]).toEqual(['running', 'idle', 'idle']);
    h.approve(U.a);
    h.approve(U.b);
    h.approve(U.c);
    expect(h.state.status).toBe(2);
  });

  it('leaves no orphan operators after a reject out of a countersign node', () => {
    const h = harness(
      start(
        approver(
          'A',
          { approvers: [U.a] },
          {
            child: approver('B', {
              approvers: [U.b, U.c, U.d],
              counterSign: 1,
              countersignRatio: 100,
              rejectStep: '1',
            }),
          },
        ),
      ),
    );
    h.submit();
    h.approve(U.a);
    h.approve(U.b);
    h.reject(U.c);
    expect(h.holders()).toEqual([U.a]);
    expect(h.pending('B')).toEqual([]);
    h.approve(U.a);
    expect(h.holders('B').sort()).toEqual([U.b, U.c, U.d].sort());
  });

  it('a reject before a parallel split closes the pending work of every branch', () => {
    const flow = start(
      approver(
        'A',
        { approvers: [U.a] },
        {
          child: approver('J', { approvers: [U.d], rejectStep: 'A' }),
          branches: [
            parallel('P1', { approvers: [U.b] }),
            parallel('P2', { approvers: [U.c], rejectStep: 'A' }),
          ],
        },
      ),
    );
    const h = harness(flow);
    h.submit();
    h.approve(U.a);
    h.approve(U.b);
    h.reject(U.c);
    expect(h.holders()).toEqual([U.a]);
    expect([h.phase('P1'), h.phase('P2'), h.phase('J')]).toEqual(['idle', 'idle', 'idle']);
  });

  it('refuses a reject back to a sub-flow node (WF0019) and changes nothing', () => {
    const h = harness(start(subFlow('S', {}, approver('B', { approvers: [U.b], rejectStep: '1' }))));
    h.submit();
    const child = h.state.children[0].taskId;
    h.do({ type: 'subFlowFinished', childTaskId: child });
    const before = h.state;
    expect(h.try({ type: 'reject', by: U.b, operatorId: h.op(U.b).id })).toEqual({
      ok: false,
      error: { code: 'WF0019', reason: 'rejectToSubFlow' },
    });
    expect(h.state).toBe(before);
  });

  it('a timer before the target arms again when the flow comes back through it', () => {
    const h = harness(
      start(
        timer('T', 30, approver('A', { approvers: [U.a] }, { child: approver('B', { rejectStep: '1' }) })),
      ),
    );
    h.submit();
    expect(h.state.timers).toHaveLength(1);
    h.do({ type: 'timerDue', timerId: h.state.timers[0].id });
    h.approve(U.a);
    h.reject(U.a, {}, 'B');
    expect(h.phase('A')).toBe('waiting');
    expect(h.state.timers.map((t) => [t.kind, t.nodeId])).toEqual([['timer', 'A']]);
  });
});
