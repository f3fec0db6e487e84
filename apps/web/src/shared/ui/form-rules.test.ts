import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildFormRules } from './form-rules.ts';

const rules = buildFormRules(((key: string) => key) as unknown as TFunction);
const patternOf = (rule: unknown) => (rule as { pattern: RegExp }).pattern;

describe('form rules from the contracts', () => {
  it('refuses _ in a record code (spec §5) and allows it in a menu item code', () => {
    expect(patternOf(rules.enCode).test('permission.user')).toBe(true);
    expect(patternOf(rules.enCode).test('my_code')).toBe(false);
    expect(patternOf(rules.itemCode).test('btn_add')).toBe(true);
    expect(patternOf(rules.itemCode).test('btn.')).toBe(false);
  });
});
