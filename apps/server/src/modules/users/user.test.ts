import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildRole, buildUser, grant, grantScope } from '../../test/factories.ts';
import { SEED_COMPANY_ID } from '../../db/seed/seed.ts';
import { md5 } from '../../lib/crypto.ts';
import { users } from './user.table.ts';
import { userRelations } from './user-relation.table.ts';

const base = '/api/system/permission/users';
let t: TTestApp;
let admin: string;
let deptA: string;
let deptB: string;
let manager: string; // user admin of department A
let bigRoleId: string; // a role holding more than the manager holds

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  deptA = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID, fullName: '销售部', enCode: 'SALES' })).id;
  deptB = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID, fullName: '法务部', enCode: 'LEGAL' })).id;
  const m = await buildUser(t.db, { account: 'usermgr', organizeId: deptA });
  const role = await buildRole(t.db, [m.id], { fullName: '用户管理员', enCode: 'usermgr' });
  await grant(
    t.db,
    { type: 'Role', id: role.id },
    ['permission.user'],
    ['btn_add', 'btn_edit', 'btn_remove'],
  );
  await grantScope(t.db, { type: 'Role', id: role.id }, 'permission.user', 'departmentAndBelow');
  manager = await t.signIn(m.account, DEFAULT_PASSWORD);
  const big = await buildRole(t.db, [], { fullName: '系统管理员', enCode: 'sysadm' });
  await grant(t.db, { type: 'Role', id: big.id }, ['system.menu', 'permission.authorize'], ['btn_add']);
  bigRoleId = big.id;
});
afterAll(() => t.close());

const save = (token: string, body: object) => t.call('POST', `${base}/edit`, { token, body });
const byAccount = async (account: string) =>
  (await t.db.select().from(users).where(eq(users.account, account)))[0];

