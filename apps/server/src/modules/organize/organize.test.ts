import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildRole, buildUser, grant, grantScope } from '../../test/factories.ts';
import { SEED_COMPANY_ID, SEED_DEPARTMENT_ID } from '../../db/seed/seed.ts';
import { newId } from '../../lib/ids.ts';
import { positions } from '../position/position.table.ts';
import { users } from '../users/user.table.ts';
import { organizes } from './organize.table.ts';

const base = '/api/system/permission/organize';
let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

const save = (token: string, body: object) => t.call('POST', `${base}/edit`, { token, body });
const idOf = async (enCode: string) =>
  (await t.db.select().from(organizes).where(eq(organizes.enCode, enCode)))[0]?.id;
const flat = (nodes: { id: string; children: unknown[] | null }[]): { id: string }[] =>
  nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);

describe('companies', () => {
  it('creates a company with extras, lists it as a tree, reads, updates and toggles it', async () => {
    const body = {
      parentId: SEED_COMPANY_ID,
      fullName: '华东分公司',
      enCode: 'EAST',
      propertyJson: { shortName: '华东', managerMobilePhone: '13800001111', industry: 'IT' },
    };
    expect((await save(admin, body)).json().code).toBe(200);
    const id = await idOf('EAST');
    const tree = (await t.call('GET', `${base}/list`, { token: admin })).json().data.list;
    const root = tree.find((n: { id: string }) => n.id === SEED_COMPANY_ID);
    expect(root).toMatchObject({
      hasChildren: true,
      category: 'company',
      icon: 'icon-ym icon-ym-tree-organization3',
    });
    expect(root.children.map((n: { id: string }) => n.id)).toContain(id);
    const info = (await t.call('GET', `${base}/info/${id}`, { token: admin })).json().data;
    expect(info).toMatchObject({
      fullName: '华东分公司',
      category: 'company',
    });
    expect(JSON.parse(info.propertyJson)).toMatchObject({ shortName: '华东' });
    expect((await save(admin, { ...body, id, fullName: '华东公司' })).json().code).toBe(200);
    expect((await t.call('PUT', `${base}/enabled/${id}`, { token: admin })).json().code).toBe(200);
    const [row] = await t.db.select().from(organizes).where(eq(organizes.id, id));
    expect(row).toMatchObject({ fullName: '华东公司', enabledMark: 0 });
  });

  it('keeps ancestors of keyword matches and leaves departments out of the companies tree', async () => {
    await save(admin, { parentId: SEED_COMPANY_ID, fullName: '深圳分公司', enCode: 'SZ' });
    const list = (await t.call('GET', `${base}/list?keyword=深圳`, { token: admin })).json().data.list;
    expect(list).toHaveLength(1);
    expect(list[0].id).toBe(SEED_COMPANY_ID);
    expect(list[0].children.map((n: { fullName: string }) => n.fullName)).toEqual(['深圳分公司']);
    const all = flat((await t.call('GET', `${base}/list`, { token: admin })).json().data.list);
    expect(all.map((n) => n.id)).not.toContain(SEED_DEPARTMENT_ID);
  });

  it('ops leaves out the given company and its subtree; tree lists companies', async () => {
    const parent = await idOf('SZ');
    await save(admin, { parentId: parent, fullName: '南山分公司', enCode: 'SZNS' });
    const child = await idOf('SZNS');
    const ops = flat((await t.call('GET', `${base}/ops/${parent}`, { token: admin })).json().data.list);
    expect(ops.map((n) => n.id)).not.toContain(parent);
    expect(ops.map((n) => n.id)).not.toContain(child);
    const tree = flat((await t.call('GET', `${base}/tree`, { token: admin })).json().data.list);
    expect(tree.map((n) => n.id)).toEqual(expect.arrayContaining([parent, child, SEED_COMPANY_ID]));
  });

  it('refuses a parent that is the company itself or below it', async () => {
    const parent = await idOf('SZ');
    const child = await idOf('SZNS');
    for (const parentId of [parent, child]) {
      const res = await save(admin, { id: parent, parentId, fullName: '深圳分公司', enCode: 'SZ' });
      expect(res.json()).toMatchObject({ code: 400, msg: '上级机构不能是自己或自己的下级' });
    }
    expect((await t.db.select().from(organizes).where(eq(organizes.id, parent)))[0].parentId).toBe(
      SEED_COMPANY_ID,
    );
  });

  it('refuses a code used anywhere and a name used by a sibling', async () => {
    expect((await save(admin, { parentId: '-1', fullName: '新公司', enCode: 'it' })).json()).toMatchObject({
      code: 409,
      msg: '机构编码已存在',
    });
    expect(
      (await save(admin, { parentId: SEED_COMPANY_ID, fullName: '深圳分公司', enCode: 'SZ2' })).json(),
    ).toMatchObject({ code: 409, msg: '机构名称已存在' });
    expect((await save(admin, { parentId: '-1', fullName: '深圳分公司', enCode: 'SZ3' })).json().code).toBe(
      200,
    );
  });

  it('rejects bad input naming the field and changes nothing', async () => {
    const before = (await t.db.select().from(organizes)).length;
    for (const [body, field] of [
      [{ parentId: '-1', fullName: '公司!', enCode: 'x1' }, 'fullName'],
      [{ parentId: '-1', fullName: '公司', enCode: 'x.' }, 'enCode'],
      [{ parentId: '-1', fullName: '公司', enCode: 'x1', category: 'department', sortCode: 1.5 }, 'sortCode'],
      [
        { parentId: '-1', fullName: '公司', enCode: 'x1', propertyJson: { manageEmail: 'nope' } },
        'manageEmail',
      ],
      [{ parentId: SEED_DEPARTMENT_ID, fullName: '公司', enCode: 'x1' }, 'parentId'],
      [{ fullName: '公司', enCode: 'x1' }, 'parentId'],
    ] as const) {
      const res = await save(admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    expect((await t.db.select().from(organizes)).length).toBe(before);
  });

  it('refuses to delete a company with organisations, positions or users below it', async () => {
    expect(
      (await t.call('DELETE', `${base}/del/${await idOf('SZ')}`, { token: admin })).json(),
    ).toMatchObject({
      code: 409,
      msg: '该机构下有机构禁止删除',
    });
    const leaf = await idOf('SZNS');
    await t.db
      .insert(positions)
      .values({ id: newId(), fullName: '岗', enCode: 'p1', organizeId: leaf, creatorTime: 1 });
    expect((await t.call('DELETE', `${base}/del/${leaf}`, { token: admin })).json().msg).toBe(
      '该机构下有岗位禁止删除',
    );
    await t.db.delete(positions).where(eq(positions.organizeId, leaf));
    const u = await buildUser(t.db, { organizeId: leaf });
    expect((await t.call('DELETE', `${base}/del/${leaf}`, { token: admin })).json().msg).toBe(
      '该机构下有员工禁止删除',
    );
    await t.db.update(users).set({ deleteTime: 1 }).where(eq(users.id, u.id));
    expect((await t.call('DELETE', `${base}/del/${leaf}`, { token: admin })).json().code).toBe(200);
    expect((await t.call('GET', `${base}/info/${leaf}`, { token: admin })).statusCode).toBe(404);
  });

  it('answers 404 for a department id on the company endpoints', async () => {
    expect((await t.call('GET', `${base}/info/${SEED_DEPARTMENT_ID}`, { token: admin })).statusCode).toBe(
      404,
    );
    expect((await t.call('DELETE', `${base}/del/${SEED_DEPARTMENT_ID}`, { token: admin })).statusCode).toBe(
      404,
    );
  });

  it('keeps a department-scoped user with the companies page out of every company', async () => {
    const deptA = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID, fullName: '甲部', enCode: 'DA' })).id;
    const u = await buildUser(t.db, { account: 'orgmgr', organizeId: deptA });
    const role = await buildRole(t.db, [u.id]);
    await grant(
      t.db,
      { type: 'Role', id: role.id },
      ['permission.organize'],
      ['btn_add', 'btn_edit', 'btn_remove'],
    );
    await grantScope(t.db, { type: 'Role', id: role.id }, 'permission.organize', 'departmentAndBelow');
    const token = await t.signIn('orgmgr', DEFAULT_PASSWORD);
    expect((await t.call('GET', `${base}/list`, { token })).json().data.list).toEqual([]);
    expect((await t.call('GET', `${base}/info/${SEED_COMPANY_ID}`, { token })).statusCode).toBe(404);
    const body = { id: SEED_COMPANY_ID, parentId: '-1', fullName: '改名', enCode: 'HQ' };
    expect((await save(token, body)).statusCode).toBe(404);
    expect((await save(token, { parentId: '-1', fullName: '外部公司', enCode: 'OUT' })).json().code).toBe(
      403,
    );
    expect((await t.call('PUT', `${base}/enabled/${SEED_COMPANY_ID}`, { token })).statusCode).toBe(404);
    expect((await t.call('DELETE', `${base}/del/${SEED_COMPANY_ID}`, { token })).statusCode).toBe(404);
    const [hq] = await t.db.select().from(organizes).where(eq(organizes.id, SEED_COMPANY_ID));
    expect(hq).toMatchObject({ fullName: '引迈信息技术有限公司', enabledMark: 1, deleteTime: null });
  });
});
