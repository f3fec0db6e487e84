import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { buttonId, menuId } from '../../db/seed/seed.ts';
import { newId } from '../../lib/ids.ts';
import { authorizes } from '../authorize/authorize.table.ts';
import { moduleButtons, moduleDataSchemes, modules } from './menu.table.ts';

const menus = '/api/system/base/menu';
let t: TTestApp;
let admin: string;
let page: string;
let other: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  page = newId();
  other = newId();
  await t.db.insert(modules).values([
    {
      id: page,
      parentId: menuId('system'),
      type: 2,
      fullName: '测试页',
      enCode: 'system.test',
      urlAddress: 'system/test',
      creatorTime: 1,
    },
    {
      id: other,
      parentId: menuId('system'),
      type: 2,
      fullName: '另一页',
      enCode: 'system.other',
      urlAddress: 'system/other',
      creatorTime: 1,
    },
  ]);
});
afterAll(() => t.close());

const url = (type: string, path: string, menu = page) => `${menus}/${menu}/${type}/${path}`;
const save = (type: string, body: object, token = admin, menu = page) =>
  t.call('POST', url(type, 'edit', menu), { token, body });
const list = async (type: string, menu = page) =>
  (await t.call('GET', url(type, 'list', menu), { token: admin })).json().data.list as {
    id: string;
    enCode: string;
  }[];

