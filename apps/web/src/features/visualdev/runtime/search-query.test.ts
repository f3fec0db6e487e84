import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toListJson, toSearchFields } from './search-query.ts';

const item = (jnpfKey: string, key: string, searchType: number, more: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label: key, ...(more.config as object) },
  __vModel__: key,
  searchType,
  ...more,
});

const SEARCH = [
  item('comInput', 'name', 2),
  item('numInput', 'qty', 3),
  item('numInput', 'code', 1),
  item('date', 'day', 3, { format: 'yyyy-MM-dd' }),
  item('date', 'at', 3, { format: 'yyyy-MM-dd HH:mm' }),
  item('createTime', 'created', 3),
  item('time', 'clock', 3),
  item('switch', 'on', 1, { activeValue: 1, inactiveValue: 0 }),
  item('select', 'kind', 1, { __slot__: { options: [{ id: 'a', fullName: '甲' }] } }),
  item('select', 'dict', 1, { config: { dataType: 'dictionary' } }),
  item('divider', 'line', 1),
];

describe('runtime search fields', () => {
  it('picks a control per kind and searchType, static options only, layout kinds dropped', () => {
    const fields = toSearchFields(SEARCH);
    const by = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(fields.map((f) => f.key)).not.toContain('line');
    expect(by.name.control).toBe('text');
    expect(by.qty.control).toBe('number-range');
    expect(by.code.control).toBe('number');
    expect(by.day).toMatchObject({ control: 'date-range', hasTime: false });
    expect(by.at).toMatchObject({ control: 'date-range', hasTime: true });
    expect(by.clock).toMatchObject({ control: 'time-range', format: 'HH:mm:ss' });
    expect(by.kind).toMatchObject({ control: 'select', options: [{ value: 'a', label: '甲' }] });
    expect(by.dict.control).toBe('text');
    expect(by.on.switchValues).toEqual([1, 0]);
  });

  it('maps the bar values to the List json: ranges as [min, max], days from their start, blanks left out', () => {
    const fields = toSearchFields(SEARCH);
    const d1 = dayjs('2026-03-01T10:30:00');
    const d2 = dayjs('2026-03-05T18:00:00');
    const json = toListJson(fields, {
      name: '  acme ',
      qty: [5, undefined],
      code: undefined,
      day: [d1, d2],
      at: [d1, d2],
      created: [d1, d2],
      clock: [dayjs('2026-01-01T08:00:00'), dayjs('2026-01-01T09:15:30')],
      on: 'off',
      kind: 'a',
      dict: '   ',
    });
    expect(json).toEqual({
      name: 'acme',
      qty: [5, null],
      day: [dayjs('2026-03-01').valueOf(), dayjs('2026-03-05').valueOf()],
      at: [d1.valueOf(), d2.valueOf()],
      created: [dayjs('2026-03-01').valueOf(), dayjs('2026-03-05').valueOf()],
      clock: ['08:00:00', '09:15:30'],
      on: 0,
      kind: 'a',
    });
  });

  it('leaves out an empty number range and a half-picked date range', () => {
    const fields = toSearchFields(SEARCH);
    expect(toListJson(fields, { qty: [undefined, undefined], day: [dayjs(), null], on: undefined })).toEqual(
      {},
    );
    expect(toListJson(fields, { qty: { 0: null, 1: 9 } })).toEqual({ qty: [null, 9] });
  });
});
