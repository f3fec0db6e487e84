import type { TMenuNode } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { buildSearchEntries, createRouteSearcher } from './search-routes.ts';

const node = (over: Partial<TMenuNode>): TMenuNode => ({
  id: over.enCode ?? 'x',
  parentId: '-1',
  fullName: '',
  enCode: '',
  icon: '',
  type: 2,
  urlAddress: '',
  linkTarget: '',
  category: 'Web',
  propertyJson: '',
  sortCode: 0,
  hasChildren: false,
  isLeaf: true,
  num: 0,
  children: null,
  ...over,
});

const MENU: TMenuNode[] = [
  node({
    enCode: 'permission',
    fullName: '组织管理',
    type: 1,
    children: [
      node({ enCode: 'permission.user', fullName: '用户管理', urlAddress: 'permission/user' }),
      node({ enCode: 'permission.role', fullName: '角色管理', urlAddress: 'permission/role' }),
    ],
  }),
  node({
    enCode: 'site',
    fullName: '官网',
    type: 7,
    urlAddress: 'https://example.com',
    linkTarget: '_blank',
  }),
];

describe('header search', () => {
  const entries = buildSearchEntries(MENU, (_code, name) => name);

  it('lists pages with breadcrumbs and leaves out directories and outside links', () => {
    expect(entries).toEqual([
      { path: '/permission/user', title: '用户管理', trail: ['组织管理', '用户管理'] },
      { path: '/permission/role', title: '角色管理', trail: ['组织管理', '角色管理'] },
    ]);
  });

  it('finds by title and by path, best first', () => {
    const search = createRouteSearcher(entries);
    expect(search('用户')[0]?.path).toBe('/permission/user');
    expect(search('role')[0]?.path).toBe('/permission/role');
    expect(search('   ')).toEqual([]);
    expect(search('zzzzqqq')).toEqual([]);
  });
});
