import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildRole, buildUser, grant, grantScope } from '../../test/factories.ts';
import { SEED_COMPANY_ID } from '../../db/seed/seed.ts';
import { positions } from './position.table.ts';
import { userRelations } from '../users/user-relation.table.ts';
import { users } from '../users/user.table.ts';
import { sysLogs } from '../logs/log.table.ts';
import { newId } from '../../lib/ids.ts';

const base = '/api/system/permission/position';
let t: TTestApp;
let admin: string;
let deptA: string;
let deptB: string;
let scoped: string; // manages positions of department A only, with add/edit/remove
let addOnly: string; // may open the page and add, nothing else

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  deptA = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID, fullName: '研发部', enCode: 'RD' })).id;
  deptB = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID, fullName: '财务部', enCode: 'FIN' })).id;
  const a = await buildUser(t.db, { account: 'posmgr', organizeId: deptA });
  const role = await buildRole(t.db, [a.id]);
  await grant(
    t.db,
    { type: 'Role', id: role.id },
    ['permission.position'],
    ['btn_add', 'btn_edit', 'btn_remove'],
  );
  await grantScope(t.db, { type: 'Role', id: role.id }, 'permission.position', 'departmentAndBelow');
  scoped = await t.signIn(a.account, DEFAULT_PASSWORD);
  const b = await buildUser(t.db, { account: 'posadd', organizeId: deptA });
  const roleB = await buildRole(t.db, [b.id]);
  await grant(t.db, { type: 'Role', id: roleB.id }, ['permission.position'], ['btn_add']);
  await grantScope(t.db, { type: 'Role', id: roleB.id }, 'permission.position', 'all');
  addOnly = await t.signIn(b.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const save = (token: string, body: object) => t.call('POST', `${base}/edit`, { token, body });
const idOf = async (enCode: string) =>
  (await t.db.select().from(positions).where(eq(positions.enCode, enCode)))[0]?.id;

describe('positions', () => {
  it('creates, lists with keyword and organisation subtree, reads, updates and toggles', async () => {
    expect(
      (await save(admin, { fullName: '架构师', enCode: 'arch', organizeId: deptA, type: 'technical' })).json()
        .code,
    ).toBe(200);
    const id = await idOf('arch');
    const page = (
      await t.call(
        'GET',
        `${base}/page?keyword=架构&organizeId=${SEED_COMPANY_ID}&currentPage=1&pageSize=20`,
        { token: admin },
      )
    ).json().data;
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 });
    expect(page.list[0]).toMatchObject({ id, fullName: '架构师', department: '研发部', enabledMark: 1 });
    expect(
      (await save(admin, { id, fullName: '首席架构师', enCode: 'arch', organizeId: deptA })).json().code,
    ).toBe(200);
    expect((await t.call('GET', `${base}/info/${id}`, { token: admin })).json().data.fullName).toBe(
      '首席架构师',
    );
    expect((await t.call('PUT', `${base}/enabled/${id}`, { token: admin })).json().code).toBe(200);
    expect((await t.call('GET', `${base}/info/${id}`, { token: admin })).json().data.enabledMark).toBe(0);
  });

  it('refuses a duplicate code or name in the same organisation with 409, and allows them elsewhere', async () => {
    await save(admin, { fullName: '会计', enCode: 'acct', organizeId: deptB });
    expect(
      (await save(admin, { fullName: '会计二', enCode: 'acct', organizeId: deptB })).json(),
    ).toMatchObject({ code: 409, msg: '岗位编码已存在' });
    expect(
      (await save(admin, { fullName: '会计', enCode: 'acct2', organizeId: deptB })).json(),
    ).toMatchObject({ code: 409, msg: '岗位名称已存在' });
    expect((await save(admin, { fullName: '会计', enCode: 'acct', organizeId: deptA })).json().code).toBe(
      200,
    );
  });

  it('rejects bad input naming the field and changes nothing', async () => {
    const before = (await t.db.select().from(positions)).length;
    for (const [body, field] of [
      [{ fullName: '岗位!', enCode: 'x', organizeId: deptA }, 'fullName'],
      [{ fullName: '岗位', enCode: '.x', organizeId: deptA }, 'enCode'],
      [{ fullName: '岗位', enCode: 'x', organizeId: deptA, isAdmin: true, enabledMark: 3 }, 'enabledMark'],
      [{ fullName: '岗位', enCode: 'x' }, 'organizeId'],
      [{ fullName: '岗位', enCode: 'x', organizeId: 'no-such-org' }, 'organizeId'],
    ] as const) {
      const res = await save(admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    expect((await t.call('GET', `${base}/page?sidx=password`, { token: admin })).json().msg).toContain(
      'sidx',
    );
    expect((await t.db.select().from(positions)).length).toBe(before);
  });

  it('refuses to delete a position that users hold', async () => {
    await save(admin, { fullName: '出纳', enCode: 'cashier', organizeId: deptB });
    const id = await idOf('cashier');
    await t.db
      .insert(userRelations)
      .values({ id: newId(), userId: 'admin', objectType: 'Position', objectId: id, creatorTime: 1 });
    expect((await t.call('DELETE', `${base}/del/${id}`, { token: admin })).json()).toMatchObject({
      code: 409,
      msg: '该岗位下有用户',
    });
    await t.db.delete(userRelations).where(eq(userRelations.objectId, id));
    expect((await t.call('DELETE', `${base}/del/${id}`, { token: admin })).json().code).toBe(200);
    expect((await t.call('GET', `${base}/info/${id}`, { token: admin })).statusCode).toBe(404);
  });

  it('keeps a department-scoped manager out of another department by id, list, search and edit', async () => {
    await save(admin, { fullName: '审计', enCode: 'audit', organizeId: deptB });
    const foreign = await idOf('audit');
    const list = (await t.call('GET', `${base}/page?keyword=审计`, { token: scoped })).json().data;
    expect(list.pagination.total).toBe(0);
    expect((await t.call('GET', `${base}/info/${foreign}`, { token: scoped })).statusCode).toBe(404);
    expect(
      (await save(scoped, { id: foreign, fullName: '审计', enCode: 'audit', organizeId: deptA })).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `${base}/del/${foreign}`, { token: scoped })).statusCode).toBe(404);
    expect((await t.call('PUT', `${base}/enabled/${foreign}`, { token: scoped })).statusCode).toBe(404);
    expect((await save(scoped, { fullName: '新岗位', enCode: 'newb', organizeId: deptB })).json().code).toBe(
      403,
    );
    expect((await save(scoped, { fullName: '新岗位', enCode: 'newa', organizeId: deptA })).json().code).toBe(
      200,
    );
    const [row] = await t.db.select().from(positions).where(eq(positions.id, foreign));
    expect(row).toMatchObject({ fullName: '审计', organizeId: deptB, deleteTime: null, enabledMark: 1 });
  });

  it('checks the button an edit needs: add without btn_edit cannot update', async () => {
    expect((await save(addOnly, { fullName: '测试岗', enCode: 'tst', organizeId: deptA })).json().code).toBe(
      200,
    );
    const id = await idOf('tst');
    expect(
      (await save(addOnly, { id, fullName: '改名', enCode: 'tst', organizeId: deptA })).json().code,
    ).toBe(403);
    expect((await t.call('DELETE', `${base}/del/${id}`, { token: addOnly })).json().code).toBe(403);
  });

  it('stamps who created, changed, toggled and deleted a position, keeps the deleted row and logs the flip', async () => {
    const [mgr] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'posmgr'));
    const row = async () => (await t.db.select().from(positions).where(eq(positions.enCode, 'stamp')))[0];
    await save(scoped, { fullName: '审计岗', enCode: 'stamp', organizeId: deptA });
    const { id } = await row();
    expect(await row()).toMatchObject({ creatorUserId: mgr.id, lastModifyUserId: null, deleteTime: null });
    await save(scoped, { id, fullName: '审计岗二', enCode: 'stamp', organizeId: deptA });
    expect(await row()).toMatchObject({ fullName: '审计岗二', enabledMark: 1, lastModifyUserId: mgr.id });
    await t.call('PUT', `${base}/enabled/${id}`, { token: scoped });
    expect(await row()).toMatchObject({ enabledMark: 0, lastModifyUserId: mgr.id, deleteUserId: null });
    await t.call('DELETE', `${base}/del/${id}`, { token: scoped });
    const deleted = await row();
    expect(deleted).toMatchObject({ fullName: '审计岗二', deleteUserId: mgr.id });
    expect(deleted.deleteTime).toBeGreaterThanOrEqual(deleted.creatorTime);
    const flip = async () =>
      (
        await t.db
          .select()
          .from(sysLogs)
          .where(and(eq(sysLogs.abstracts, 'disable'), eq(sysLogs.moduleName, 'permission.position')))
      ).find((r) => (JSON.parse(r.abstractParams!) as { id?: string }).id === id)?.json;
    await expect.poll(flip, { timeout: 5000 }).toBeTruthy();
    expect(JSON.parse((await flip())!)).toMatchObject({
      changes: [{ field: 'enabledMark', before: 1, after: 0 }],
    });
  });

  it('writes an operation-log row for each change', async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const rows = await t.db.select().from(sysLogs).where(eq(sysLogs.category, 3));
    const actions = rows
      .filter((r) => r.moduleName === 'permission.position')
      .map((r) => `${r.abstracts} ${(JSON.parse(r.abstractParams!) as { noun: string }).noun}`);
    expect(actions).toEqual(expect.arrayContaining(['create position', 'delete position']));
  });
});
