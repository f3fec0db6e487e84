import type { TMenuNode } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ancestorIds, DATA_SCREEN_URL, findMenuRoute, ticketViewUrl, toMenuRoute } from './menu-routes.ts';

function node(overrides: Partial<TMenuNode>): TMenuNode {
  return {
    id: 'n',
    parentId: '-1',
    fullName: '',
    enCode: '',
    icon: '',
    type: 2,
    urlAddress: '',
    linkTarget: '_self',
    category: 'Web',
    propertyJson: '{}',
    sortCode: 0,
    hasChildren: false,
    isLeaf: true,
    num: 0,
    children: null,
    ...overrides,
  };
}

const user = node({ id: 'u', enCode: 'permission.user', urlAddress: 'permission/user' });
const model = node({
  id: 'm',
  type: 3,
  urlAddress: 'model/orders',
  propertyJson: '{"moduleId":"mod-1","isTree":1}',
});
const tree = [node({ id: 'd', type: 1, enCode: 'permission', children: [user, model] })];

describe('menu routes', () => {
  it('derives paths: directories from the enCode, pages from the urlAddress', () => {
    expect(toMenuRoute(tree[0]).path).toBe('/permission');
    expect(toMenuRoute(user).path).toBe('/permission/user');
  });

  it('reads moduleId and isTree of model pages from propertyJson', () => {
    expect(toMenuRoute(model)).toMatchObject({ path: '/model/orders', moduleId: 'mod-1', isTree: true });
    expect(toMenuRoute(node({ type: 4, propertyJson: 'not json' })).moduleId).toBeUndefined();
  });

  it('embeds _self links in the app and opens the others outside', () => {
    expect(toMenuRoute(node({ id: 'l', type: 7, urlAddress: 'https://x.test' })).path).toBe('/link/l');
    const outside = toMenuRoute(
      node({ id: 'l', type: 7, urlAddress: 'https://x.test', linkTarget: '_blank' }),
    );
    expect(outside).toMatchObject({ path: '', externalUrl: 'https://x.test' });
  });

  it('finds pages by path, never directories, and their ancestors', () => {
    expect(findMenuRoute(tree, '/permission/user/')?.id).toBe('u');
    expect(findMenuRoute(tree, '/permission')).toBeUndefined();
    expect(ancestorIds(tree, '/permission/user')).toEqual(['d']);
    expect(ancestorIds(tree, '/nowhere')).toBeNull();
  });
});

describe('external views (type 6)', () => {
  it('opens outside the app: no in-app path, the url of propertyJson or /dataScreen', () => {
    const withUrl = node({
      type: 6,
      propertyJson: '{"moduleId":"scr-1","url":"https://bi.example.com/view"}',
    });
    expect(toMenuRoute(withUrl)).toMatchObject({
      path: '',
      moduleId: 'scr-1',
      viewUrl: 'https://bi.example.com/view',
    });
    expect(toMenuRoute(node({ type: 6, urlAddress: 'x' })).viewUrl).toBe(DATA_SCREEN_URL);
    expect(findMenuRoute([withUrl], '/')).toBeUndefined();
  });

  it('puts the module and the one-time ticket in the query, never the session token', () => {
    const origin = 'https://app.example.com';
    expect(ticketViewUrl('/dataScreen', 'scr-1', 't1', origin)).toBe('/dataScreen?moduleId=scr-1&ticket=t1');
    expect(ticketViewUrl('https://bi.example.com/v?a=1', undefined, 't2', origin)).toBe(
      'https://bi.example.com/v?a=1&ticket=t2',
    );
  });
});
