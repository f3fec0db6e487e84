import type { TCurrentUser, TPermissionEntry } from '@app/contracts';
import { render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from './auth-store.ts';
import { Auth, pageGrants, usePermission } from './permission.tsx';

function signInWith(permissions: string[]): void {
  const userInfo = { permissions } as unknown as TCurrentUser['userInfo'];
  useAuthStore.getState().setCurrentUser({ userInfo, menuList: [], permissionList: [] });
}

const entry: TPermissionEntry = {
  modelId: 'm-user',
  moduleName: '用户管理',
  button: [{ id: 'b1', fullName: '新增', enCode: 'btn_add' }],
  column: [{ id: 'c1', fullName: '账号', enCode: 'account' }],
  form: [],
  resource: [],
};

describe('<Auth>', () => {
  afterEach(() => useAuthStore.getState().resetToken());

  it('renders nothing when the user lacks the code', () => {
    signInWith(['permission.user']);
    render(<Auth code="permission.user:btn_add">新增</Auth>);
    expect(screen.queryByText('新增')).not.toBeInTheDocument();
  });

  it('renders its children when the user holds the code', () => {
    signInWith(['permission.user', 'permission.user:btn_add']);
    render(<Auth code="permission.user:btn_add">新增</Auth>);
    expect(screen.getByText('新增')).toBeInTheDocument();
  });

  it('lets the super administrator (*) see everything', () => {
    signInWith(['*']);
    const { result } = renderHook(() => usePermission('system.menu:btn_remove'));
    expect(result.current).toBe(true);
  });

  it('hides everything when signed out', () => {
    const { result } = renderHook(() => usePermission('permission.user'));
    expect(result.current).toBe(false);
  });
});

describe('pageGrants', () => {
  it('grants only the buttons and columns the page entry lists', () => {
    const g = pageGrants([entry], 'm-user');
    expect([g.hasButton('btn_add'), g.hasButton('btn_remove')]).toEqual([true, false]);
    expect([g.hasColumn('account'), g.hasColumn('mobile')]).toEqual([true, false]);
  });

  it('denies everything without a modelId or an entry', () => {
    expect(pageGrants([entry], undefined).hasButton('btn_add')).toBe(false);
    expect(pageGrants([entry], 'other').hasButton('btn_add')).toBe(false);
  });
});
