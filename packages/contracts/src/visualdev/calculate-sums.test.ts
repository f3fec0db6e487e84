import { describe, expect, it } from 'vitest';
import { evaluateCalculation } from './calculate.ts';
import { withTableSums } from './calculate-sums.ts';

describe('withTableSums', () => {
  it('replaces sub-table column tokens by their sums, so evaluateCalculation sees numbers', () => {
    const values = { a: 2, lines: [{ qty: 1 }, { qty: '4' }, { qty: 'x' }], neg: [{ v: -3 }] };
    expect(withTableSums(['a', '+', 'lines.qty'], values)).toEqual(['a', '+', '5']);
    expect(evaluateCalculation(withTableSums(['a', '*', 'lines.qty'], values), values)).toBe(10);
    expect(evaluateCalculation(withTableSums(['a', '+', 'neg.v'], values), values)).toBe(-1);
    expect(evaluateCalculation(withTableSums(['missing.col', '+', '1'], values), values)).toBe(1);
    expect(withTableSums('not a list', values)).toBe('not a list');
  });
});

describe('evaluateCalculation over sub-table columns', () => {
  it('sums a table.column token itself, so the server stores what the browser shows', () => {
    const values = { a: 2, lines: [{ qty: 1 }, { qty: '4' }] };
    expect(evaluateCalculation(['a', '*', 'lines.qty'], values)).toBe(10);
    expect(evaluateCalculation(['lines.qty', '-', '7'], values)).toBe(-2);
  });
});
