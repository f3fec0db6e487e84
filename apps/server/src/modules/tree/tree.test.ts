import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildRole, buildUser, grant, grantScope } from '../../test/factories.ts';
import { SEED_COMPANY_ID, SEED_DEPARTMENT_ID } from '../../db/seed/seed.ts';
import { newId } from '../../lib/ids.ts';
import { positions } from '../position/position.table.ts';
import { users } from '../users/user.table.ts';

const base = '/api/system/permission/tree';
let t: TTestApp;
let admin: string;
let plain: string; // a user without any grant
let clerk: string; // the users page with the own-department data scope, in department A
let deptA: string;

type TNode = {
  id: string;
  parentId: string;
  type: string;
  icon: string;
  fullName: string;
  children: TNode[] | null;
};
const flat = (nodes: TNode[]): TNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const tree = async (kind: string, token = admin) =>
  flat((await t.call('GET', `${base}/${kind}`, { token })).json().data.list as TNode[]);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  deptA = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID, fullName: '研发部', enCode: 'RD' })).id;
  await buildUser(t.db, { account: 'plain', realName: '普通', organizeId: deptA });
  plain = await t.signIn('plain', DEFAULT_PASSWORD);
  const c = await buildUser(t.db, { account: 'clerk', realName: '文员', organizeId: deptA });
  const role = { type: 'Role' as const, id: (await buildRole(t.db, [c.id])).id };
  await grant(t.db, role, ['permission.user']);
  await grantScope(t.db, role, 'permission.user', 'department');
  clerk = await t.signIn('clerk', DEFAULT_PASSWORD);
});
afterAll(() => t.close());

describe('selector trees', () => {
  it('company tree holds companies only, with the company icon', async () => {
    const nodes = await tree('company');
    expect(nodes.map((n) => n.id)).toEqual([SEED_COMPANY_ID]);
    expect(nodes[0]).toMatchObject({
      type: 'company',
      icon: 'icon-ym icon-ym-tree-organization3',
      parentId: '-1',
    });
  });

  it('department tree holds companies and departments', async () => {
    const nodes = await tree('department');
    expect(nodes.find((n) => n.id === deptA)).toMatchObject({
      type: 'department',
      parentId: SEED_COMPANY_ID,
    });
    expect(nodes.map((n) => n.id)).toContain(SEED_DEPARTMENT_ID);
  });

  it('user tree holds enabled live users under their organisation as "RealName/Account"', async () => {
    await buildUser(t.db, { account: 'gone', organizeId: deptA, deleteTime: 1 });
    await buildUser(t.db, { account: 'off', organizeId: deptA, enabledMark: 0 });
    t.advance(31_000); // the cached tree is older than its fallback lifetime
    const nodes = await tree('user');
    const a = nodes.find((n) => n.id === deptA)!;
    const names = a.children!.filter((n) => n.type === 'user').map((n) => n.fullName);
    expect(names).toEqual(['文员/clerk', '普通/plain']);
    expect(a.children![0].icon).toBe('icon-ym icon-ym-tree-user2');
  });

  it('position tree holds enabled positions and follows changes announced on the bus', async () => {
    const id = newId();
    await t.db
      .insert(positions)
      .values({ id, fullName: '架构师', enCode: 'arch', organizeId: deptA, creatorTime: 1 });
    expect((await tree('position')).find((n) => n.id === id)).toMatchObject({
      type: 'position',
      parentId: deptA,
    });
    const toggled = await t.call('PUT', `/api/system/permission/position/enabled/${id}`, { token: admin });
    expect(toggled.json().code).toBe(200);
    // the bus answers asynchronously on PostgreSQL (LISTEN/NOTIFY), so the drop may take a moment
    await expect.poll(async () => (await tree('position')).some((n) => n.id === id)).toBe(false);
  });

  it('drops the cached trees when an organisation changes', async () => {
    expect((await tree('department')).some((n) => n.fullName === '测试部')).toBe(false);
    const body = { parentId: SEED_COMPANY_ID, fullName: '测试部', enCode: 'QA' };
    expect(
      (await t.call('POST', '/api/system/permission/organize/department/edit', { token: admin, body })).json()
        .code,
    ).toBe(200);
    await expect.poll(async () => (await tree('department')).some((n) => n.fullName === '测试部')).toBe(true);
    await expect.poll(async () => (await tree('user')).some((n) => n.fullName === '测试部')).toBe(true);
  });

  it('answers 404 for an unknown tree', async () => {
    expect((await t.call('GET', `${base}/role`, { token: admin })).statusCode).toBe(404);
  });

  it('refuses a user without a page that uses the trees, and scopes them for a page holder', async () => {
    for (const kind of ['user', 'company', 'department', 'position'])
      expect((await t.call('GET', `${base}/${kind}`, { token: plain })).json().code, kind).toBe(403);
    const users = (await tree('user', clerk)).filter((n) => n.type === 'user');
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((n) => n.parentId === deptA)).toBe(true);
    expect((await tree('department', clerk)).map((n) => n.id)).toEqual([deptA]);
    expect((await t.call('GET', `${base}/company`, { token: clerk })).json().code).toBe(403);
  });

  it('answers the user tree of 5,000 users, and from memory (much faster) the second time', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      id: newId(),
      account: `bulk${i}`,
      realName: `用户${i}`,
      passwordHash: 'x',
      organizeId: i % 2 ? deptA : SEED_DEPARTMENT_ID,
      creatorTime: 1,
    }));
    for (let i = 0; i < rows.length; i += 1000) await t.db.insert(users).values(rows.slice(i, i + 1000));
    t.advance(31_000);
    let start = performance.now();
    const first = await t.call('GET', `${base}/user`, { token: admin });
    const cold = performance.now() - start;
    start = performance.now();
    const second = await t.call('GET', `${base}/user`, { token: admin });
    const warm = performance.now() - start;
    expect(flat(first.json().data.list).filter((n) => n.type === 'user').length).toBeGreaterThanOrEqual(5000);
    expect(second.body).toBe(first.body);
    // Timings on a shared machine are relative: the cached answer must be much cheaper than the cold build.
    expect(warm).toBeLessThan(Math.max(cold / 3, 50));
  });
});
