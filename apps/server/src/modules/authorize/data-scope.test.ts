import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_COMPANY_ID } from '../../db/seed/seed.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildRole, buildUser, grant, grantScope } from '../../test/factories.ts';
import { positions } from '../position/position.table.ts';
import { multipartBody } from '../../test/multipart.ts';
import { IMPORT_HEADERS } from '../users/user-import.ts';
import { userRelations } from '../users/user-relation.table.ts';

// One caller with the own-department data scope on the users, positions and departments pages walks every read
// of guarded data: lists, info by id, the export, selectors, trees and members answer department A's rows only.

const api = '/api/system/permission';
let t: TTestApp;
let clerk: string;
let deptA: string;
let deptB: string;
const ids = { userA: '', userB: '', posA: '', posB: '' };

type TNode = { id: string; type: string; children: TNode[] | null };
const flat = (nodes: TNode[]): TNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const get = (url: string) => t.call('GET', `${api}/${url}`, { token: clerk });
const list = async <T>(url: string): Promise<T[]> => (await get(url)).json().data.list as T[];
const treeIds = async (url: string, type: string) =>
  flat(await list<TNode>(url))
    .filter((n) => n.type === type)
    .map((n) => n.id);

beforeAll(async () => {
  t = await buildTestApp();
  deptA = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID, fullName: '甲部', enCode: 'SCOPEA' })).id;
  deptB = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID, fullName: '乙部', enCode: 'SCOPEB' })).id;
  const me = await buildUser(t.db, { account: 'scopeclerk', organizeId: deptA });
  ids.userA = (await buildUser(t.db, { account: 'scopea', organizeId: deptA })).id;
  ids.userB = (await buildUser(t.db, { account: 'scopeb', organizeId: deptB })).id;
  for (const [key, organizeId] of [
    ['posA', deptA],
    ['posB', deptB],
  ] as const) {
    ids[key] = newId();
    await t.db
      .insert(positions)
      .values({ id: ids[key], fullName: key, enCode: key, organizeId, creatorTime: 1 });
  }
  // posA holds a member of each department.
  for (const userId of [ids.userA, ids.userB]) {
    await t.db
      .insert(userRelations)
      .values({ id: newId(), userId, objectType: 'Position', objectId: ids.posA, creatorTime: 1 });
  }
  const role = { type: 'Role' as const, id: (await buildRole(t.db, [me.id])).id };
  const pages = ['permission.user', 'permission.position', 'permission.department'];
  await grant(t.db, role, pages, ['btn_download', 'btn_upload']);
  for (const page of pages) await grantScope(t.db, role, page, 'department');
  clerk = await t.signIn(me.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

describe('a department-scoped caller', () => {
  it("lists only its department's users, positions and departments", async () => {
    const users = (await get('users/page?pageSize=100')).json().data.list as { id: string }[];
    expect(users.map((u) => u.id)).toContain(ids.userA);
    expect(users.map((u) => u.id)).not.toContain(ids.userB);
    const pos = (await get('position/page?pageSize=100')).json().data.list as { id: string }[];
    expect(pos.map((p) => p.id)).toEqual([ids.posA]);
    const depts = flat(await list<TNode>('organize/department/list')).map((d) => d.id);
    expect(depts).toEqual([deptA]);
  });

  it('gets 404 for a record outside its scope by id, and the record inside', async () => {
    expect((await get(`users/info/${ids.userB}`)).statusCode).toBe(404);
    expect((await get(`position/info/${ids.posB}`)).statusCode).toBe(404);
    expect((await get(`organize/department/info/${deptB}`)).statusCode).toBe(404);
    expect((await get(`users/info/${ids.userA}`)).json().data.id).toBe(ids.userA);
    expect((await get(`position/info/${ids.posA}`)).json().data.id).toBe(ids.posA);
    expect((await get(`organize/department/info/${deptA}`)).json().data.id).toBe(deptA);
  });

  it("exports only its department's users", async () => {
    const res = await get('users/export');
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const accounts = wb.worksheets[0].getColumn(1).values.slice(2).sort();
    expect(accounts).toEqual(['scopea', 'scopeclerk']);
  });

  it("imports users into its department only: another department's code is refused per row", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('用户');
    ws.addRow([...IMPORT_HEADERS]);
    ws.addRow(['scopeimpa', '甲', '', '', '', 'SCOPEA', '', '', 0]);
    ws.addRow(['scopeimpb', '乙', '', '', '', 'SCOPEB', '', '', 0]);
    const upload = await multipartBody('users.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    const started = (await t.call('POST', `${api}/users/import`, { token: clerk, ...upload })).json();
    expect(started.code).toBe(200);
    let job = { status: 'running', result: {} as { created?: number; errors?: object[] } };
    for (let i = 0; i < 100 && job.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await get(`users/import/${started.data.jobId}`)).json().data;
    }
    expect(job.result.created).toBe(1);
    expect(job.result.errors).toEqual([{ row: 3, field: '组织编码', message: '没有权限操作该组织的数据' }]);
  });

  it("answers selectors, selector trees and members from its department's rows", async () => {
    const userOptions = (await list<{ id: string }>('users/list/all')).map((u) => u.id);
    expect(userOptions).toContain(ids.userA);
    expect(userOptions).not.toContain(ids.userB);
    expect((await list<{ id: string }>('position/list/all')).map((p) => p.id)).toEqual([ids.posA]);
    for (const url of ['tree/user', 'users/ops']) {
      const leaves = await treeIds(url, 'user');
      expect(leaves).toContain(ids.userA);
      expect(leaves).not.toContain(ids.userB);
    }
    for (const url of ['tree/position', 'position/ops']) {
      expect(await treeIds(url, 'position')).toEqual([ids.posA]);
    }
    expect(await treeIds('tree/department', 'department')).toEqual([deptA]);
    expect(await treeIds('organize/department/ops', 'department')).toEqual([deptA]);
    const members = (await get(`userRelation/${ids.posA}`)).json().data.ids as string[];
    expect(members).toEqual([ids.userA]);
  });
});
