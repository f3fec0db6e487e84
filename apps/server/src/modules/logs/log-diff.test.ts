import { describe, expect, it } from 'vitest';
import { diffRecords, itemListChanges, listChange, operationDetailJson } from './log-diff.ts';

describe('operation changes', () => {
  it('lists the changed fields of an update, lists as removed and added, never secrets or bookkeeping', () => {
    const before = {
      id: 'a',
      fullName: 'A',
      sortCode: 1,
      roleIds: ['r1', 'r2'],
      lastModifyTime: 1,
      gender: '1',
    };
    const after = {
      id: 'a',
      fullName: 'B',
      sortCode: 1,
      roleIds: ['r2', 'r3'],
      lastModifyTime: 2,
      passwordHash: 'x',
      gender: undefined,
      description: '',
    };
    expect(diffRecords(before, after)).toEqual([
      { field: 'fullName', before: 'A', after: 'B' },
      { field: 'roleIds', removed: ['r1'], added: ['r3'] },
    ]);
  });

  it('lists the filled fields of a create and of a delete', () => {
    expect(diffRecords(null, { id: 'x', fullName: 'N', description: null, creatorTime: 5 })).toEqual([
      { field: 'fullName', before: null, after: 'N' },
    ]);
    expect(diffRecords({ fullName: 'N', tags: [] }, null)).toEqual([
      { field: 'fullName', before: 'N', after: null },
    ]);
  });

  it('groups grant rows by item type in the given order', () => {
    const row = (itemType: string, itemId: string) => ({ itemType, itemId });
    expect(itemListChanges(['module', 'button'], [row('button', 'b1')], [row('module', 'm1')])).toEqual([
      { field: 'module', removed: [], added: ['m1'] },
      { field: 'button', removed: ['b1'], added: [] },
    ]);
    expect(listChange('x', ['a'], ['a'])).toBeNull();
  });

  it('keeps the detail whole JSON under the log writer cut, marking what it left out', () => {
    const ids = Array.from({ length: 400 }, (_, i) => `id-${String(i).padStart(28, '0')}`);
    const json = operationDetailJson([
      { field: 'button', removed: [], added: ids },
      ...diffRecords(null, { a: 'x' }),
    ]);
    expect(json.length).toBeLessThan(8000);
    const detail = JSON.parse(json);
    expect(detail.truncated).toBe(true);
    expect(detail.changes[0].added).toHaveLength(50);
  });
});
