import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildRole, buildUser, grant, grantScope } from '../../test/factories.ts';
import { SEED_COMPANY_ID, buttonId, menuId, seedDatabase } from '../../db/seed/seed.ts';
import { moduleButtons } from '../menu/menu.table.ts';
import { authorizes } from './authorize.table.ts';
import { userRelations } from '../users/user-relation.table.ts';

let t: TTestApp;
let admin: string;
let grantor: string; // holds permission.authorize (+btn_edit), permission.role (+btn_edit) and permission.user with btn_add
let grantorRoleId: string;
const authUrl = (type: string, id: string) => `/api/system/permission/authorize/${type}/${id}`;
const empty = { module: [], button: [], column: [], form: [], resource: [] };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const g = await buildUser(t.db, { account: 'grantor' });
  const role = await buildRole(t.db, [g.id], { fullName: '授权员', enCode: 'grantor' });
  grantorRoleId = role.id;
  await grant(t.db, { type: 'Role', id: role.id }, ['permission.authorize', 'permission.role'], ['btn_edit']);
  await grant(t.db, { type: 'Role', id: role.id }, ['permission.user'], ['btn_add']);
  await grantScope(t.db, { type: 'Role', id: role.id }, 'permission.user', 'all');
  grantor = await t.signIn(g.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

describe('roles', () => {
  it('creates roles grouped by RoleType, refuses duplicates, and guards delete', async () => {
    const save = (body: object) => t.call('POST', '/api/system/permission/role/edit', { token: admin, body });
    expect((await save({ fullName: '财务主管', enCode: 'finance.lead', type: 'Business' })).json().code).toBe(
      200,
    );
    expect((await save({ fullName: '财务主管', enCode: 'other', type: 'Business' })).json()).toMatchObject({
      code: 409,
      msg: '角色名称已存在',
    });
    expect((await save({ fullName: '别的', enCode: 'finance.lead', type: 'Business' })).json()).toMatchObject(
      { code: 409, msg: '角色编码已存在' },
    );
    expect((await save({ fullName: '坏', enCode: '.bad', type: 'Business' })).json().msg).toContain('enCode');
    const list = (
      await t.call('GET', '/api/system/permission/role/list?keyword=财务', { token: admin })
    ).json().data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ fullName: '财务主管', type: 'Business', typeName: '业务角色' });
    const roleId = list[0].id;
    await t.call('POST', `/api/system/permission/userRelation/Role/${roleId}`, {
      token: admin,
      body: { userIds: ['admin'] },
    });
    expect(
      (await t.call('DELETE', `/api/system/permission/role/del/${roleId}`, { token: admin })).json(),
    ).toMatchObject({ code: 409, msg: '该角色下有用户' });
    await t.call('POST', `/api/system/permission/userRelation/Role/${roleId}`, {
      token: admin,
      body: { userIds: [] },
    });
    expect(
      (await t.call('DELETE', `/api/system/permission/role/del/${roleId}`, { token: admin })).json().code,
    ).toBe(200);
  });
});

