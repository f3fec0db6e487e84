import { describe, expect, it } from 'vitest';
import { COLUMN_FIXTURE } from './fixtures/index.ts';
import { ZColumnData, listButtonValues } from './column-data.ts';

describe('columnData schema', () => {
  it('keeps a JNPF list design and its unknown keys as they came', () => {
    const design = { ...COLUMN_FIXTURE, columnList: [{ prop: 'a', fixed: 'none', width: '120', extra: 1 }] };
    expect(ZColumnData.parse(design)).toEqual(design);
  });

  it('names the bad key of a search type, alignment, list type or page size', () => {
    const bad = [
      [{ searchList: [{ __vModel__: 'a', searchType: 4 }] }, 'searchList.0.searchType'],
      [{ columnList: [{ prop: 'a', align: 'middle' }] }, 'columnList.0.align'],
      [{ type: 4 }, 'type'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ useColumnPermission: 'yes' }, 'useColumnPermission'],
    ] as const;
    for (const [design, path] of bad) {
      const r = ZColumnData.safeParse(design);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].path.join('.')).toBe(path);
    }
  });

  it('reads the values of a button list, skipping entries without one', () => {
    expect(listButtonValues([{ value: 'add' }, { label: 'x' }, null, { value: 'print' }])).toEqual([
      'add',
      'print',
    ]);
    expect(listButtonValues(undefined)).toEqual([]);
  });
});
