import type { TFlowCondition } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { approver, branch, effectsOf, harness, start, subFlow, U } from './test/fixtures.ts';

/** Rules whose data the server supplies through ctx (service approvers, value names) or acts on (effects). */
const cond = (field: string, symbol: TFlowCondition['symbol'], filedValue: string) =>
  ({ field, symbol, filedValue }) as TFlowCondition;

describe('service approvers (assigneeType 9)', () => {
  const flow = start(
    approver('svc', { assigneeType: 9, getUserUrl: 'https://svc/approvers', approvers: [] }),
  );

  it('creates one operator per user the service answered, and the next run asks again', () => {
    const h = harness(flow, { serviceApprovers: { svc: [U.b, U.c, U.b] } });
    h.submit();
    expect(h.pending('svc').map((o) => o.handleId)).toEqual([U.b, U.c]);
    h.approve(U.b);
    expect(h.state.status).toBe(2);
  });

  it('gives the node to the administrator when the service answered nobody (a failed call)', () => {
    const h = harness(flow, { serviceApprovers: { svc: [] } });
    h.submit();
    expect(h.pending('svc').map((o) => o.handleId)).toEqual([U.admin]);
  });
});

describe('conditions by display name (ctx.labels)', () => {
  const flow = start(approver('after', { approvers: [U.d] }), {}, [
    branch(
      'fin',
      { priority: 1, conditions: [cond('dept', '==', '财务部')] },
      approver('F', { approvers: [U.c] }),
    ),
    branch(
      'who',
      { priority: 2, conditions: [cond('owner', '==', '张三')] },
      approver('W', { approvers: [U.b] }),
    ),
    branch('else', { priority: 3, isDefault: true }),
  ]);

  it('routes by the name the form shows for the value (an option, a department, a user)', () => {
    const byDept = harness(flow, { formData: { dept: 'D1' }, labels: { dept: { D1: '财务部' } } });
    byDept.submit();
    expect(byDept.holders()).toEqual([U.c]);
    const byUser = harness(flow, { formData: { owner: ['u9'] }, labels: { owner: { u9: '张三' } } });
    byUser.submit();
    expect(byUser.holders()).toEqual([U.b]);
  });

  it('does not match a name without its labels, and still matches by id', () => {
    const plain = harness(flow, { formData: { dept: 'D1' } });
    plain.submit();
    expect(plain.holders()).toEqual([U.d]);
    const byId = harness(
      start(approver('after', { approvers: [U.d] }), {}, [
        branch(
          'fin',
          { priority: 1, conditions: [cond('dept', '==', 'D1')] },
          approver('F', { approvers: [U.c] }),
        ),
        branch('else', { priority: 2, isDefault: true }),
      ]),
      { formData: { dept: 'D1' }, labels: { dept: { D1: '财务部' } } },
    );
    byId.submit();
    expect(byId.holders()).toEqual([U.c]);
  });
});

describe('entrust applied (effects)', () => {
  const flow = start(approver('a1', { approvers: [U.a] }, { child: approver('a2', { approvers: [U.a] }) }));
  const entrusts = [{ delegatorId: U.a, toUserId: U.c, flowId: 'F1', startTime: 0, endTime: 2e12 }];

  it('tells the delegate in a message naming the delegator, once per run, and only while pending', () => {
    const h = harness(flow, { entrusts });
    h.submit();
    const cmd = { type: 'entrustApplied', delegatorId: U.a, toUserId: U.c } as const;
    const [msg] = effectsOf(h.do(cmd), 'message');
    expect(msg).toMatchObject({ template: 'entrust', to: [U.c], params: { delegatorId: U.a } });
    expect(h.try(cmd)).toMatchObject({ ok: false, error: { code: 'WF0006' } });
    expect(h.try({ ...cmd, toUserId: U.b })).toMatchObject({ ok: false, error: { code: 'WF0005' } });
  });
});

describe('bill numbers of sub-flow children', () => {
  it('a child task takes its own bill number when it is submitted, once', () => {
    const parent = harness(start(subFlow('S', {}, approver('after', { approvers: [U.d] }))));
    const [startChild] = effectsOf(parent.submit(), 'subFlowStart');
    const child = harness(start(approver('c1', { approvers: [U.b] })), {
      taskId: startChild.childTaskId,
      parentTaskId: 'T1',
      parentNodeId: 'S',
    });
    expect(effectsOf(child.submit(), 'billNumber')).toHaveLength(1);
    expect(child.state.billNumberTaken).toBe(true);
    child.reject(U.b);
    expect(effectsOf(child.submit(), 'billNumber')).toHaveLength(0);
  });
});
