import { flattenFields, type TColumnData, type TFormField } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { buildColumnSpecs, buttonValues, cellText, namesLookup, toSort } from './runtime-columns.ts';

const field = (jnpfKey: string, key: string, more: Record<string, unknown> = {}): TFormField =>
  ({ __config__: { jnpfKey, label: `L-${key}` }, __vModel__: key, ...more }) as unknown as TFormField;

const FIELDS = flattenFields([
  field('comInput', 'name'),
  field('select', 'kind', { __slot__: { options: [{ id: 'a', fullName: '甲' }] } }),
  field('switch', 'on', { activeTxt: '启用', inactiveTxt: '停用', activeValue: 1, inactiveValue: 0 }),
  field('date', 'day', { format: 'yyyy-MM-dd' }),
  field('uploadFz', 'files'),
  field('userSelect', 'owner'),
  {
    __config__: { jnpfKey: 'table', label: 'rows', children: [field('numInput', 'qty')] },
    __vModel__: 'rows',
  } as unknown as TFormField,
]);

describe('runtime columns', () => {
  it('follows the design order, drops unknown props and sub-tables, reads width, align and sortable', () => {
    const design = {
      columnList: [
        { prop: 'kind', label: '类别', align: 'center', width: '120', sortable: true },
        { prop: 'gone', label: 'x' },
        { prop: 'rows', label: 'rows' },
        { prop: 'name', label: '', align: 'weird', width: null },
      ],
    } as unknown as TColumnData;
    const specs = buildColumnSpecs(design, FIELDS);
    expect(specs.map((s) => [s.key, s.title, s.width, s.align, s.isSortable])).toEqual([
      ['kind', '类别', 120, 'center', true],
      ['name', 'L-name', undefined, 'left', false],
    ]);
  });

  it('shows option labels, switch texts, dates, file names and looked-up names', () => {
    const by = Object.fromEntries(FIELDS.map((f) => [f.key, f]));
    const names = (kind: string, id: string) => (kind === 'user' && id === 'u1' ? '张三' : undefined);
    expect(cellText(by.kind, 'a', names)).toBe('甲');
    expect(cellText(by.on, 0, names)).toBe('停用');
    expect(cellText(by.day, new Date(2026, 2, 1).getTime(), names)).toBe('2026-03-01');
    expect(cellText(by.files, [{ name: 'a.pdf', url: '/x' }, { name: 'b.png' }], names)).toBe('a.pdf, b.png');
    expect(cellText(by.owner, 'u1', names)).toBe('张三');
    expect(cellText(by.owner, 'u2', names)).toBe('u2');
    expect(cellText(by.name, null, names)).toBe('');
  });

  it('maps the table sorter and the button lists', () => {
    expect(toSort('kind', 'ascend')).toEqual({ sidx: 'kind', sort: 'asc' });
    expect(toSort('kind', 'descend')).toEqual({ sidx: 'kind', sort: 'desc' });
    expect(toSort('kind', null)).toEqual({});
    expect(buttonValues([{ value: 'add' }, { nope: 1 }, 'x', { value: 'download' }])).toEqual([
      'add',
      'download',
    ]);
    expect(buttonValues(undefined)).toEqual([]);
  });
});

describe('list cells with names from the List answer', () => {
  const names = namesLookup({ 'dictionary:d1': '华东', 'dictionary:d2': '华北', 'user:u1': '张三' });
  it('show dictionary-backed options, users and pinned columns by name', () => {
    const cat = flattenFields([
      { __config__: { jnpfKey: 'checkbox', label: '区域', dataType: 'dictionary' }, __vModel__: 'area' },
    ] as unknown as TFormField[])[0];
    expect(cellText(cat, ['d1', 'd2', 'gone'], names)).toBe('华东,华北,gone');
    const owner = FIELDS.find((f) => f.key === 'owner')!;
    expect(cellText(owner, 'u1', names)).toBe('张三');
    expect(cellText(owner, 'u9', namesLookup(undefined))).toBe('u9');
    const design = {
      columnList: [
        { prop: 'name', fixed: 'left' },
        { prop: 'day', fixed: 'none' },
      ],
    };
    const specs = buildColumnSpecs(design as unknown as TColumnData, FIELDS);
    expect(specs.map((s) => s.fixed)).toEqual(['left', undefined]);
  });
});
