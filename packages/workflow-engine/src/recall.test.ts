import { describe, expect, it } from 'vitest';
import { approver, effectsOf, harness, start, U } from './test/fixtures.ts';

const chain = () =>
  start(
    approver(
      'A',
      { approvers: [U.a, U.d] },
      { child: approver('B', { approvers: [U.b, U.c], counterSign: 1 }) },
    ),
  );
const approvalOf = (h: ReturnType<typeof harness>, user: string) => {
  const r = h.state.records.find((x) => x.handleId === user && x.handleStatus === 1 && x.status !== -1);
  if (!r) throw new Error(`no approval by ${user}`);
  return r.id;
};

describe('recall by the approver', () => {
  it('reopens the node, its or-sign siblings, and takes the next node back before it acted', () => {
    const h = harness(chain());
    h.submit();
    h.approve(U.a);
    const recordId = approvalOf(h, U.a);
    const effects = h.do({ type: 'recall', by: U.a, recordId, opinion: 'wait' });
    expect(h.holders().sort()).toEqual([U.a, U.d].sort());
    expect([h.phase('A'), h.phase('B')]).toEqual(['running', 'idle']);
    expect(h.state.records.find((r) => r.id === recordId)?.status).toBe(-1);
    expect(effectsOf(effects, 'recordAdded')[0].record).toMatchObject({ handleStatus: 3, opinion: 'wait' });
    expect(h.state.thisStepId).toBe('A');
    expect(h.try({ type: 'recall', by: U.a, recordId })).toMatchObject({
      ok: false,
      error: { code: 'WF0006' },
    });
  });

  it('is refused once the next node acted (WF0011)', () => {
    const h = harness(chain());
    h.submit();
    h.approve(U.a);
    h.approve(U.b);
    expect(h.try({ type: 'recall', by: U.a, recordId: approvalOf(h, U.a) })).toMatchObject({
      ok: false,
      error: { code: 'WF0011', reason: 'movedOn' },
    });
  });

  it('is refused for a rejection (WF0010), by someone else, and once the task finished', () => {
    const next = { child: approver('C', { approvers: [U.c] }) };
    const h = harness(
      start(approver('A', { approvers: [U.a, U.b], counterSign: 1, countersignRatio: 50 }, next)),
    );
    h.submit();
    h.reject(U.b);
    const rejection = h.state.records.find((r) => r.handleStatus === 0)?.id ?? '';
    expect(h.try({ type: 'recall', by: U.b, recordId: rejection })).toMatchObject({
      ok: false,
      error: { code: 'WF0010' },
    });
    h.approve(U.a);
    const approval = approvalOf(h, U.a);
    expect(h.try({ type: 'recall', by: U.b, recordId: approval })).toMatchObject({
      ok: false,
      error: { reason: 'notOperator' },
    });
    h.approve(U.c);
    expect(h.try({ type: 'recall', by: U.a, recordId: approval })).toMatchObject({
      ok: false,
      error: { code: 'WF0011' },
    });
  });

  it('in a countersign, an earlier vote may be recalled while the node is current', () => {
    const h = harness(chain());
    h.submit();
    h.approve(U.a);
    h.approve(U.b);
    const effects = h.do({ type: 'recall', by: U.b, recordId: approvalOf(h, U.b) });
    expect(h.holders('B').sort()).toEqual([U.b, U.c].sort());
    expect(effectsOf(effects, 'operatorChanged')[0].operator).toMatchObject({ handleId: U.b, completion: 0 });
  });

  it('after a countersign completed, only the deciding vote may be recalled', () => {
    const h = harness(
      start(
        approver(
          'A',
          { approvers: [U.a, U.b], counterSign: 1 },
          { child: approver('C', { approvers: [U.c] }) },
        ),
      ),
    );
    h.submit();
    h.approve(U.a);
    h.approve(U.b);
    expect(h.try({ type: 'recall', by: U.a, recordId: approvalOf(h, U.a) })).toMatchObject({
      ok: false,
      error: { code: 'WF0011' },
    });
    h.do({ type: 'recall', by: U.b, recordId: approvalOf(h, U.b) });
    expect(h.holders()).toEqual([U.b]);
    expect(h.phase('C')).toBe('idle');
  });
});
