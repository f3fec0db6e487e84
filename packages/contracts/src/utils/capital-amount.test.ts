import { describe, expect, it } from 'vitest';
import { toChineseAmount } from './capital-amount.ts';

const text = (v: number | string): string => {
  const r = toChineseAmount(v);
  return r.ok ? r.text : `!${r.message}`;
};

describe('Chinese capital amounts', () => {
  it('converts integers, zeros inside and decimals', () => {
    expect(text(0)).toBe('零元整');
    expect(text(100)).toBe('壹佰元整');
    expect(text(1234.56)).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(text(10000)).toBe('壹万元整');
    expect(text(100010)).toBe('壹拾万零壹拾元整');
    expect(text(100000000)).toBe('壹亿元整');
    expect(text(1.05)).toBe('壹元零伍分');
    expect(text(0.5)).toBe('伍角');
    expect(text(100200300)).toBe('壹亿零贰拾万零叁佰元整');
  });

  it('refuses negative and non-numeric input', () => {
    expect(text(-1)).toBe('!请输入正确的金额');
    expect(text('abc')).toBe('!请输入正确的金额');
  });

  it('refuses more than 12 integer digits: amount too large to calculate', () => {
    expect(text('999999999999')).toMatch(/^玖仟玖佰玖拾玖亿/);
    expect(text('1234567890123')).toBe('!金额过大无法计算');
  });
});
