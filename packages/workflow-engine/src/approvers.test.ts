import { describe, expect, it } from 'vitest';
import { approver, effectsOf, harness, start, U } from './test/fixtures.ts';

const holdersOf = (props: Parameters<typeof approver>[1], o: Parameters<typeof harness>[1] = {}) => {
  const h = harness(start(approver('A', props)), o);
  h.submit();
  return h.holders('A');
};

describe('approver types (contract §4.3)', () => {
  it("1: the launcher's supervisor, managerLevel levels up", () => {
    expect(holdersOf({ assigneeType: 1 })).toEqual([U.boss]);
    expect(holdersOf({ assigneeType: 1, managerLevel: 2 })).toEqual([U.bigBoss]);
  });

  it("2: the manager of the launcher's department", () => {
    expect(holdersOf({ assigneeType: 2 })).toEqual([U.deptMgr]);
  });

  it('3: the launcher', () => {
    expect(holdersOf({ assigneeType: 3 })).toEqual([U.launcher]);
  });

  it('4: the users held in a form field (one id, a list, or csv)', () => {
    expect(holdersOf({ assigneeType: 4, formField: 'who' }, { formData: { who: U.c } })).toEqual([U.c]);
    expect(holdersOf({ assigneeType: 4, formField: 'who' }, { formData: { who: [U.c, U.d] } })).toEqual([
      U.c,
      U.d,
    ]);
    expect(holdersOf({ assigneeType: 4, formField: 'who' }, { formData: { who: `${U.a}, ${U.b}` } })).toEqual(
      [U.a, U.b],
    );
  });

  it('5: the users who approved the linked earlier node', () => {
    const h = harness(
      start(
        approver('A', { approvers: [U.a, U.b] }, { child: approver('B', { assigneeType: 5, nodeId: 'A' }) }),
      ),
    );
    h.submit();
    h.approve(U.b);
    expect(h.holders('B')).toEqual([U.b]);
  });

  it('6 and 8: fixed users plus the holders of positions and roles', () => {
    const set = { approvers: [U.d], approverPos: ['P-clerk'], approverRole: ['R-audit'] };
    expect(holdersOf({ assigneeType: 6, ...set })).toEqual([U.d, U.a, U.b, U.c]);
    expect(holdersOf({ assigneeType: 8, ...set })).toEqual([U.d, U.a, U.b, U.c]);
  });

  it('7: the free approver chosen by the previous approver, or at launch', () => {
    const h = harness(start(approver('A', {}, { child: approver('B', { assigneeType: 7 }) })));
    h.submit();
    expect(h.try({ type: 'approve', by: U.a, operatorId: h.op(U.a).id })).toEqual({
      ok: false,
      error: { code: 'WF0013', reason: 'noApprover' },
    });
    h.approve(U.a, { freeApproverUserId: U.d });
    expect(h.holders('B')).toEqual([U.d]);

    const first = harness(start(approver('A', { assigneeType: 7 })));
    expect(first.try({ type: 'submit', by: U.launcher }).ok).toBe(false);
    first.submit({ freeApproverUserId: U.c });
    expect(first.holders('A')).toEqual([U.c]);
  });

  it('9: the users the service URL answered (fetched by the server beforehand)', () => {
    const props = { assigneeType: 9, getUserUrl: 'https://svc/approvers' };
    expect(holdersOf(props, { serviceApprovers: { A: [U.c, U.d] } })).toEqual([U.c, U.d]);
  });

  it('nobody resolvable goes to the administrator', () => {
    expect(holdersOf({ assigneeType: 4, formField: 'who' })).toEqual([U.admin]);
    expect(holdersOf({ assigneeType: 1, managerLevel: 5 })).toEqual([U.admin]);
    expect(holdersOf({ assigneeType: 9, getUserUrl: 'https://svc' })).toEqual([U.admin]);
  });

  it("one operator per resolved user, told with the node's message types", () => {
    const h = harness(start(approver('A', { approvers: [U.a, U.b], messageType: ['1', '2'] })));
    const effects = h.submit();
    expect(effectsOf(effects, 'operatorCreated').map((e) => e.operator.handleId)).toEqual([U.a, U.b]);
    const audit = effectsOf(effects, 'message').find((m) => m.template === 'audit');
    expect(audit).toMatchObject({ to: [U.a, U.b], channels: ['1', '2'], params: { title: '请假' } });
  });
});
