import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { dictionaryData, dictionaryTypes } from './dictionary.table.ts';

const base = '/api/system/base/dictionary';
let t: TTestApp;
let admin: string;
let viewer: string; // page only, no buttons
let nobody: string; // signed in, no dictionary page

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const v = await buildUser(t.db, { account: 'dictview' });
  await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [v.id])).id }, ['systemData.dictionary']);
  viewer = await t.signIn(v.account, DEFAULT_PASSWORD);
  const n = await buildUser(t.db, { account: 'dictnone' });
  nobody = await t.signIn(n.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.call('GET', `${base}${url}`, { token });
const post = (url: string, body: object, token = admin) => t.call('POST', `${base}${url}`, { token, body });
const typeId = async (enCode: string) =>
  (
    await t.db
      .select()
      .from(dictionaryTypes)
      .where(and(eq(dictionaryTypes.enCode, enCode), isNull(dictionaryTypes.deleteTime)))
  )[0]?.id;
const dataId = async (enCode: string) =>
  (
    await t.db
      .select()
      .from(dictionaryData)
      .where(and(eq(dictionaryData.enCode, enCode), isNull(dictionaryData.deleteTime)))
  )[0]?.id;

describe('dictionary types', () => {
  it('lists the seeded tree with folders and keeps the seeded ids', async () => {
    const list = (await get('/type/list')).json().data.list;
    const system = list.find((n: { id: string }) => n.id === 'dictfolder-system');
    expect(system.children.map((c: { enCode: string }) => c.enCode)).toContain('PositionType');
    const hit = (await get('/type/list?keyword=岗位')).json().data.list;
    expect(hit).toHaveLength(1);
    expect(hit[0].children[0].id).toBe('dae93f2fd7cd4df999d32f8750fa6a1e');
  });

  it('creates, reads by id or enCode, updates and refuses duplicates with 409', async () => {
    expect(
      (await post('/type/edit', { fullName: '颜色', enCode: 'color', parentId: 'dictfolder-base' })).json()
        .code,
    ).toBe(200);
    const id = await typeId('color');
    expect((await get(`/type/info/color`)).json().data).toMatchObject({ id, fullName: '颜色', isTree: 0 });
    expect((await post('/type/edit', { fullName: '颜色', enCode: 'colour' })).json()).toMatchObject({
      code: 409,
      msg: '字典类型已存在,名称或编码重复',
    });
    expect((await post('/type/edit', { id, fullName: '色彩', enCode: 'color', isTree: 1 })).json().code).toBe(
      200,
    );
    expect((await get(`/type/info/${id}`)).json().data).toMatchObject({
      fullName: '色彩',
      isTree: 1,
      parentId: '-1',
    });
  });

  it('refuses a parent inside the type itself and an unknown parent, naming parentId', async () => {
    await post('/type/edit', { fullName: '外层', enCode: 'outer' });
    const outer = await typeId('outer');
    await post('/type/edit', { fullName: '内层', enCode: 'inner', parentId: outer });
    const inner = await typeId('inner');
    for (const parentId of [outer, inner, 'nope']) {
      const res = await post('/type/edit', { id: outer, fullName: '外层', enCode: 'outer', parentId });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('parentId');
    }
    const ops = (await get(`/type/ops/${outer}`)).json().data.list;
    expect(JSON.stringify(ops)).not.toContain(inner);
  });

  it('refuses to delete a type with entries, then deletes it when empty', async () => {
    await post('/type/edit', { fullName: '尺码', enCode: 'size' });
    const id = await typeId('size');
    await post('/data/edit', { dictionaryTypeId: id, fullName: '大', enCode: 'L' });
    expect((await t.call('DELETE', `${base}/type/del/${id}`, { token: admin })).json()).toMatchObject({
      code: 409,
      msg: '字典类型下面有字典值禁止删除',
    });
    await t.call('DELETE', `${base}/data/del/${await dataId('L')}`, { token: admin });
    expect((await t.call('DELETE', `${base}/type/del/${id}`, { token: admin })).json().code).toBe(200);
    expect((await get(`/type/info/${id}`)).statusCode).toBe(404);
  });
});

describe('dictionary entries', () => {
  it('keeps a tree type as a tree, with the synthetic root in selectors, and caches enabled entries', async () => {
    await post('/type/edit', { fullName: '地区级别', enCode: 'regionLevel', isTree: 1 });
    const id = await typeId('regionLevel');
    await post('/data/edit', { dictionaryTypeId: id, fullName: '华南', enCode: 'south' });
    const south = await dataId('south');
    await post('/data/edit', { dictionaryTypeId: id, parentId: south, fullName: '广东', enCode: 'gd' });
    const tree = (await get(`/data/list/regionLevel?isTree=1`)).json().data.list;
    expect(tree[0]).toMatchObject({ enCode: 'south', hasChildren: true, num: 1 });
    expect(tree[0].children[0]).toMatchObject({ enCode: 'gd', isLeaf: true, simpleSpelling: 'GD' });
    const ops = (await get(`/data/data/ops/${id}`, viewer)).json().data.list;
    expect(ops[0]).toMatchObject({ id: '0', fullName: '地区级别' });
    expect(ops[0].children[0].children[0].enCode).toBe('gd');
    const parents = (await get(`/data/ops/${id}/${south}?isTree=1`, viewer)).json().data.list;
    expect(parents[0]).toMatchObject({ id: '0', children: null });
    expect(
      (await t.call('PUT', `${base}/data/enabled/${await dataId('gd')}`, { token: admin })).json().code,
    ).toBe(200);
    const all = (await get('/data/all', viewer)).json().data.list;
    const cached = all.find((x: { enCode: string }) => x.enCode === 'regionLevel');
    expect(cached.dictionaryList[0]).toMatchObject({ enCode: 'south', isLeaf: true });
    expect(all.find((x: { enCode: string }) => x.enCode === 'sex').dictionaryList).toHaveLength(3);
  });

  it('refuses duplicates within a type, allows them in another, and refuses deleting a parent', async () => {
    const sex = 'dict-sex';
    expect(
      (await post('/data/edit', { dictionaryTypeId: sex, fullName: '男', enCode: '9' })).json(),
    ).toMatchObject({
      code: 409,
      msg: '字典值已存在,名称或编码重复',
    });
    expect(
      (await post('/data/edit', { dictionaryTypeId: 'dict-education', fullName: '男', enCode: '1' })).json()
        .code,
    ).toBe(200);
    const south = await dataId('south');
    expect((await t.call('DELETE', `${base}/data/del/${south}`, { token: admin })).json().code).toBe(409);
  });

  it('rejects bad input naming the field and changes nothing', async () => {
    const before = (await t.db.select().from(dictionaryData)).length;
    const types = (await t.db.select().from(dictionaryTypes)).length;
    for (const [url, body, field] of [
      ['/data/edit', { dictionaryTypeId: 'dict-sex', fullName: '', enCode: 'x' }, 'fullName'],
      ['/data/edit', { dictionaryTypeId: 'dict-sex', fullName: '甲', enCode: '.x' }, 'enCode'],
      ['/data/edit', { dictionaryTypeId: 'nope', fullName: '甲', enCode: 'x' }, 'dictionaryTypeId'],
      [
        '/data/edit',
        { dictionaryTypeId: 'dict-sex', fullName: '甲', enCode: 'x', parentId: 'dict-sex-1' },
        'parentId',
      ],
      [
        '/data/edit',
        { dictionaryTypeId: 'dict-sex', fullName: '甲', enCode: 'x', extra: 1, isDefault: 2 },
        'isDefault',
      ],
      ['/type/edit', { fullName: '<b>x</b>', enCode: 'x' }, 'fullName'],
      ['/type/edit', { fullName: '类型', enCode: 'x', isTree: 2 }, 'isTree'],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    expect((await t.db.select().from(dictionaryData)).length).toBe(before);
    expect((await t.db.select().from(dictionaryTypes)).length).toBe(types);
  });

  it('needs the page for lists and selectors, and the buttons for changes', async () => {
    expect((await get('/type/list', nobody)).statusCode).toBe(403);
    for (const url of ['/type/ops', '/data/all', '/data/ops/dict-sex', '/data/data/ops/dict-sex'])
      expect((await get(url, nobody)).statusCode, url).toBe(403);
    expect((await get('/data/list/dict-sex', nobody)).statusCode).toBe(403);
    expect((await get('/data/list/dict-sex', viewer)).json().data.list).toHaveLength(3);
    expect(
      (await post('/data/edit', { dictionaryTypeId: 'dict-sex', fullName: '甲', enCode: 'x' }, viewer))
        .statusCode,
    ).toBe(403);
    expect((await t.call('DELETE', `${base}/data/del/dict-sex-1`, { token: viewer })).statusCode).toBe(403);
    expect((await t.call('PUT', `${base}/data/enabled/dict-sex-1`, { token: viewer })).statusCode).toBe(403);
    expect((await get('/data/all')).statusCode).toBe(200);
    expect((await t.call('GET', `${base}/data/all`)).statusCode).toBe(401);
  });
});
