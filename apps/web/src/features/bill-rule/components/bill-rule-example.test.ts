import { describe, expect, it } from 'vitest';
import { exampleOf } from './bill-rule-dialog.tsx';

describe('the live bill-rule example', () => {
  const day = new Date(2026, 2, 5);

  it('joins prefix, date part and the zero-padded start number', () => {
    expect(exampleOf({ prefix: 'BR', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '7' }, day)).toBe(
      'BR202603050007',
    );
    expect(exampleOf({ prefix: 'X', dateFormat: 'yyyyMM', digit: 3, startNumber: '12' }, day)).toBe(
      'X202603012',
    );
    expect(exampleOf({ prefix: '', dateFormat: 'no', digit: 2, startNumber: '1' }, day)).toBe('01');
  });

  it('shows nothing while the width or start number cannot make a number', () => {
    expect(exampleOf({ prefix: 'BR', digit: 0, startNumber: '1' }, day)).toBe('');
    expect(exampleOf({ prefix: 'BR', digit: 4, startNumber: 'abc' }, day)).toBe('');
  });
});
