import { COLUMN_FIXTURE, FORM_FIXTURES } from '@app/contracts/visualdev-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';

const base = '/api/visualdev/Base';
const CATEGORY = 'dict-webdesign-business';
let t: TTestApp;
let admin: string;
let viewer: string; // may open 功能设计, no buttons

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const u = await buildUser(t.db, { account: 'vdviewer' });
  const role = await buildRole(t.db, [u.id]);
  await grant(t.db, { type: 'Role', id: role.id }, ['onlineDev.webDesign']);
  viewer = await t.signIn(u.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const model = (over: object = {}) => ({
  fullName: '采购申请',
  enCode: 'purchase',
  category: CATEGORY,
  type: 1,
  formData: JSON.stringify(FORM_FIXTURES.basic),
  columnData: JSON.stringify(COLUMN_FIXTURE),
  ...over,
});
const create = async (body: object, token = admin) => t.call('POST', base, { token, body });
const info = async (id: string) => (await t.call('GET', `${base}/${id}`, { token: admin })).json().data;

describe('visual-dev models', () => {
  it('creates, lists by category, reads the draft back unchanged, updates and deletes', async () => {
    const res = await create(model());
    expect(res.json().code).toBe(200);
    const id = res.json().data.id as string;
    const got = await info(id);
    expect(JSON.parse(got.formData)).toEqual(FORM_FIXTURES.basic);
    expect(JSON.parse(got.columnData)).toEqual(COLUMN_FIXTURE);
    expect(got).toMatchObject({ state: 0, version: 1, releaseVersion: 0, type: 1 });

    const tree = (await t.call('GET', `${base}?type=1&keyword=采购`, { token: viewer })).json().data.list;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: CATEGORY, parentId: '-1', num: 1 });
    expect(tree[0].children[0]).toMatchObject({ id, parentId: CATEGORY, enCode: 'purchase' });
    expect((await t.call('GET', `${base}?type=4`, { token: admin })).json().data.list).toEqual([]);

    const upd = await t.call('PUT', `${base}/${id}`, {
      token: admin,
      body: model({ fullName: '采购申请单' }),
    });
    expect(upd.json().code).toBe(200);
    expect(await info(id)).toMatchObject({ fullName: '采购申请单' });

    expect((await t.call('DELETE', `${base}/${id}`, { token: admin })).json().code).toBe(200);
    expect((await t.call('GET', `${base}/${id}`, { token: admin })).statusCode).toBe(404);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const badKey = JSON.parse(JSON.stringify(FORM_FIXTURES.basic)) as { fields: { __vModel__: string }[] };
    badKey.fields[0].__vModel__ = 'x"; drop table base_user; --';
    const cases: [object, string][] = [
      [model({ formData: JSON.stringify(badKey) }), 'formData.fields.0.__vModel__'],
      [model({ formData: '{not json' }), 'formData'],
      [model({ category: 'dict-webform-business' }), 'category'],
      [model({ type: 9 }), 'type'],
      [model({ enCode: '' }), 'enCode'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().msg, field).toContain(field);
    }
    expect((await t.call('GET', `${base}?keyword=采购`, { token: admin })).json().data.list).toEqual([]);
  });

  it('refuses a duplicate code with 409', async () => {
    expect((await create(model({ enCode: 'dup1', fullName: 'A' }))).json().code).toBe(200);
    expect((await create(model({ enCode: 'dup1', fullName: 'B' }))).json().code).toBe(409);
  });

  it('copies, lists form fields, exports and imports with nothing lost', async () => {
    const id = (
      await create(model({ enCode: 'layoutm', fullName: '布局', formData: FORM_FIXTURES.layout }))
    ).json().data.id as string;
    const copy = (await t.call('POST', `${base}/${id}/Actions/Copy`, { token: admin })).json().data
      .id as string;
    const copied = await info(copy);
    expect(copied.fullName).toMatch(/^布局\.副本[a-z0-9]{5}$/);
    expect(copied.enCode).toBe(`layoutm${copied.fullName.slice(-5)}`);
    expect(JSON.parse(copied.formData)).toEqual(FORM_FIXTURES.layout);

    const fields = (await t.call('GET', `${base}/${id}/FormDataFields`, { token: admin })).json().data.list;
    expect(fields.map((f: { label: string }) => f.label)).toEqual([
      '行内输入',
      '行内数字',
      '卡片内文本',
      '页内输入',
      '栏内日期',
    ]);

    const file = (await t.call('POST', `${base}/${id}/Actions/ExportData`, { token: admin })).json().data;
    const text = JSON.stringify({ ...file, enCode: 'layoutm2', fullName: '布局二' });
    const imported = await t.call('POST', `${base}/Actions/ImportData`, {
      token: admin,
      body: { data: text },
    });
    expect(imported.json().code).toBe(200);
    const back = await info(imported.json().data.id);
    expect(JSON.parse(back.formData)).toEqual(FORM_FIXTURES.layout);
    const bad = await t.call('POST', `${base}/Actions/ImportData`, {
      token: admin,
      body: { data: JSON.stringify({ ...file, enCode: 'x3', type: 'x' }) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('body.data.type');
  });

  it('admits the page for reads and needs the button for writes', async () => {
    expect((await t.call('GET', base, { token: viewer })).statusCode).toBe(200);
    expect((await create(model({ enCode: 'nope' }), viewer)).statusCode).toBe(403);
    const other = await buildUser(t.db, { account: 'vdnobody' });
    const token = await t.signIn(other.account, DEFAULT_PASSWORD);
    expect((await t.call('GET', base, { token })).statusCode).toBe(403);
  });
});