describe('users', () => {
  it('creates a user with a generated initial password shown once, and that password signs in', async () => {
    const res = await save(admin, {
      account: 'zhangsan',
      realName: '张三',
      organizeId: deptA,
      mobilePhone: '13900001111',
    });
    expect(res.json().code).toBe(200);
    const { id, generatedPassword } = res.json().data;
    expect(generatedPassword).toMatch(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9]{10}$/);
    const row = await byAccount('zhangsan');
    expect(row.id).toBe(id);
    expect(row.quickQuery).toBe('ZS');
    expect(row.passwordHash).not.toContain(md5(generatedPassword));
    await t.signIn('zhangsan', generatedPassword);
    const info = (await t.call('GET', `${base}/info/${id}`, { token: admin })).json().data;
    expect(info).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(info)).not.toMatch(/argon2/);
  });

  it('finds users by account, name and pinyin initials within an organisation subtree, paged', async () => {
    await save(admin, { account: 'lisi', realName: '李四', organizeId: deptA, password: md5('abc12345') });
    for (const kw of ['lisi', '李四', 'LS']) {
      const page = (
        await t.call('GET', `${base}/page?keyword=${encodeURIComponent(kw)}&organizeId=${SEED_COMPANY_ID}`, {
          token: admin,
        })
      ).json().data;
      expect(page.list.map((u: { account: string }) => u.account)).toContain('lisi');
    }
    const none = (
      await t.call('GET', `${base}/page?keyword=lisi&organizeId=${deptB}`, { token: admin })
    ).json().data;
    expect(none.pagination.total).toBe(0);
  });

  it('gives the right total on a short first page, a full page, a middle page and a page past the end', async () => {
    for (let i = 1; i <= 5; i++)
      await save(admin, {
        account: `Pager${i}`,
        realName: `翻页${i}`,
        organizeId: deptA,
        password: md5('abc12345'),
      });
    const at = async (currentPage: number, pageSize: number, keyword = 'pAGER') =>
      (
        await t.call(
          'GET',
          `${base}/page?keyword=${keyword}&organizeId=${deptA}&currentPage=${currentPage}&pageSize=${pageSize}`,
          { token: admin },
        )
      ).json().data;
    const short = await at(1, 20);
    expect(short.list).toHaveLength(5);
    expect(short.pagination.total).toBe(5);
    // Role names come with each row, in the roles' own order; a deleted role drops out.
    const pager1 = short.list.find((u: { account: string }) => u.account === 'Pager1');
    const r2 = await buildRole(t.db, [pager1.id], { fullName: '乙角色', sortCode: 2 });
    const r1 = await buildRole(t.db, [pager1.id], { fullName: '甲角色', sortCode: 1 });
    await buildRole(t.db, [pager1.id], { fullName: '已删', sortCode: 0, deleteTime: Date.now() });
    const again = (await at(1, 20)).list.find((u: { account: string }) => u.account === 'Pager1');
    expect(again).toMatchObject({
      roleId: `${r1.id},${r2.id}`,
      roleName: '甲角色,乙角色',
      department: '销售部',
    });
    for (const [p, n] of [
      [1, 2],
      [2, 2],
      [3, 1],
      [4, 0],
    ]) {
      const page = await at(p, 2);
      expect(page.list).toHaveLength(n);
      expect(page.pagination.total).toBe(5);
    }
    // Role names come from memory too: renaming or reordering a role shows on the next page.
    const r1info = (await t.call('GET', `/api/system/permission/role/info/${r1.id}`, { token: admin })).json()
      .data;
    const roleSaved = await t.call('POST', '/api/system/permission/role/edit', {
      token: admin,
      body: {
        id: r1.id,
        fullName: '丙角色',
        enCode: r1info.enCode,
        type: r1info.type ?? 'Default',
        sortCode: 5,
      },
    });
    expect(roleSaved.json().code).toBe(200);
    expect((await at(1, 20)).list.find((u: { account: string }) => u.account === 'Pager1')).toMatchObject({
      roleId: `${r2.id},${r1.id}`,
      roleName: '乙角色,丙角色',
    });
    // The department name comes from the organisation tree in memory: a rename shows on the next page.
    const dept = (
      await t.call('GET', `/api/system/permission/organize/department/info/${deptA}`, { token: admin })
    ).json().data;
    const renamed = await t.call('POST', '/api/system/permission/organize/department/edit', {
      token: admin,
      body: {
        id: deptA,
        parentId: dept.parentId,
        fullName: '销售一部',
        enCode: dept.enCode,
        enabledMark: dept.enabledMark,
        sortCode: dept.sortCode,
      },
    });
    expect(renamed.json().code).toBe(200);
    expect((await at(1, 20)).list.find((u: { account: string }) => u.account === 'Pager1')).toMatchObject({
      department: '销售一部',
    });
    // The search covers the separator-free parts only: no match across account and name.
    expect((await at(1, 20, encodeURIComponent('pager1翻'))).pagination.total).toBe(0);
    expect((await at(1, 20, encodeURIComponent('页3'))).pagination.total).toBe(1);
  });

  it('keeps the unfiltered total in step with the adds and deletes made here, and never below the page', async () => {
    const whole = async (currentPage: number, pageSize: number) =>
      (
        await t.call('GET', `${base}/page?currentPage=${currentPage}&pageSize=${pageSize}`, { token: admin })
      ).json().data;
    for (const account of ['countedA', 'countedB'])
      await save(admin, { account, realName: '计数', organizeId: deptA, password: md5('abc12345') });
    const before = (await whole(1, 2)).pagination.total as number; // a full page: the cached count
    expect(before).toBeGreaterThan(2);
    const res = await save(admin, {
      account: 'counted',
      realName: '计数',
      organizeId: deptA,
      password: md5('abc12345'),
    });
    const id = res.json().data.id;
    expect((await whole(1, 2)).pagination.total).toBe(before + 1);
    expect((await whole(1, 500)).pagination.total).toBe(before + 1); // a short page is its own total
    expect((await whole(1, 500)).list).toHaveLength(before + 1);
    expect((await t.call('DELETE', `${base}/del/${id}`, { token: admin })).json().code).toBe(200);
    expect((await whole(1, 2)).pagination.total).toBe(before);
  });

  it('refuses a duplicate account and bad fields, naming the field and changing nothing', async () => {
    const before = (await t.db.select().from(users)).length;
    expect(
      (await save(admin, { account: 'LISI', realName: '重复', organizeId: deptA })).json(),
    ).toMatchObject({ code: 409, msg: '账号已存在' });
    for (const [body, field] of [
      [{ account: 'bad name', realName: 'x', organizeId: deptA }, 'account'],
      [{ account: 'ok1', realName: 'x', organizeId: deptA, mobilePhone: '12345' }, 'mobilePhone'],
      [{ account: 'ok2', realName: 'x', organizeId: deptA, email: 'nope' }, 'email'],
      [{ account: 'ok3', realName: 'x', organizeId: deptA, isAdministrator: true, sortCode: -1 }, 'sortCode'],
      [{ account: 'ok4', realName: 'x', organizeId: deptA, roleIds: ['no-such-role'] }, 'roleIds'],
      [{ account: 'ok5', realName: 'x', organizeId: deptA, password: 'plain' }, 'password'],
    ] as const) {
      const res = await save(admin, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('never deletes or disables yourself or the super administrator', async () => {
    expect((await t.call('DELETE', `${base}/del/admin`, { token: admin })).json().code).toBe(400);
    expect((await t.call('PUT', `${base}/enabled/admin`, { token: admin })).json().code).toBe(400);
    const me = await byAccount('usermgr');
    expect((await t.call('DELETE', `${base}/del/${me.id}`, { token: manager })).json().code).toBe(400);
  });

  it('ends the sessions of a disabled user at once and of a user whose password was reset', async () => {
    await save(admin, { account: 'wangwu', realName: '王五', organizeId: deptA, password: md5('abc12345') });
    const w = await byAccount('wangwu');
    const token = await t.signIn('wangwu', 'abc12345');
    expect((await t.call('PUT', `${base}/enabled/${w.id}`, { token: admin })).json().code).toBe(200);
    expect((await t.call('GET', '/api/oauth/current/user/Web', { token })).json().code).toBe(600);
    await t.call('PUT', `${base}/enabled/${w.id}`, { token: admin });
    const again = await t.signIn('wangwu', 'abc12345');
    const mismatch = await t.call('POST', `${base}/modifyPassword`, {
      token: admin,
      body: { id: w.id, userPassword: md5('new12345'), validatePassword: md5('other123') },
    });
    expect(mismatch.json()).toMatchObject({ code: 400, msg: '密码不一致' });
    const ok = await t.call('POST', `${base}/modifyPassword`, {
      token: admin,
      body: { id: w.id, userPassword: md5('new12345'), validatePassword: md5('new12345') },
    });
    expect(ok.json().code).toBe(200);
    expect((await t.call('GET', '/api/oauth/current/user/Web', { token: again })).json().code).toBe(600);
    await t.signIn('wangwu', 'new12345');
  });

  it('keeps a department-scoped user admin out of another department by id, list, search and edit', async () => {
    await save(admin, {
      account: 'outsider',
      realName: '外部',
      organizeId: deptB,
      password: md5('abc12345'),
    });
    const o = await byAccount('outsider');
    // The super admin's query of the same shape runs first: the manager must not reuse it (queries are prepared
    // per scope), and organisation filters outside the scope find nothing either.
    const found = (token: string, query: string) =>
      t.call('GET', `${base}/page?${query}`, { token }).then((r) => r.json().data.pagination.total);
    expect(await found(admin, 'keyword=outsider')).toBe(1);
    expect(await found(admin, `keyword=outsider&organizeId=${deptB}`)).toBe(1);
    expect(await found(manager, 'keyword=outsider')).toBe(0);
    expect(await found(manager, `keyword=outsider&organizeId=${deptB}`)).toBe(0);
    expect(await found(manager, `organizeId=${deptB}`)).toBe(0);
    expect((await t.call('GET', `${base}/info/${o.id}`, { token: manager })).statusCode).toBe(404);
    expect(
      (await save(manager, { id: o.id, account: 'outsider', realName: '改', organizeId: deptA })).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `${base}/del/${o.id}`, { token: manager })).statusCode).toBe(404);
    expect((await t.call('PUT', `${base}/enabled/${o.id}`, { token: manager })).statusCode).toBe(404);
    const reset = await t.call('POST', `${base}/modifyPassword`, {
      token: manager,
      body: { id: o.id, userPassword: md5('x1234567'), validatePassword: md5('x1234567') },
    });
    expect(reset.statusCode).toBe(404);
    expect((await save(manager, { account: 'intob', realName: '新', organizeId: deptB })).json().code).toBe(
      403,
    );
    expect((await byAccount('outsider')).realName).toBe('外部');
  });

  it('refuses to hand over a role that holds more than the caller, and allows one within it', async () => {
    const res = await save(manager, {
      account: 'escalate',
      realName: '提权',
      organizeId: deptA,
      roleIds: [bigRoleId],
    });
    expect(res.json()).toMatchObject({ code: 403, msg: '不能授予自己没有的权限' });
    expect(await byAccount('escalate')).toBeUndefined();
    const small = await buildRole(t.db, [], { fullName: '只读', enCode: 'ro' });
    await grant(t.db, { type: 'Role', id: small.id }, ['permission.user']);
    expect(
      (
        await save(manager, { account: 'helper1', realName: '助手', organizeId: deptA, roleIds: [small.id] })
      ).json().code,
    ).toBe(200);
    const h = await byAccount('helper1');
    const rel = await t.db.select().from(userRelations).where(eq(userRelations.userId, h.id));
    expect(rel.map((r) => r.objectId)).toEqual([small.id]);
  });

  it('lists enabled users for selectors to holders of a page that calls them, inside its data scope', async () => {
    const all = (await t.call('GET', `${base}/list/all`, { token: admin })).json().data.list;
    expect(all.find((u: { account: string }) => u.account === 'admin')).toMatchObject({ realName: '管理员' });
    const list = (await t.call('GET', `${base}/list/all`, { token: manager })).json().data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((u: { organizeId: string }) => u.organizeId === deptA)).toBe(true);
    expect(list[0]).not.toHaveProperty('passwordHash');
    const plain = await buildUser(t.db, { account: 'noroles', organizeId: deptA });
    const token = await t.signIn(plain.account, DEFAULT_PASSWORD);
    expect((await t.call('GET', `${base}/list/all`, { token })).json().code).toBe(403);
  });
});