describe('menu items', () => {
  it('creates, lists, reads, updates, toggles and deletes a button, removing its grants', async () => {
    expect(
      (await save('button', { fullName: '审核', enCode: 'btn_audit', icon: 'CheckOutlined' })).json().code,
    ).toBe(200);
    const [btn] = await list('button');
    expect(btn).toMatchObject({
      enCode: 'btn_audit',
      icon: 'CheckOutlined',
      moduleId: page,
      hasChildren: false,
    });
    expect(
      (await save('button', { id: btn.id, fullName: '审核通过', enCode: 'btn_audit' })).json().code,
    ).toBe(200);
    expect((await t.call('PUT', url('button', `enabled/${btn.id}`), { token: admin })).json().code).toBe(200);
    expect(
      (await t.call('GET', url('button', `info/${btn.id}`), { token: admin })).json().data,
    ).toMatchObject({
      fullName: '审核通过',
      enabledMark: 0,
    });
    await t.db.insert(authorizes).values({
      id: newId(),
      itemType: 'button',
      itemId: btn.id,
      objectType: 'User',
      objectId: 'admin',
      creatorTime: 1,
    });
    expect((await t.call('DELETE', url('button', `del/${btn.id}`), { token: admin })).json().code).toBe(200);
    expect(await list('button')).toEqual([]);
    expect(await t.db.select().from(authorizes).where(eq(authorizes.itemId, btn.id))).toEqual([]);
  });

  it('keeps column and form entries per menu, with codes unique per menu and kind', async () => {
    expect(
      (await save('column', { fullName: '名称', enCode: 'fullName', bindTable: 'base_user' })).json().code,
    ).toBe(200);
    expect((await save('column', { fullName: '名称2', enCode: 'FULLNAME' })).json()).toMatchObject({
      code: 409,
      msg: '编码已存在',
    });
    expect((await save('form', { fullName: '名称', enCode: 'fullName' })).json().code).toBe(200);
    expect((await save('column', { fullName: '名称', enCode: 'fullName' }, admin, other)).json().code).toBe(
      200,
    );
    expect((await list('column')).map((r) => r.enCode)).toEqual(['fullName']);
    expect((await list('form')).map((r) => r.enCode)).toEqual(['fullName']);
  });

  it('validates data schemes with the condition schema, as a value or as JSON text', async () => {
    const conditionJson = [
      { logic: 'and', groups: [{ field: 'organizeId', op: 'In', value: '@organizationAndSuborganization' }] },
    ];
    expect((await save('resource', { fullName: '本部门', enCode: 'mine', conditionJson })).json().code).toBe(
      200,
    );
    const text = JSON.stringify([
      { logic: 'or', groups: [{ field: 'creatorUserId', op: 'Equal', value: '@userId' }] },
    ]);
    expect(
      (await save('resource', { fullName: '本人', enCode: 'self', conditionJson: text })).json().code,
    ).toBe(200);
    const [row] = await t.db
      .select()
      .from(moduleDataSchemes)
      .where(and(eq(moduleDataSchemes.moduleId, page), eq(moduleDataSchemes.enCode, 'mine')));
    expect(JSON.parse(row.conditionJson)).toEqual(conditionJson);
    const before = (await list('resource')).length;
    for (const [conditions, field] of [
      [[{ logic: 'and', groups: [{ field: 'organizeId', op: 'Like', value: 'x' }] }], 'op'],
      [[{ logic: 'xor', groups: [] }], 'logic'],
      [[{ logic: 'and', groups: [{ field: '1; drop table x', op: 'Equal', value: 'x' }] }], 'field'],
      ['not json', 'conditionJson'],
    ] as const) {
      const res = await save('resource', { fullName: '坏', enCode: 'bad', conditionJson: conditions });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    expect((await save('resource', { fullName: '缺', enCode: 'bad' })).json().msg).toContain('conditionJson');
    expect((await list('resource')).length).toBe(before);
  });

  it('rejects bad input naming the field and answers 404 for another menu or an unknown menu', async () => {
    for (const [type, body, field] of [
      ['button', { fullName: '按钮', enCode: 'btn x' }, 'enCode'],
      ['button', { fullName: '', enCode: 'btn_x' }, 'fullName'],
      ['button', { fullName: '按钮', enCode: 'btn_x', moduleId: other, sortCode: 'x' }, 'sortCode'],
      ['column', { fullName: '列', enCode: 'c1', icon: 'x', enabledMark: 5 }, 'enabledMark'],
      ['button', { fullName: '按钮', enCode: 'btn_x', parentId: 'nope' }, 'parentId'],
    ] as const) {
      const res = await save(type, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    expect(await list('button')).toEqual([]);
    const [col] = await list('column');
    expect((await t.call('GET', url('column', `info/${col.id}`, other), { token: admin })).statusCode).toBe(
      404,
    );
    expect((await t.call('DELETE', url('column', `del/${col.id}`, other), { token: admin })).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', url('column', 'list', 'no-such-menu'), { token: admin })).statusCode).toBe(
      404,
    );
    expect(
      (await save('button', { fullName: '按钮', enCode: 'btn_x' }, admin, 'no-such-menu')).statusCode,
    ).toBe(404);
  });

  it('refuses deleting or recoding the standard buttons of built-in pages', async () => {
    const m = menuId('permission.user');
    const id = buttonId('permission.user', 'btn_add');
    expect((await t.call('DELETE', url('button', `del/${id}`, m), { token: admin })).json().code).toBe(409);
    expect((await save('button', { id, fullName: '新增', enCode: 'btn_create' }, admin, m)).json().code).toBe(
      409,
    );
    expect((await save('button', { id, fullName: '添加', enCode: 'btn_add' }, admin, m)).json().code).toBe(
      200,
    );
    const [row] = await t.db.select().from(moduleButtons).where(eq(moduleButtons.id, id));
    expect(row).toMatchObject({ enCode: 'btn_add', deleteTime: null });
  });

  it('needs system.menu with the right button', async () => {
    const u = await buildUser(t.db, { account: 'itemreader' });
    await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [u.id])).id }, ['system.menu'], ['btn_add']);
    const token = await t.signIn('itemreader', DEFAULT_PASSWORD);
    expect((await t.call('GET', url('column', 'list'), { token })).json().code).toBe(200);
    expect((await save('form', { fullName: '新', enCode: 'newField' }, token)).json().code).toBe(200);
    const [col] = await list('column');
    expect(
      (await save('column', { id: col.id, fullName: '改', enCode: 'fullName' }, token)).json().code,
    ).toBe(403);
    expect((await t.call('DELETE', url('column', `del/${col.id}`), { token })).json().code).toBe(403);
    expect((await t.call('PUT', url('column', `enabled/${col.id}`), { token })).json().code).toBe(403);
  });
});
