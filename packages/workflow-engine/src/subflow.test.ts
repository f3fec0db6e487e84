import { describe, expect, it } from 'vitest';
import { approver, effectsOf, harness, start, subFlow, U } from './test/fixtures.ts';

describe('sub-flows (子流程)', () => {
  const flow = (props = {}) =>
    start(
      subFlow(
        'S',
        {
          initiateType: 1,
          initiator: [U.a, U.b],
          assignList: [{ parentField: 'amount', childField: 'total' }],
          ...props,
        },
        approver('after', { approvers: [U.d] }),
      ),
    );

  it('start one child per resolved launcher, copying the assignList fields', () => {
    const h = harness(flow(), { formData: { amount: 42, secret: 'x' } });
    const starts = effectsOf(h.submit(), 'subFlowStart');
    expect(starts.map((s) => s.launcherId)).toEqual([U.a, U.b]);
    expect(starts[0]).toMatchObject({
      flowId: 'child-flow',
      parentTaskId: 'T1',
      parentNodeId: 'S',
      formData: { total: 42 },
    });
    expect(h.state.children.map((c) => c.status)).toEqual(['running', 'running']);
  });

  it('the parent resumes only when every child has finished', () => {
    const h = harness(flow());
    h.submit();
    const [c1, c2] = h.state.children.map((c) => c.taskId);
    h.do({ type: 'subFlowFinished', childTaskId: c1 });
    expect(h.phase('S')).toBe('running');
    expect(h.try({ type: 'subFlowFinished', childTaskId: c1 })).toMatchObject({
      ok: false,
      error: { code: 'WF0006' },
    });
    h.do({ type: 'subFlowFinished', childTaskId: c2 });
    expect(h.holders()).toEqual([U.d]);
  });

  it('resolve launchers by department manager, supervisor or the launcher', () => {
    const launchers = (props: object) => {
      const h = harness(flow(props));
      return effectsOf(h.submit(), 'subFlowStart').map((s) => s.launcherId);
    };
    expect(launchers({ initiateType: 2 })).toEqual([U.deptMgr]);
    expect(launchers({ initiateType: 3, managerLevel: 2 })).toEqual([U.bigBoss]);
    expect(launchers({ initiateType: 4 })).toEqual([U.launcher]);
    expect(launchers({ initiateType: 3, managerLevel: 9 })).toEqual([U.admin]);
  });

  it('a child tells its parent when it is approved', () => {
    const child = harness(start(approver('A')), { parentTaskId: 'P1', parentNodeId: 'S' });
    child.submit();
    expect(effectsOf(child.approve(U.a), 'parentNotify')).toEqual([
      { type: 'parentNotify', parentTaskId: 'P1', childTaskId: 'T1' },
    ]);
  });

  it('refuse terminate (WF0017) and recall (WF0018) while children run; a sub-flow task cannot be terminated', () => {
    const h = harness(start(approver('A', {}, { child: flow().childNode ?? undefined })));
    h.submit();
    h.approve(U.a);
    expect(h.try({ type: 'terminate', by: U.admin })).toMatchObject({ ok: false, error: { code: 'WF0017' } });
    const rec = h.state.records.find((r) => r.handleStatus === 1);
    expect(h.try({ type: 'recall', by: U.a, recordId: rec?.id ?? '' })).toMatchObject({
      ok: false,
      error: { code: 'WF0018' },
    });
    expect(h.try({ type: 'assign', by: U.admin, nodeId: 'S', userId: U.c })).toMatchObject({
      ok: false,
      error: { code: 'WF0014' },
    });
    const child = harness(start(approver('A')), { parentTaskId: 'P1' });
    child.submit();
    expect(child.try({ type: 'terminate', by: U.admin })).toMatchObject({
      ok: false,
      error: { code: 'WF0015' },
    });
  });

  it('withdraw revokes the running children', () => {
    const h = harness(flow());
    h.submit();
    const revoked = effectsOf(h.do({ type: 'withdraw', by: U.launcher }), 'subFlowRevoke');
    expect(revoked).toHaveLength(2);
    expect(h.state.children.every((c) => c.status === 'revoked')).toBe(true);
  });
});
