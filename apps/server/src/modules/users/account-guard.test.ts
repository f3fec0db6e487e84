import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildRole, buildUser, grant, grantScope } from '../../test/factories.ts';
import { SEED_COMPANY_ID } from '../../db/seed/seed.ts';
import { md5 } from '../../lib/crypto.ts';
import { userRelations } from './user-relation.table.ts';
import { users } from './user.table.ts';

const base = '/api/system/permission/users';
const DENIED = '该账号拥有您没有的权限，您不能操作它';
let t: TTestApp;
let dept: string;
let editor: string; // the users page's edit and delete buttons, department scope, and 在线用户's 强制下线
let strong: { id: string; account: string }; // same department, far more rights
let bigRole: string;

/** A user of the department holding a role with these pages, buttons and data scopes. */
async function member(account: string, pages: string[], buttons: string[] = [], scopes: string[] = []) {
  const u = await buildUser(t.db, { account, realName: account, organizeId: dept });
  const role = await buildRole(t.db, [u.id]);
  await grant(t.db, { type: 'Role', id: role.id }, pages, buttons);
  for (const s of scopes) await grantScope(t.db, { type: 'Role', id: role.id }, 'permission.user', s);
  return { ...u, roleId: role.id };
}

beforeAll(async () => {
  t = await buildTestApp();
  dept = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID, fullName: '客服部', enCode: 'CS' })).id;
  const e = await member(
    'editor',
    ['permission.user', 'permission.userOnline'],
    ['btn_edit', 'btn_remove'],
    ['department'],
  );
  editor = await t.signIn(e.account, DEFAULT_PASSWORD);
  const s = await member('strong', ['permission.user', 'system.menu', 'permission.authorize'], ['btn_edit']);
  strong = s;
  bigRole = s.roleId;
});
afterAll(() => t.close());

const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const reset = (id: string, token = editor) =>
  t.call('POST', `${base}/modifyPassword`, {
    token,
    body: { id, userPassword: md5('Hijack123'), validatePassword: md5('Hijack123') },
  });
const edit = (u: { id: string; account: string }, extra: object = {}, token = editor) =>
  t.call('POST', `${base}/edit`, {
    token,
    body: { id: u.id, account: u.account, realName: '改名', organizeId: dept, ...extra },
  });
/** A weaker user of the same department: no roles, or one inside the editor's rights. */
const weak = (account: string) => member(account, ['permission.user'], ['btn_edit'], ['department']);

