import { PAGE_COLUMNS, type TPermissionEntry } from '@app/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../auth/auth-store.ts';
import { PageCodeContext, PageModelContext } from '../auth/permission.tsx';
import { columnCodeOf, guardColumns } from './column-guard.ts';
import { ListPage, type TListColumn } from './list-page.tsx';
import type { TPaged } from './use-paged-query.ts';

type TRow = { id: string; account: string; mobilePhone: string; roleName: string };

// The users page as our web declares it: two of the page's codes and a column the client has no code for.
const columns: TListColumn<TRow>[] = [
  { title: '账号', dataIndex: 'account' },
  { title: '手机', dataIndex: 'mobilePhone' },
  { title: '角色', dataIndex: 'roleName' },
];

function entryWith(codes: readonly string[]): TPermissionEntry {
  return {
    modelId: 'm-user',
    moduleName: '用户管理',
    button: [],
    column: codes.map((enCode) => ({ id: enCode, fullName: enCode, enCode })),
    form: [],
    resource: [],
  };
}

const allUserCodes = PAGE_COLUMNS['permission.user'].map((c) => c.enCode);

describe('column codes of a page', () => {
  it('guards a column by its id when the page declares that code, by its alias where named otherwise', () => {
    expect(columnCodeOf({ dataIndex: 'mobilePhone' }, 'permission.user')).toBe('mobilePhone');
    expect(columnCodeOf({ dataIndex: 'ipAddress' }, 'system.log')).toBe('ipaddress');
    expect(columnCodeOf({ dataIndex: 'loginAt' }, 'permission.userOnline')).toBe('loginTime');
  });

  it('leaves undeclared columns and pages without declared columns unguarded', () => {
    expect(columnCodeOf({ dataIndex: 'roleName' }, 'permission.user')).toBeUndefined();
    expect(columnCodeOf({ dataIndex: 'fullName' }, 'system.unknown')).toBeUndefined();
    expect(columnCodeOf({ dataIndex: 'x', permission: 'own' }, undefined)).toBe('own');
  });

  it('guards nothing when the page entry lists no column grants', () => {
    expect(guardColumns(columns, 'permission.user', false).map((c) => c.permission)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

function renderUsersPage(entry: TPermissionEntry): void {
  useAuthStore.setState({ permissionList: [entry] });
  const query = {
    data: {
      list: [{ id: '1', account: 'zs', mobilePhone: '13800000000', roleName: '管理员' }],
      pagination: { currentPage: 1, pageSize: 20, total: 1 },
    },
    isFetching: false,
    isError: false,
    refetch: () => undefined,
  } as unknown as UseQueryResult<TPaged<TRow>>;
  render(
    <MemoryRouter initialEntries={['/permission/user']}>
      <PageModelContext.Provider value="m-user">
        <PageCodeContext.Provider value="permission.user">
          <ListPage<TRow>
            rowKey="id"
            columns={columns}
            query={query}
            page={{ currentPage: 1, pageSize: 20 }}
            onPageChange={() => undefined}
            columnsKey={`test-${Math.random()}`}
          />
        </PageCodeContext.Provider>
      </PageModelContext.Provider>
    </MemoryRouter>,
  );
}

function chooserLabels(): string[] {
  fireEvent.click(screen.getByRole('button', { name: '列设置' }));
  const group = screen.getByRole('group', { name: '列设置' });
  return within(group)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent ?? '');
}

describe('the list scaffold under column codes', () => {
  afterEach(() => useAuthStore.setState({ permissionList: [] }));

  it('neither shows nor offers a column whose code is not granted', () => {
    renderUsersPage(entryWith(allUserCodes.filter((c) => c !== 'mobilePhone')));
    expect(screen.getByRole('columnheader', { name: '账号' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '手机' })).toBeNull();
    expect(screen.queryByText('13800000000')).toBeNull();
    expect(screen.getByRole('columnheader', { name: '角色' })).toBeInTheDocument();
    expect(chooserLabels()).toEqual(['账号', '角色']);
  });

  it('shows the super admin every column (all codes granted) as before', () => {
    renderUsersPage(entryWith(allUserCodes));
    for (const name of ['账号', '手机', '角色'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(chooserLabels()).toEqual(['账号', '手机', '角色']);
  });
});
