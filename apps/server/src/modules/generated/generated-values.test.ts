import { pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  formNumber,
  jsonColumn,
  formSwitch,
  storedJson,
  storedMillis,
  storedNumber,
  storedSwitch,
  storedText,
} from './generated-values.ts';

describe('generated module values', () => {
  it('stores blanks as null and prints scalars as text', () => {
    expect([storedText(undefined), storedText(''), storedText(null)]).toEqual([null, null, null]);
    expect([storedText('a'), storedText(12), storedText(true)]).toEqual(['a', '12', 'true']);
  });
  it('keeps only finite numbers and whole milliseconds', () => {
    expect([storedNumber(1.5), storedNumber('1'), storedNumber(Number.NaN)]).toEqual([1.5, null, null]);
    expect(storedMillis(1700000000123.9)).toBe(1700000000123);
  });
  it("maps a switch's active value to true and back", () => {
    expect([storedSwitch(1, 1), storedSwitch(0, 1), storedSwitch('', 1)]).toEqual([true, false, null]);
    expect([formSwitch(true, 'y', 'n'), formSwitch(false, 'y', 'n'), formSwitch(null, 1, 0)]).toEqual([
      'y',
      'n',
      null,
    ]);
  });
  it('keeps json as it is and reads numeric text as a number', () => {
    expect(storedJson([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(storedJson('')).toBeNull();
    expect([formNumber('12.50'), formNumber(null)]).toEqual([12.5, null]);
  });
  it('keeps a jsonb string as the driver parsed it (a select\'s "1" stays "1")', () => {
    const column = pgTable('t', { v: jsonColumn('v') }).v;
    expect(column.getSQLType()).toBe('jsonb');
    expect(column.mapFromDriverValue('1')).toBe('1');
    expect(column.mapToDriverValue(['a'])).toBe('["a"]');
  });
});
