import { flattenFields, type TFormField } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  moveColumn,
  parseListDesign,
  setSearchType,
  toggleButton,
  toggleColumn,
  toggleSearch,
  updateColumn,
} from './list-design.ts';

const f = (jnpfKey: string, key: string, label: string) =>
  ({ __config__: { jnpfKey, label }, __vModel__: key }) as TFormField;
const FIELDS = flattenFields([
  f('comInput', 'name', '名称'),
  f('numInput', 'qty', '数量'),
  f('date', 'day', '日期'),
  f('dicSelect', 'cat', '分类'),
  {
    __config__: { jnpfKey: 'table', label: '明细', children: [f('comInput', 'item', '品名')] },
    __vModel__: 'items',
  },
]);
const byKey = (k: string) => FIELDS.find((x) => x.key === k)!;
const props = (d: { columnList: { prop: string }[] }) => d.columnList.map((c) => c.prop);

describe('list design state', () => {
  it('starts a model without a design with every top-level field as a column (no sub-table)', () => {
    const d = parseListDesign(null, FIELDS);
    expect(props(d)).toEqual(['name', 'qty', 'day', 'cat']);
    expect(d.searchList).toEqual([]);
    expect(d.pageSize).toBe(20);
    expect(d.btnsList.map((b) => b.value)).toEqual(['add', 'download']);
  });

  it('keeps a saved design, drops what names no field and repairs a search type the kind does not offer', () => {
    const saved = {
      columnList: [{ prop: 'qty', label: '件数', width: '120' }, { prop: 'gone' }, { prop: 'name' }],
      searchList: [
        { __vModel__: 'qty', searchType: 2 },
        { __vModel__: 'gone', searchType: 1 },
      ],
      type: 3,
      groupField: 'cat',
      useColumnPermission: true,
    };
    const d = parseListDesign(JSON.stringify(saved), FIELDS);
    expect(props(d)).toEqual(['qty', 'name']);
    expect(d.columnList[0]).toMatchObject({ label: '件数', width: 120, align: 'left', sortable: true });
    expect(d.searchList.map((s) => [s.__vModel__, s.searchType])).toEqual([['qty', 3]]);
    expect(d).toMatchObject({ type: 3, groupField: 'cat', useColumnPermission: true });
  });

  it('adds, removes, reorders and edits columns', () => {
    let d = parseListDesign(JSON.stringify({ columnList: [{ prop: 'name' }] }), FIELDS);
    d = toggleColumn(d, byKey('qty'), true);
    d = toggleColumn(d, byKey('day'), true);
    expect(props(d)).toEqual(['name', 'qty', 'day']);
    d = moveColumn(d, 'day', 'name');
    expect(props(d)).toEqual(['day', 'name', 'qty']);
    d = updateColumn(d, 'name', {
      width: 200,
      align: 'center',
      sortable: false,
      fixed: 'left',
      label: '客户',
    });
    expect(d.columnList[1]).toMatchObject({
      prop: 'name',
      width: 200,
      align: 'center',
      sortable: false,
      fixed: 'left',
    });
    d = toggleColumn(d, byKey('day'), false);
    expect(props(d)).toEqual(['name', 'qty']);
    expect(moveColumn(d, 'name', 'nope')).toBe(d);
  });

  it('gives search fields their kind’s types: a range for numbers and dates, fuzzy or exact for text', () => {
    let d = parseListDesign(null, FIELDS);
    d = toggleSearch(d, byKey('qty'), true);
    d = toggleSearch(d, byKey('day'), true);
    d = toggleSearch(d, byKey('name'), true);
    expect(d.searchList.map((s) => [s.__vModel__, s.searchType])).toEqual([
      ['qty', 3],
      ['day', 3],
      ['name', 2],
    ]);
    d = setSearchType(d, 'name', 1);
    d = setSearchType(d, 'name', 3); // text offers no range: unchanged
    expect(d.searchList[2].searchType).toBe(1);
    expect(d.searchList[0].__config__).toMatchObject({ jnpfKey: 'numInput', label: '数量' });
    d = toggleSearch(d, byKey('qty'), false);
    expect(d.searchList.map((s) => s.__vModel__)).toEqual(['day', 'name']);
  });

  it('keeps head buttons in the offered order', () => {
    const order = ['add', 'download', 'upload', 'batchRemove', 'print'];
    let d = parseListDesign(null, FIELDS);
    d = toggleButton(d, 'btnsList', 'print', true, order, '打印');
    d = toggleButton(d, 'btnsList', 'upload', true, order, '导入');
    expect(d.btnsList.map((b) => b.value)).toEqual(['add', 'download', 'upload', 'print']);
    d = toggleButton(d, 'btnsList', 'add', false, order, '新增');
    expect(d.btnsList.map((b) => b.value)).toEqual(['download', 'upload', 'print']);
  });
});
