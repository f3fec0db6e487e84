import { describe, expect, it } from 'vitest';
import { initialRows, isEmptyCell, summarize, validateRows, type TInputColumn } from './input-table-logic.ts';
import { isSelectableNode, toTreeOptions, type TTreeNode } from './tree-select-logic.ts';
import { checkUploadFile } from './upload-rules.ts';

describe('upload rules (spec §5)', () => {
  it('refuses files over the size with 文件大小超过{size}{unit}', () => {
    expect(checkUploadFile({ size: 3 * 1024 * 1024 }, 0, {})).toBe('文件大小超过2MB');
    expect(checkUploadFile({ size: 600 * 1024 }, 0, { fileSize: 500, sizeUnit: 'KB' })).toBe(
      '文件大小超过500KB',
    );
    expect(checkUploadFile({ size: 100 }, 0, {})).toBeNull();
  });

  it('refuses more than the limit, naming files or images', () => {
    expect(checkUploadFile({ size: 1 }, 3, { limit: 3 })).toBe('当前限制最多可以上传3个文件');
    expect(checkUploadFile({ size: 1 }, 2, { limit: 2, isImage: true })).toBe('当前限制最多可以上传2张图片');
  });
});

describe('input table', () => {
  const columns: TInputColumn[] = [
    { key: 'name', label: '名称', kind: 'text', required: true },
    { key: 'price', label: '金额', kind: 'amount' },
    { key: 'qty', label: '数量', kind: 'number' },
    { key: 'rate', label: '比例', kind: 'slider' },
  ];

  it('sums amount, number and slider columns in the 合计 row', () => {
    const rows = [
      { name: 'a', price: 1.5, qty: 2, rate: 10 },
      { name: 'b', price: '2', qty: null, rate: 5 },
    ];
    expect(summarize(rows, columns)).toEqual({ price: 3.5, qty: 2, rate: 15 });
  });

  it('reports empty required cells as 不能为空', () => {
    expect(isEmptyCell([])).toBe(true);
    expect(isEmptyCell(0)).toBe(false);
    expect(validateRows([{ name: '' }], columns)).toBe('名称不能为空');
    expect(validateRows([{ name: 'x' }], columns)).toBeNull();
  });

  it('starts with one empty row or the given rows', () => {
    expect(initialRows(undefined)).toEqual([{}]);
    expect(initialRows([{ name: 'x' }])).toEqual([{ name: 'x' }]);
  });
});

describe('tree select last-level restriction', () => {
  const tree: TTreeNode[] = [
    {
      id: 'c',
      fullName: '公司',
      type: 'company',
      children: [{ id: 'd', fullName: '部门', type: 'department' }],
    },
  ];

  it('accepts only leaves of the right type in last-level mode', () => {
    expect(isSelectableNode(tree[0], true)).toBe(false);
    expect(isSelectableNode(tree[0].children![0], true, 'department')).toBe(true);
    expect(isSelectableNode(tree[0].children![0], true, 'user')).toBe(false);
    expect(isSelectableNode(tree[0], false)).toBe(true);
    expect(toTreeOptions(tree, true)[0]).toMatchObject({ value: 'c', selectable: false });
  });
});
