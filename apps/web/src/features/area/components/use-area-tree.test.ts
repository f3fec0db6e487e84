import { describe, expect, it } from 'vitest';
import type { TAreaItem } from '@app/contracts';
import { attachChildren } from './use-area-tree.ts';

const area = (id: string, hasChildren: boolean): TAreaItem => ({
  id,
  parentId: '-1',
  enCode: id,
  fullName: id,
  type: 1,
  enabledMark: 1,
  sortCode: 0,
  isLeaf: !hasChildren,
  hasChildren,
});

describe('the lazy area tree', () => {
  it('gives unloaded parents one placeholder row and leaves none to leaves', () => {
    const [gd, leaf] = attachChildren([area('440000', true), area('710000', false)], new Map());
    expect(gd.children).toEqual([expect.objectContaining({ isPlaceholder: true, parentId: '440000' })]);
    expect(leaf.children).toBeUndefined();
  });

  it('puts loaded children under their parent, recursively', () => {
    const loaded = new Map([
      ['440000', [area('440300', true)]],
      ['440300', [area('440305', false)]],
    ]);
    const [gd] = attachChildren([area('440000', true)], loaded);
    expect(gd.children?.[0].id).toBe('440300');
    expect(gd.children?.[0].children?.[0].id).toBe('440305');
  });
});