describe('authorise screen', () => {
  it('shows the admin everything and a grantor only what they hold', async () => {
    const target = await buildRole(t.db, [], { fullName: '目标', enCode: 'target1' });
    const all = (await t.call('GET', authUrl('Role', target.id), { token: admin })).json().data;
    expect(all.module.list.map((n: { enCode: string }) => n.enCode)).toContain('system');
    const mine = (await t.call('GET', authUrl('Role', target.id), { token: grantor })).json().data;
    expect(mine.module.list.map((n: { enCode: string }) => n.enCode)).toEqual(['permission']);
    const buttonIds = JSON.stringify(mine.button.list);
    expect(buttonIds).toContain(buttonId('permission.user', 'btn_add'));
    expect(buttonIds).not.toContain(buttonId('permission.user', 'btn_remove'));
  });

  it('offers read-only pages (在线用户, 系统日志) only 删除, and drops the buttons an older seed gave them', async () => {
    const target = await buildRole(t.db, [], { fullName: '只读目标', enCode: 'readonly1' });
    // An install seeded before: 在线用户 had 新增, and a role was granted it.
    const stale = buttonId('permission.userOnline', 'btn_add');
    await t.db
      .insert(moduleButtons)
      .values({
        id: stale,
        moduleId: menuId('permission.userOnline'),
        enCode: 'btn_add',
        fullName: '新增',
        creatorTime: 1,
      })
      .onConflictDoNothing();
    await t.db.insert(authorizes).values({
      id: 'stale-grant',
      itemType: 'button',
      itemId: stale,
      objectType: 'Role',
      objectId: target.id,
      creatorTime: 1,
    });
    await seedDatabase(t.db, { generatePassword: false });
    const buttons = JSON.stringify(
      (await t.call('GET', authUrl('Role', target.id), { token: admin })).json().data.button.list,
    );
    for (const page of ['permission.userOnline', 'system.log']) {
      expect(buttons).toContain(buttonId(page, 'btn_remove'));
      for (const b of ['btn_add', 'btn_edit', 'btn_detail', 'btn_download', 'btn_upload', 'btn_batchRemove'])
        expect(buttons, `${page}:${b}`).not.toContain(buttonId(page, b));
    }
    expect(buttons).toContain(buttonId('permission.user', 'btn_batchRemove'));
    expect(await t.db.select().from(authorizes).where(eq(authorizes.itemId, stale))).toEqual([]);
  });

  it('refuses to grant what the grantor does not hold and changes nothing', async () => {
    const target = await buildRole(t.db, [], { fullName: '目标二', enCode: 'target2' });
    const body = { ...empty, module: [menuId('system.menu')] };
    const res = await t.call('PUT', authUrl('Role', target.id), { token: grantor, body });
    expect(res.json()).toMatchObject({ code: 403, msg: '不能授予自己没有的权限' });
    const rows = await t.db.select().from(authorizes).where(eq(authorizes.objectId, target.id));
    expect(rows).toHaveLength(0);
    const self = await t.call('PUT', authUrl('Role', grantorRoleId), {
      token: grantor,
      body: { ...empty, button: [buttonId('permission.user', 'btn_remove')] },
    });
    expect(self.json().code).toBe(403);
  });

  it('replaces only inside what the grantor holds and keeps grants beyond it', async () => {
    const target = await buildRole(t.db, [], { fullName: '目标三', enCode: 'target3' });
    await grant(t.db, { type: 'Role', id: target.id }, ['system.menu']);
    const body = {
      ...empty,
      module: [menuId('permission.user')],
      button: [buttonId('permission.user', 'btn_add')],
    };
    expect((await t.call('PUT', authUrl('Role', target.id), { token: grantor, body })).json().code).toBe(200);
    const rows = await t.db.select().from(authorizes).where(eq(authorizes.objectId, target.id));
    expect(rows.map((r) => r.itemId).sort()).toEqual(
      [buttonId('permission.user', 'btn_add'), menuId('permission.user'), menuId('system.menu')].sort(),
    );
  });

  it('grants one page with only btn_add: the member sees that page, the add button, and nothing else', async () => {
    const role = await buildRole(t.db, [], { fullName: '录入员', enCode: 'clerk' });
    const body = {
      ...empty,
      module: [menuId('permission.user')],
      button: [buttonId('permission.user', 'btn_add')],
    };
    expect((await t.call('PUT', authUrl('Role', role.id), { token: admin, body })).json().code).toBe(200);
    const u = await buildUser(t.db, { account: 'clerk1' });
    await t.call('POST', `/api/system/permission/userRelation/Role/${role.id}`, {
      token: admin,
      body: { userIds: [u.id] },
    });
    const token = await t.signIn(u.account, DEFAULT_PASSWORD);
    const me = (await t.call('GET', '/api/oauth/current/user/Web', { token })).json().data;
    expect(me.menuList).toHaveLength(1);
    expect(me.menuList[0].children.map((m: { enCode: string }) => m.enCode)).toEqual(['permission.user']);
    expect(me.userInfo.permissions).toEqual(['permission.user', 'permission.user:btn_add']);
    const edit = await t.call('POST', '/api/system/permission/users/edit', {
      token,
      body: { id: u.id, account: 'clerk1', realName: '改', organizeId: 'org-department' },
    });
    expect(edit.json().code).toBe(403);
    expect((await t.call('DELETE', `/api/system/permission/users/del/admin`, { token })).json().code).toBe(
      403,
    );
  });
});

describe('members', () => {
  it('refuses to add members to a role that holds more than the caller', async () => {
    const big = await buildRole(t.db, [], { fullName: '大角色', enCode: 'big1' });
    await grant(t.db, { type: 'Role', id: big.id }, ['system.menu']);
    const u = await buildUser(t.db, { account: 'member1' });
    const res = await t.call('POST', `/api/system/permission/userRelation/Role/${big.id}`, {
      token: grantor,
      body: { userIds: [u.id] },
    });
    expect(res.json()).toMatchObject({ code: 403, msg: '不能授予自己没有的权限' });
    const rel = await t.db
      .select()
      .from(userRelations)
      .where(and(eq(userRelations.objectId, big.id), eq(userRelations.userId, u.id)));
    expect(rel).toHaveLength(0);
  });

  it("keeps members outside the caller's scope untouched and refuses to add them", async () => {
    const deptA = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID })).id;
    const deptB = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID })).id;
    const boss = await buildUser(t.db, { account: 'rolemgr', organizeId: deptA });
    const mgrRole = await buildRole(t.db, [boss.id]);
    await grant(t.db, { type: 'Role', id: mgrRole.id }, ['permission.role', 'permission.user'], ['btn_edit']);
    await grantScope(t.db, { type: 'Role', id: mgrRole.id }, 'permission.user', 'department');
    const token = await t.signIn(boss.account, DEFAULT_PASSWORD);
    const plain = await buildRole(t.db, []);
    const inA = await buildUser(t.db, { organizeId: deptA });
    const inB = await buildUser(t.db, { organizeId: deptB });
    await t.call('POST', `/api/system/permission/userRelation/Role/${plain.id}`, {
      token: admin,
      body: { userIds: [inB.id] },
    });
    const url = `/api/system/permission/userRelation/Role/${plain.id}`;
    expect((await t.call('GET', url, { token })).json().data.ids).toEqual([]);
    expect((await t.call('POST', url, { token, body: { userIds: [inA.id] } })).json().code).toBe(200);
    expect((await t.call('POST', url, { token, body: { userIds: [inA.id, inB.id] } })).json().code).toBe(403);
    const all = (await t.call('GET', url, { token: admin })).json().data.ids;
    expect(all.sort()).toEqual([inA.id, inB.id].sort());
  });
});
