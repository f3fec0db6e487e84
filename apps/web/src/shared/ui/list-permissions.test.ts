import { describe, expect, it } from 'vitest';
import { pageGrants } from '../auth/permission.tsx';
import { filterByGrants, visibleItems } from './list-permissions.ts';

const entry = {
  modelId: 'm1',
  moduleName: 'users',
  button: [{ id: '1', fullName: 'add', enCode: 'btn_add' }],
  column: [{ id: '2', fullName: 'name', enCode: 'realName' }],
  form: [],
  resource: [],
};

describe('list page permissions', () => {
  const buttons = [
    { key: 'add', permission: 'btn_add' },
    { key: 'remove', permission: 'btn_remove' },
    { key: 'refresh' },
  ];
  const columns = [
    { key: 'realName', permission: 'realName' },
    { key: 'mobile', permission: 'mobile' },
  ];

  it('shows only granted buttons and columns of the page', () => {
    const result = filterByGrants(pageGrants([entry], 'm1'), buttons, columns);
    expect(result.buttons.map((b) => b.key)).toEqual(['add', 'refresh']);
    expect(result.columns.map((c) => c.key)).toEqual(['realName']);
  });

  it('denies coded items without a page entry', () => {
    expect(visibleItems(buttons, pageGrants([entry], undefined).hasButton).map((b) => b.key)).toEqual([
      'refresh',
    ]);
  });

  it('shows everything when checking is turned off', () => {
    expect(visibleItems(buttons, () => false, false)).toHaveLength(3);
  });
});
