import { describe, expect, it } from 'vitest';
import { evaluateExpression, isValidExpression } from './calc-expression.ts';

describe('calculation expressions', () => {
  it('honours precedence and brackets with × and ÷', () => {
    expect(evaluateExpression('1+2×3')).toBe(7);
    expect(evaluateExpression('(1+2)×3')).toBe(9);
    expect(evaluateExpression('10÷4-0.5')).toBe(2);
    expect(evaluateExpression('2*(3+4)/7')).toBe(2);
    expect(evaluateExpression('-3+5')).toBe(2);
  });

  it('falls back to 0 on errors, NaN and division by zero', () => {
    expect(evaluateExpression('1+')).toBe(0);
    expect(evaluateExpression('alert(1)')).toBe(0);
    expect(evaluateExpression('1÷0')).toBe(0);
    expect(evaluateExpression('(1+2')).toBe(0);
  });

  it('accepts only alternating numbers and operators that start and end with a number', () => {
    expect(isValidExpression('1+(2×3)')).toBe(true);
    expect(isValidExpression('+1')).toBe(false);
    expect(isValidExpression('1+')).toBe(false);
    expect(isValidExpression('1 2')).toBe(false);
    expect(isValidExpression('1++2')).toBe(false);
    expect(isValidExpression('(1+2))')).toBe(false);
    expect(isValidExpression('')).toBe(false);
  });
});
