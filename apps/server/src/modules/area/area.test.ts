import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { seedAreas } from './area.seed.ts';
import { areas } from './area.table.ts';

const base = '/api/system/base/area';
let t: TTestApp;
let admin: string;
let user: string; // no area page
let viewer: string; // the page without buttons

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const u = await buildUser(t.db, { account: 'areauser' });
  user = await t.signIn(u.account, DEFAULT_PASSWORD);
  const v = await buildUser(t.db, { account: 'areaview' });
  await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [v.id])).id }, ['system.area']);
  viewer = await t.signIn(v.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const list = async (q: string, token = viewer) =>
  (await t.call('GET', `${base}/list?${q}`, { token })).json().data.list;
const save = (body: object, token = admin) => t.call('POST', `${base}/edit`, { token, body });

describe('areas', () => {
  it('holds the seeded divisions: 34 provinces down to districts with GB/T 2260 codes, seeded once', async () => {
    const roots = await list('nodeId=-1');
    expect(roots).toHaveLength(34);
    const gd = roots.find((r: { fullName: string }) => r.fullName === '广东省');
    expect(gd).toMatchObject({ id: '440000', isLeaf: false, hasChildren: true, type: 1 });
    const sz = (await list('nodeId=440000')).find((r: { fullName: string }) => r.fullName === '深圳市');
    expect(sz.id).toBe('440300');
    const ns = (await t.call('GET', `${base}/ops/440300`, { token: viewer })).json().data.list;
    expect(ns.find((r: { fullName: string }) => r.fullName === '南山区')).toMatchObject({
      id: '440305',
      isLeaf: true,
    });
    const [{ n }] = await t.db.select({ n: count() }).from(areas);
    expect(n).toBeGreaterThan(3000);
    expect(await seedAreas(t.db, Date.now())).toBe(0);
  });

  it("labels each division with its own level, not its depth: a municipality's districts are county level", async () => {
    const typeOf = async (id: string) =>
      (await t.call('GET', `${base}/info/${id}`, { token: admin })).json().data.type;
    expect(await typeOf('110000')).toBe(1); // 北京市, a municipality
    expect(await typeOf('110101')).toBe(3); // 东城区, straight under it
    expect(await typeOf('500101')).toBe(3); // 重庆 万州区
    expect(await typeOf('440300')).toBe(2); // 深圳市
    expect(await typeOf('440305')).toBe(3); // 南山区
    expect(await typeOf('469001')).toBe(3); // 五指山市, a county-level city under Hainan
    expect(await typeOf('810001')).toBe(3); // 中西区 of Hong Kong
    expect((await save({ parentId: '110000', enCode: '110199', fullName: '测试新区' })).json().code).toBe(
      200,
    );
    const [row] = await t.db.select().from(areas).where(eq(areas.enCode, '110199'));
    expect(await typeOf(row.id)).toBe(3);
    expect((await t.call('DELETE', `${base}/del/${row.id}`, { token: admin })).json().code).toBe(200);
  });

  it('searches every level by name, code or pinyin initials', async () => {
    expect((await list('keyword=南山区')).map((r: { id: string }) => r.id)).toContain('440305');
    expect((await list('keyword=440305'))[0].fullName).toBe('南山区');
    expect((await list('keyword=SZS')).some((r: { id: string }) => r.id === '440300')).toBe(true);
  });

  it('creates, reads with the parent name, refuses duplicates, children deletes, and hides disabled areas from the cascader', async () => {
    expect((await save({ parentId: '440305', enCode: '440305001', fullName: '粤海街道' })).json().code).toBe(
      200,
    );
    const [row] = await t.db.select().from(areas).where(eq(areas.enCode, '440305001'));
    expect(row.type).toBe(4);
    expect((await t.call('GET', `${base}/info/${row.id}`, { token: admin })).json().data).toMatchObject({
      parentName: '南山区',
      fullName: '粤海街道',
    });
    expect((await save({ parentId: '440305', enCode: '440305001', fullName: '别名' })).json().code).toBe(409);
    expect((await t.call('DELETE', `${base}/del/440305`, { token: admin })).json()).toMatchObject({
      code: 409,
    });
    expect((await t.call('PUT', `${base}/enabled/${row.id}`, { token: admin })).json().code).toBe(200);
    expect((await t.call('GET', `${base}/ops/440305`, { token: viewer })).json().data.list).toHaveLength(0);
    expect((await list('nodeId=440305', admin))[0]).toMatchObject({ enabledMark: 0 });
    expect((await t.call('DELETE', `${base}/del`, { token: admin, body: { id: row.id } })).json().code).toBe(
      200,
    );
    expect(await list('nodeId=440305', admin)).toHaveLength(0);
  });

  it('rejects bad input naming the field and changes nothing', async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(areas);
    for (const [body, field] of [
      [{ parentId: '440305', enCode: 'abc', fullName: '甲' }, 'enCode'],
      [{ parentId: '440305', enCode: '1', fullName: '' }, 'fullName'],
      [{ parentId: 'nope', enCode: '1', fullName: '甲' }, 'parentId'],
      [{ id: '440000', parentId: '440305', enCode: '440000', fullName: '广东省' }, 'parentId'],
      [{ parentId: '440305', enCode: '1', fullName: '甲', level: 9, sortCode: -1 }, 'sortCode'],
    ] as const) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    expect((await t.call('GET', `${base}/list?nodeId=1;drop`, { token: viewer })).json().msg).toContain(
      'nodeId',
    );
    const [{ n: after }] = await t.db.select({ n: count() }).from(areas);
    expect(after).toBe(n);
    expect((await t.call('GET', `${base}/info/440000`, { token: admin })).json().data.parentId).toBe('-1');
  });

  it('needs the page to list or manage areas and buttons to change them', async () => {
    expect((await t.call('GET', `${base}/info/440000`, { token: user })).statusCode).toBe(403);
    expect((await t.call('GET', `${base}/list`, { token: user })).statusCode).toBe(403);
    expect((await t.call('GET', `${base}/ops/440000`, { token: user })).statusCode).toBe(403);
    expect((await t.call('GET', `${base}/info/440000`, { token: viewer })).statusCode).toBe(200);
    expect((await save({ parentId: '-1', enCode: '990000', fullName: '测试省' }, viewer)).statusCode).toBe(
      403,
    );
    expect((await t.call('DELETE', `${base}/del/440000`, { token: viewer })).statusCode).toBe(403);
    expect((await t.call('PUT', `${base}/enabled/440000`, { token: viewer })).statusCode).toBe(403);
    expect((await t.call('GET', `${base}/list`)).statusCode).toBe(401);
  });
});
