import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { menuId } from '../../db/seed/seed.ts';
import { newId } from '../../lib/ids.ts';
import { authorizes } from '../authorize/authorize.table.ts';
import { sysLogs } from '../logs/log.table.ts';
import { moduleButtons, moduleColumns, moduleDataSchemes, moduleForms, modules } from './menu.table.ts';

const base = '/api/system/base/menu';
let t: TTestApp;
let admin: string;
let menuReader: string; // system.menu without buttons

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const u = await buildUser(t.db, { account: 'menureader' });
  await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [u.id])).id }, ['system.menu']);
  menuReader = await t.signIn('menureader', DEFAULT_PASSWORD);
});
afterAll(() => t.close());

type TNode = { id: string; enCode: string; type: number; children: TNode[] | null };
const flat = (nodes: TNode[]): TNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const save = (body: object, token = admin) => t.call('POST', `${base}/edit`, { token, body });
const idOf = async (enCode: string) =>
  (await t.db.select().from(modules).where(eq(modules.enCode, enCode)))[0]?.id;
const count = async () => (await t.db.select().from(modules)).length;

describe('menus admin', () => {
  it('lists the menus as a tree and keeps the ancestors of keyword matches', async () => {
    const all = (await t.call('GET', `${base}/list`, { token: menuReader })).json().data.list as TNode[];
    expect(all.map((n) => n.enCode)).toEqual(expect.arrayContaining(['permission', 'system']));
    const found = (await t.call('GET', `${base}/list?keyword=system.menu`, { token: admin })).json().data
      .list;
    expect(found.map((n: TNode) => n.enCode)).toEqual(['system']);
    expect(found[0].children.map((n: TNode) => n.enCode)).toEqual(['system.menu']);
  });

  it('creates a directory, a page, a model page and a link; reads, updates and toggles them', async () => {
    expect(
      (
        await save({
          parentId: '-1',
          type: 1,
          fullName: '报表中心',
          enCode: 'report',
          icon: 'BarChartOutlined',
        })
      ).json().code,
    ).toBe(200);
    const dir = await idOf('report');
    const page = {
      parentId: dir,
      type: 2,
      fullName: '销售报表',
      enCode: 'report.sales',
      urlAddress: 'report/sales',
    };
    expect((await save(page)).json().code).toBe(200);
    const model = {
      parentId: dir,
      type: 3,
      fullName: '在线表单',
      enCode: 'report.model',
      propertyJson: '{"moduleId":"m1","isTree":1}',
    };
    expect((await save(model)).json().code).toBe(200);
    const link = {
      parentId: dir,
      type: 7,
      fullName: '官网',
      enCode: 'report.site',
      urlAddress: 'https://example.com',
      linkTarget: '_blank',
    };
    expect((await save(link)).json().code).toBe(200);
    const info = (await t.call('GET', `${base}/info/${await idOf('report.model')}`, { token: admin })).json()
      .data;
    expect(info).toMatchObject({ type: 3, propertyJson: '{"moduleId":"m1","isTree":1}', category: 'Web' });
    const id = await idOf('report.sales');
    expect((await save({ ...page, id, fullName: '销售日报' })).json().code).toBe(200);
    expect((await t.call('PUT', `${base}/enabled/${id}`, { token: admin })).json().code).toBe(200);
    expect((await t.call('GET', `${base}/info/${id}`, { token: admin })).json().data).toMatchObject({
      fullName: '销售日报',
      enabledMark: 0,
    });
  });

  it('ops lists directories only and leaves out the given one and its subtree', async () => {
    const dir = await idOf('report');
    await save({ parentId: dir, type: 1, fullName: '子目录', enCode: 'report.sub' });
    const ops = flat((await t.call('GET', `${base}/ops/${dir}`, { token: admin })).json().data.list);
    expect(ops.every((n) => n.type === 1)).toBe(true);
    expect(ops.map((n) => n.enCode)).not.toContain('report');
    expect(ops.map((n) => n.enCode)).not.toContain('report.sub');
    expect(ops.map((n) => n.enCode)).toContain('system');
  });

  it('rejects bad input naming the field and changes nothing', async () => {
    const before = await count();
    const dir = await idOf('report');
    for (const [body, field] of [
      [{ parentId: dir, type: 2, fullName: '页', enCode: 'p1' }, 'urlAddress'],
      [{ parentId: dir, type: 1, fullName: '目录', enCode: 'p1', urlAddress: 'a/b' }, 'urlAddress'],
      [{ parentId: dir, type: 3, fullName: '模型', enCode: 'p1' }, 'moduleId'],
      [
        { parentId: dir, type: 7, fullName: '链接', enCode: 'p1', urlAddress: 'javascript:alert(1)' },
        'urlAddress',
      ],
      [
        {
          parentId: dir,
          type: 7,
          fullName: '链接',
          enCode: 'p1',
          urlAddress: 'https://x.cn',
          linkTarget: '_top',
        },
        'linkTarget',
      ],
      [{ parentId: dir, type: 9, fullName: '页', enCode: 'p1' }, 'type'],
      [{ parentId: dir, type: 1, fullName: '页', enCode: '.p1' }, 'enCode'],
      [
        { parentId: dir, type: 1, fullName: '页', enCode: 'p1', propertyJson: { evil: 1, isTree: 2 } },
        'isTree',
      ],
      [
        { parentId: dir, type: 1, fullName: '页', enCode: 'p1', creatorUserId: 'x', sortCode: -5 },
        'sortCode',
      ],
    ] as const) {
      const res = await save(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it('refuses duplicate codes, bad parents, deleting with children and touching built-in codes', async () => {
    const dir = await idOf('report');
    expect(
      (await save({ parentId: '-1', type: 1, fullName: '另一个', enCode: 'REPORT' })).json(),
    ).toMatchObject({
      code: 409,
      msg: '菜单编码已存在',
    });
    const page = await idOf('report.model');
    const msg = '上级只能是目录，且不能是自己或自己的下级';
    expect((await save({ parentId: page, type: 1, fullName: '下级', enCode: 'x1' })).json().msg).toBe(msg);
    const sub = await idOf('report.sub');
    expect(
      (await save({ id: dir, parentId: sub, type: 1, fullName: '报表中心', enCode: 'report' })).json().msg,
    ).toBe(msg);
    expect((await t.call('DELETE', `${base}/del/${dir}`, { token: admin })).json()).toMatchObject({
      code: 409,
      msg: '该菜单下有子菜单禁止删除',
    });
    const builtIn = menuId('system.menu');
    const body = {
      id: builtIn,
      parentId: menuId('system'),
      type: 2,
      fullName: '菜单管理',
      enCode: 'system.menus',
      urlAddress: 'system/menu',
    };
    expect((await save(body)).json().code).toBe(409);
    expect((await t.call('DELETE', `${base}/del/${builtIn}`, { token: admin })).json().code).toBe(409);
    expect((await t.call('GET', `${base}/info/${builtIn}`, { token: admin })).json().data.enCode).toBe(
      'system.menu',
    );
  });

  it('needs btn_add to create, btn_edit to update and toggle, btn_remove to delete', async () => {
    const before = await count();
    expect(
      (await save({ parentId: '-1', type: 1, fullName: '偷建', enCode: 'sneaky' }, menuReader)).json().code,
    ).toBe(403);
    const dir = await idOf('report');
    expect(
      (
        await save({ id: dir, parentId: '-1', type: 1, fullName: '偷改', enCode: 'report' }, menuReader)
      ).json().code,
    ).toBe(403);
    expect((await t.call('PUT', `${base}/enabled/${dir}`, { token: menuReader })).json().code).toBe(403);
    expect(
      (await t.call('DELETE', `${base}/del/${await idOf('report.site')}`, { token: menuReader })).json().code,
    ).toBe(403);
    expect(await count()).toBe(before);
  });

  it('deletes a menu with its items and every grant of them; the change reaches signed-in users', async () => {
    const dir = await idOf('report');
    await save({
      parentId: dir,
      type: 2,
      fullName: '临时页',
      enCode: 'report.tmp',
      urlAddress: 'report/tmp',
    });
    const id = await idOf('report.tmp');
    const items = { button: newId(), column: newId(), form: newId(), resource: newId() };
    const common = { moduleId: id, fullName: '项', enCode: 'x', creatorTime: 1 };
    await t.db.insert(moduleButtons).values({ ...common, id: items.button });
    await t.db.insert(moduleColumns).values({ ...common, id: items.column });
    await t.db.insert(moduleForms).values({ ...common, id: items.form });
    await t.db.insert(moduleDataSchemes).values({ ...common, id: items.resource });
    const u = await buildUser(t.db, { account: 'tmpuser' });
    const role = await buildRole(t.db, [u.id]);
    const rows = [['module', id], ...Object.entries(items)].map(([itemType, itemId]) => ({
      id: newId(),
      itemType,
      itemId,
      objectType: 'Role',
      objectId: role.id,
      creatorTime: 1,
    }));
    await t.db.insert(authorizes).values(rows);
    const token = await t.signIn('tmpuser', DEFAULT_PASSWORD);
    const menus = async () =>
      flat((await t.call('GET', '/api/oauth/current/user/Web', { token })).json().data.menuList).map(
        (n) => n.enCode,
      );
    expect(await menus()).toContain('report.tmp');
    expect((await t.call('DELETE', `${base}/del/${id}`, { token: admin })).json().code).toBe(200);
    await expect.poll(menus).not.toContain('report.tmp');
    const ids = [id, ...Object.values(items)];
    expect(await t.db.select().from(authorizes).where(inArray(authorizes.itemId, ids))).toEqual([]);
    const [button] = await t.db.select().from(moduleButtons).where(eq(moduleButtons.id, items.button));
    expect(button.deleteTime).not.toBeNull();
    expect((await t.call('GET', `${base}/info/${id}`, { token: admin })).statusCode).toBe(404);
  });

  it('writes an operation-log row for each change', async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const logs = await t.db.select().from(sysLogs).where(eq(sysLogs.moduleName, 'system.menu'));
    const actions = logs.map((r) => `${r.abstracts} ${JSON.parse(r.abstractParams!).noun}`);
    expect(actions).toEqual(
      expect.arrayContaining(['create menu', 'update menu', 'disable menu', 'delete menu']),
    );
  });
});
