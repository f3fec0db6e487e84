import { describe, expect, it } from 'vitest';
import { approver, harness, start, U } from './test/fixtures.ts';

/** start → A(ua) → B(ub) → C(uc, rejectStep as given) */
const chain = (rejectStep: string) =>
  start(
    approver(
      'A',
      { approvers: [U.a] },
      {
        child: approver(
          'B',
          { approvers: [U.b] },
          { child: approver('C', { approvers: [U.c], rejectStep }) },
        ),
      },
    ),
  );

/** A task waiting on C, A and B approved. */
function atC(rejectStep: string) {
  const h = harness(chain(rejectStep));
  h.submit();
  h.approve(U.a);
  h.approve(U.b);
  return h;
}

describe('reject target chosen by the approver (rejectStep "2")', () => {
  it('sends the flow back to the chosen earlier node, resetting everything after it', () => {
    const h = atC('2');
    h.reject(U.c, { rejectTo: 'A' });
    expect(h.state.status).toBe(1);
    expect(h.holders()).toEqual([U.a]);
    expect([h.phase('A'), h.phase('B'), h.phase('C')]).toEqual(['running', 'idle', 'idle']);
  });

  it('"0" sends it back to the launcher (status 3)', () => {
    const h = atC('2');
    h.reject(U.c, { rejectTo: '0' });
    expect(h.state.status).toBe(3);
    expect(h.pending()).toEqual([]);
  });

  it('without a choice goes back to the previous node', () => {
    const h = atC('2');
    h.reject(U.c);
    expect(h.holders()).toEqual([U.b]);
  });

  it('refuses a target that is not an earlier passed node and changes nothing', () => {
    const h = atC('2');
    const before = h.state;
    for (const target of ['C', 'nope', 'end'])
      expect(h.try({ type: 'reject', by: U.c, operatorId: h.op(U.c).id, rejectTo: target })).toEqual({
        ok: false,
        error: { code: 'WF0005', reason: 'badRejectTarget' },
      });
    expect(h.state).toBe(before);
  });

  it('refuses a choice when the node does not let its approver choose (WF0005) and changes nothing', () => {
    const h = atC('1');
    const before = h.state;
    expect(h.try({ type: 'reject', by: U.c, operatorId: h.op(U.c).id, rejectTo: 'A' })).toEqual({
      ok: false,
      error: { code: 'WF0005', reason: 'rejectNotChoosable' },
    });
    expect(h.state).toBe(before);
  });
});
