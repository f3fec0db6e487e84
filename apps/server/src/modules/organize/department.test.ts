import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildRole, buildUser, grant, grantScope } from '../../test/factories.ts';
import { SEED_COMPANY_ID, SEED_DEPARTMENT_ID } from '../../db/seed/seed.ts';
import { sysLogs } from '../logs/log.table.ts';
import { organizes } from './organize.table.ts';

const base = '/api/system/permission/organize/department';
let t: TTestApp;
let admin: string;
let scoped: string; // manages departments of A and below
let deptA: string;
let deptB: string;
let subA: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  deptA = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID, fullName: '研发部', enCode: 'RD' })).id;
  deptB = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID, fullName: '财务部', enCode: 'FIN' })).id;
  subA = (await buildOrg(t.db, { parentId: deptA, fullName: '前端组', enCode: 'RD.FE' })).id;
  const u = await buildUser(t.db, { account: 'deptmgr', realName: '张三', organizeId: deptA });
  const role = await buildRole(t.db, [u.id]);
  await grant(
    t.db,
    { type: 'Role', id: role.id },
    ['permission.department'],
    ['btn_add', 'btn_edit', 'btn_remove'],
  );
  await grantScope(t.db, { type: 'Role', id: role.id }, 'permission.department', 'departmentAndBelow');
  scoped = await t.signIn('deptmgr', DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const save = (token: string, body: object) => t.call('POST', `${base}/edit`, { token, body });
const idOf = async (enCode: string) =>
  (await t.db.select().from(organizes).where(eq(organizes.enCode, enCode)))[0]?.id;
type TNode = { id: string; fullName: string; children: TNode[] | null };
const flat = (nodes: TNode[]): TNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('departments', () => {
  it('creates a department with a manager and lists the company departments as a tree', async () => {
    const mgr = await buildUser(t.db, { account: 'lisi', realName: '李四' });
    const res = await save(admin, {
      parentId: deptA,
      fullName: '后端组',
      enCode: 'RD.BE',
      managerId: mgr.id,
    });
    expect(res.json().code).toBe(200);
    const id = await idOf('RD.BE');
    const list = (await t.call('GET', `${base}/list?organizeId=${SEED_COMPANY_ID}`, { token: admin })).json()
      .data.list as TNode[];
    const rd = list.find((n) => n.id === deptA)!;
    expect(rd.children!.map((n) => n.id)).toEqual(expect.arrayContaining([subA, id]));
    expect(flat(list).find((n) => n.id === id)).toMatchObject({ manager: '李四/lisi', managerId: mgr.id });
    expect(list.map((n) => n.id)).toEqual(expect.arrayContaining([SEED_DEPARTMENT_ID, deptB]));
    expect((await t.call('GET', `${base}/info/${id}`, { token: admin })).json().data).toMatchObject({
      parentId: deptA,
      category: 'department',
      managerId: mgr.id,
    });
    expect((await t.call('PUT', `${base}/enabled/${id}`, { token: admin })).json().code).toBe(200);
    expect(
      (await save(admin, { id, parentId: deptB, fullName: '后端组', enCode: 'RD.BE' })).json().code,
    ).toBe(200);
    const [row] = await t.db.select().from(organizes).where(eq(organizes.id, id));
    expect(row).toMatchObject({ parentId: deptB, managerId: null, enabledMark: 1 });
  });

  it('lists only the departments of the given company, and keeps ancestors of keyword matches', async () => {
    const other = (
      await buildOrg(t.db, { parentId: '-1', category: 'company', fullName: '子公司', enCode: 'SUB' })
    ).id;
    const otherDept = (await buildOrg(t.db, { parentId: other, fullName: '销售部', enCode: 'SALES' })).id;
    const mine = flat(
      (await t.call('GET', `${base}/list?organizeId=${SEED_COMPANY_ID}`, { token: admin })).json().data.list,
    );
    expect(mine.map((n) => n.id)).not.toContain(otherDept);
    const theirs = (await t.call('GET', `${base}/list?organizeId=${other}`, { token: admin })).json().data
      .list;
    expect(theirs.map((n: TNode) => n.id)).toEqual([otherDept]);
    const below = flat(
      (await t.call('GET', `${base}/list?organizeId=${deptA}`, { token: admin })).json().data.list,
    );
    expect(below.map((n) => n.id)).toEqual(expect.arrayContaining([deptA, subA]));
    expect(below.map((n) => n.id)).not.toContain(deptB);
    expect(
      (await t.call('GET', `${base}/list?organizeId=nowhere`, { token: admin })).json().data.list,
    ).toEqual([]);
    const found = (await t.call('GET', `${base}/list?keyword=前端`, { token: admin })).json().data
      .list as TNode[];
    expect(found.map((n) => n.id)).toEqual([deptA]);
    expect(found[0].children!.map((n) => n.id)).toEqual([subA]);
  });

  it('ops gives every organisation with type and icon, leaving out the given one and its subtree', async () => {
    const ops = flat((await t.call('GET', `${base}/ops/${deptA}`, { token: admin })).json().data.list);
    expect(ops.map((n) => n.id)).not.toContain(subA);
    expect(ops.map((n) => n.id)).not.toContain(deptA);
    expect(ops.find((n) => n.id === SEED_COMPANY_ID)).toMatchObject({ type: 'company' });
    expect(ops.find((n) => n.id === deptB)).toMatchObject({
      type: 'department',
      icon: 'icon-ym icon-ym-tree-department1',
    });
  });

  it('refuses cycles, duplicate codes, duplicate sibling names and a bad manager', async () => {
    expect(
      (await save(admin, { id: deptA, parentId: subA, fullName: '研发部', enCode: 'RD' })).json().msg,
    ).toBe('上级机构不能是自己或自己的下级');
    expect((await save(admin, { parentId: deptB, fullName: '新部门', enCode: 'rd' })).json()).toMatchObject({
      code: 409,
      msg: '机构编码已存在',
    });
    expect((await save(admin, { parentId: deptA, fullName: '前端组', enCode: 'FE2' })).json()).toMatchObject({
      code: 409,
      msg: '部门名称已存在',
    });
    expect((await save(admin, { parentId: deptB, fullName: '前端组', enCode: 'FE3' })).json().code).toBe(200);
    const before = (await t.db.select().from(organizes)).length;
    for (const [body, field] of [
      [{ parentId: deptA, fullName: '组', enCode: 'Z1', managerId: 'nobody' }, 'managerId'],
      [{ parentId: 'no-such-org', fullName: '组', enCode: 'Z1' }, 'parentId'],
      [{ parentId: '-1', fullName: '组', enCode: 'Z1' }, 'parentId'],
      [{ parentId: deptA, fullName: '组', enCode: 'Z1', propertyJson: {}, enabledMark: 'x' }, 'enabledMark'],
      [{ parentId: deptA, fullName: '', enCode: 'Z1' }, 'fullName'],
    ] as const) {
      const res = await save(admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    expect((await t.db.select().from(organizes)).length).toBe(before);
  });

  it('refuses to delete a department with sub-departments or users, then deletes an empty one', async () => {
    expect((await t.call('DELETE', `${base}/del/${deptA}`, { token: admin })).json().msg).toBe(
      '该机构下有机构禁止删除',
    );
    expect((await t.call('DELETE', `${base}/del/${SEED_DEPARTMENT_ID}`, { token: admin })).json().msg).toBe(
      '该机构下有员工禁止删除',
    );
    const id = await idOf('FE3');
    expect((await t.call('DELETE', `${base}/del/${id}`, { token: admin })).json().code).toBe(200);
    expect((await t.call('GET', `${base}/info/${id}`, { token: admin })).statusCode).toBe(404);
  });

  it('keeps a manager of department A out of department B by id, list, search and edit', async () => {
    const list = flat((await t.call('GET', `${base}/list`, { token: scoped })).json().data.list);
    expect(list.map((n) => n.id).sort()).toEqual([deptA, subA].sort());
    expect((await t.call('GET', `${base}/list?keyword=财务`, { token: scoped })).json().data.list).toEqual(
      [],
    );
    expect((await t.call('GET', `${base}/info/${deptB}`, { token: scoped })).statusCode).toBe(404);
    expect(
      (await save(scoped, { id: deptB, parentId: SEED_COMPANY_ID, fullName: '改名', enCode: 'FIN' }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('PUT', `${base}/enabled/${deptB}`, { token: scoped })).statusCode).toBe(404);
    expect((await t.call('DELETE', `${base}/del/${deptB}`, { token: scoped })).statusCode).toBe(404);
    expect((await save(scoped, { parentId: deptB, fullName: '渗透组', enCode: 'X1' })).json().code).toBe(403);
    expect(
      (await save(scoped, { id: subA, parentId: deptB, fullName: '前端组', enCode: 'RD.FE' })).json().code,
    ).toBe(403);
    expect((await save(scoped, { parentId: subA, fullName: '小组', enCode: 'RD.FE.S' })).json().code).toBe(
      200,
    );
    const [b] = await t.db.select().from(organizes).where(eq(organizes.id, deptB));
    expect(b).toMatchObject({ fullName: '财务部', enabledMark: 1, deleteTime: null });
    expect((await t.db.select().from(organizes).where(eq(organizes.id, subA)))[0].parentId).toBe(deptA);
  });

  it('writes an operation-log row for each change', async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const rows = await t.db.select().from(sysLogs).where(eq(sysLogs.category, 3));
    const actions = rows
      .filter((r) => r.moduleName === 'permission.department')
      .map((r) => `${r.abstracts} ${(JSON.parse(r.abstractParams!) as { noun: string }).noun}`);
    expect(actions).toEqual(expect.arrayContaining(['create department', 'delete department']));
  });
});
