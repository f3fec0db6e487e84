import type { TFlowCondition } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { testConditions } from './conditions.ts';
import { approver, branch, effectsOf, harness, parallel, start, U } from './test/fixtures.ts';

const c = (
  field: string,
  symbol: TFlowCondition['symbol'],
  filedValue: string | number,
  logic?: '&&' | '||',
) => ({ field, symbol, filedValue, logic }) as TFlowCondition;

describe('conditions', () => {
  it('compares numbers with >= > == <= < <>', () => {
    const form = { amount: 500 };
    expect(testConditions([c('amount', '>=', 500)], form)).toBe(true);
    expect(testConditions([c('amount', '>', 500)], form)).toBe(false);
    expect(testConditions([c('amount', '==', '500')], form)).toBe(true);
    expect(testConditions([c('amount', '<=', 499)], form)).toBe(false);
    expect(testConditions([c('amount', '<', 501)], form)).toBe(true);
    expect(testConditions([c('amount', '<>', 500)], form)).toBe(false);
  });

  it('joins with && before ||', () => {
    const form = { a: 1, b: 2, x: 9 };
    expect(testConditions([c('a', '==', 1, '&&'), c('b', '==', 3, '||'), c('x', '==', 9)], form)).toBe(true);
    expect(testConditions([c('a', '==', 1, '&&'), c('b', '==', 3, '||'), c('x', '==', 0)], form)).toBe(false);
    expect(testConditions([c('a', '==', 0, '||'), c('b', '==', 2, '&&'), c('x', '==', 9)], form)).toBe(true);
  });

  it('compares select, org and user values by id or by display name', () => {
    const labels = { dept: { D1: '财务部' } };
    expect(testConditions([c('dept', '==', 'D1')], { dept: 'D1' }, labels)).toBe(true);
    expect(testConditions([c('dept', '==', '财务部')], { dept: 'D1' }, labels)).toBe(true);
    expect(testConditions([c('dept', '<>', '财务部')], { dept: 'D1' }, labels)).toBe(false);
    expect(testConditions([c('tags', '==', 'b')], { tags: ['a', 'b'] })).toBe(true);
  });

  it('treats a missing or non-numeric value as not comparable', () => {
    expect(testConditions([c('amount', '>', 1)], {})).toBe(false);
    expect(testConditions([c('amount', '<', 1)], { amount: 'abc' })).toBe(false);
  });
});

describe('condition groups', () => {
  const flow = start(approver('after', { approvers: [U.d] }), {}, [
    branch(
      'big',
      { priority: 1, conditions: [c('amount', '>', 1000)] },
      approver('CFO', { approvers: [U.c] }),
    ),
    branch(
      'mid',
      { priority: 2, conditions: [c('amount', '>', 100)] },
      approver('MGR', { approvers: [U.b] }),
    ),
    branch('else', { priority: 3, isDefault: true }),
  ]);

  it('takes the first true branch by priority and prunes the others', () => {
    const h = harness(flow, { formData: { amount: 5000 } });
    h.submit();
    expect(h.holders()).toEqual([U.c]);
    expect(h.state.nodes.filter((n) => n.pruned).map((n) => n.id)).toEqual(['MGR']);
  });

  it('takes the default branch when nothing holds (an empty default goes straight on)', () => {
    const h = harness(flow, { formData: { amount: 5 } });
    h.submit();
    expect(h.holders()).toEqual([U.d]);
    expect(h.state.nodes.find((n) => n.id === 'start')?.next).toEqual(['after']);
  });

  it('uses the form as submitted', () => {
    const h = harness(flow);
    h.do({ type: 'submit', by: U.launcher, formData: { amount: 200 } });
    expect(h.holders()).toEqual([U.b]);
  });
});

describe('parallel branches', () => {
  const flow = start(approver('J', { approvers: [U.d], progress: 90 }), {}, [
    parallel('P1', { approvers: [U.a], progress: 30 }),
    parallel('P2', { approvers: [U.b], progress: 50 }, { child: approver('P2b', { approvers: [U.c] }) }),
  ]);

  it('runs every branch and joins only when all have finished', () => {
    const h = harness(flow);
    h.submit();
    expect(h.holders().sort()).toEqual([U.a, U.b]);
    expect(h.state.thisStepId).toBe('P1,P2');
    expect(h.state.completion).toBe(30);
    h.approve(U.a);
    h.approve(U.b);
    expect(h.phase('J')).toBe('idle');
    expect(h.holders()).toEqual([U.c]);
    h.approve(U.c);
    expect(h.holders()).toEqual([U.d]);
    expect(h.state).toMatchObject({ thisStepId: 'J', completion: 90 });
    const effects = h.approve(U.d);
    expect(h.state).toMatchObject({ status: 2, completion: 100, thisStepId: 'end', thisStep: '结束' });
    expect(effectsOf(effects, 'message').find((m) => m.template === 'finished')?.to).toEqual([U.launcher]);
  });
});

describe('progress and thisStep', () => {
  it('derives completion from depth when nodes name no progress', () => {
    const h = harness(start(approver('A', {}, { child: approver('B', {}, { child: approver('C') }) })));
    h.submit();
    expect(h.state).toMatchObject({ thisStep: 'A', thisStepId: 'A', completion: 0 });
    h.approve(U.a);
    expect(h.state.completion).toBe(33);
    h.approve(U.a);
    expect(h.state.completion).toBe(67);
  });

  it('a flow whose start leads to the end is approved at submit', () => {
    const h = harness(start());
    h.submit();
    expect(h.state).toMatchObject({ status: 2, completion: 100, thisStepId: 'end' });
  });
});