describe('acting on an account that holds rights the caller lacks', () => {
  it('refuses to reset the password of a stronger user, and resets a weaker one', async () => {
    const before = (await row(strong.id)).passwordHash;
    expect((await reset(strong.id)).json()).toMatchObject({ code: 403, msg: DENIED });
    expect((await row(strong.id)).passwordHash).toBe(before);
    await t.signIn(strong.account, DEFAULT_PASSWORD);
    const w = await weak('weak1');
    expect((await reset(w.id)).json().code).toBe(200);
    await t.signIn(w.account, 'Hijack123');
  });

  it('refuses to edit a stronger user (their roles stay), and edits a weaker one', async () => {
    expect((await edit(strong, { roleIds: [] })).json()).toMatchObject({ code: 403, msg: DENIED });
    expect((await row(strong.id)).realName).toBe('strong');
    const rel = await t.db.select().from(userRelations).where(eq(userRelations.userId, strong.id));
    expect(rel.map((r) => r.objectId)).toEqual([bigRole]);
    const w = await weak('weak2');
    expect((await edit(w, { roleIds: [w.roleId] })).json().code).toBe(200);
    expect((await row(w.id)).realName).toBe('改名');
  });

  it('refuses to give a role the caller does not hold while editing a weaker user', async () => {
    const w = await weak('weak3');
    const res = await edit(w, { roleIds: [w.roleId, bigRole] });
    expect(res.json()).toMatchObject({ code: 403, msg: '不能授予自己没有的权限' });
    const rel = await t.db.select().from(userRelations).where(eq(userRelations.userId, w.id));
    expect(rel.map((r) => r.objectId)).toEqual([w.roleId]);
    expect((await row(w.id)).realName).toBe('weak3');
  });

  it('refuses to disable a stronger user, and disables a weaker one', async () => {
    expect((await t.call('PUT', `${base}/enabled/${strong.id}`, { token: editor })).json()).toMatchObject({
      code: 403,
      msg: DENIED,
    });
    expect((await row(strong.id)).enabledMark).toBe(1);
    const w = await weak('weak4');
    expect((await t.call('PUT', `${base}/enabled/${w.id}`, { token: editor })).json().code).toBe(200);
    expect((await row(w.id)).enabledMark).toBe(0);
  });

  it('refuses to delete a stronger user, and deletes a weaker one', async () => {
    expect((await t.call('DELETE', `${base}/del/${strong.id}`, { token: editor })).json()).toMatchObject({
      code: 403,
      msg: DENIED,
    });
    expect((await row(strong.id)).deleteTime).toBeNull();
    const w = await weak('weak5');
    expect((await t.call('DELETE', `${base}/del/${w.id}`, { token: editor })).json().code).toBe(200);
    expect((await row(w.id)).deleteTime).not.toBeNull();
  });

  it('refuses to unbind a stronger user, and unbinds a weaker one', async () => {
    const unbind = (id: string) => t.call('POST', `${base}/emptyUserOpenId/${id}/wechat`, { token: editor });
    expect((await unbind(strong.id)).json()).toMatchObject({ code: 403, msg: DENIED });
    expect((await unbind((await weak('weak6')).id)).json().code).toBe(200);
  });

  it('refuses to force a stronger user offline, and forces a weaker one', async () => {
    const kick = (id: string) => t.call('DELETE', `/api/system/base/onlineUser/del/${id}`, { token: editor });
    const session = await t.signIn(strong.account, DEFAULT_PASSWORD);
    expect((await kick(strong.id)).json()).toMatchObject({ code: 403, msg: DENIED });
    expect((await t.call('GET', '/api/oauth/current/user/Web', { token: session })).json().code).toBe(200);
    const w = await weak('weak7');
    const weakSession = await t.signIn(w.account, DEFAULT_PASSWORD);
    expect((await kick(w.id)).json().code).toBe(200);
    expect((await t.call('GET', '/api/oauth/current/user/Web', { token: weakSession })).json().code).toBe(
      601,
    );
  });

  it('counts a wider data scope as more rights, and lets a wider scope act on a narrower one', async () => {
    const wide = await member('wide', ['permission.user'], ['btn_edit'], ['all']);
    expect((await reset(wide.id)).json()).toMatchObject({ code: 403, msg: DENIED });
    const boss = await member('boss', ['permission.user'], ['btn_edit'], ['companyAndBelow']);
    const bossToken = await t.signIn(boss.account, DEFAULT_PASSWORD);
    const narrow = await member('narrow', ['permission.user'], ['btn_edit'], ['departmentAndBelow']);
    expect((await reset(narrow.id, bossToken)).json().code).toBe(200);
    expect((await reset(wide.id, bossToken)).json()).toMatchObject({ code: 403, msg: DENIED });
  });

  it('lets nobody but the super administrator act on the super administrator', async () => {
    const all = await member('allscope', ['permission.user'], ['btn_edit'], ['all']);
    const token = await t.signIn(all.account, DEFAULT_PASSWORD);
    expect((await reset('admin', token)).json()).toMatchObject({ code: 403 });
    const admin = await t.signIn();
    const self = await t.call('POST', `${base}/modifyPassword`, {
      token: admin,
      body: { id: 'admin', userPassword: md5('Admin123'), validatePassword: md5('Admin123') },
    });
    expect(self.json().code).toBe(200);
  });
});
