import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser } from '../../../test/factories.ts';
import { bindModelMenu } from './runtime.fixtures.ts';

const base = '/api/visualdev/Base';
const rt = '/api/visualdev/OnlineDev';
const DAY = 86_400_000;
const BUSINESS = 'dict-webdesign-business';
const BASIC = 'dict-webdesign-basic';
let t: TTestApp;
let admin: string;
let token: string; // holds the model's menu with add and edit
let modelId: string;

const f = (jnpfKey: string, key: string, more: object = {}, config: object = {}) => ({
  __config__: { jnpfKey, label: key, ...config },
  __vModel__: key,
  ...more,
});
const grades = { __slot__: { options: ['A', 'B'].map((g) => ({ id: g, fullName: `等级${g}` })) } };
const FIELDS = [
  f('comInput', 'title'),
  f('comInput', 'code'),
  f('numInput', 'qty'),
  f('date', 'due', { format: 'yyyy-MM-dd' }),
  f('date', 'at', { format: 'yyyy-MM-dd HH:mm:ss' }),
  f('time', 'slot'),
  f('select', 'cat', {}, { dataType: 'dictionary', dictionaryType: 'dict-webdesign' }),
  f('radio', 'grade', grades, { dataType: 'static' }),
  f('createTime', 'made'),
  f('modifyTime', 'changed'),
];
const search = (key: string, searchType: number) => ({ __vModel__: key, searchType });
const COLUMNS = {
  type: 2,
  treeDataSource: 'dictionary',
  treeDictionary: 'dict-webdesign',
  treeDbTableFieldRelation: 'cat',
  searchList: [search('title', 2), search('code', 1), search('qty', 3), search('due', 3)],
  columnList: ['grade', 'title', 'qty'].map((prop) => ({ prop, label: prop })),
};

/** Creates (or, with `columnData`, re-designs and republishes) the model. */
async function publish(columnData: object) {
  const body = {
    fullName: '列表模型',
    enCode: 'rtlist',
    category: BUSINESS,
    type: 1,
    formData: { fields: FIELDS },
    columnData,
  };
  if (modelId) {
    expect((await t.call('PUT', `${base}/${modelId}`, { token: admin, body })).json().code).toBe(200);
  } else {
    modelId = (await t.call('POST', base, { token: admin, body })).json().data.id;
  }
  expect((await t.call('POST', `${base}/${modelId}/Actions/Release`, { token: admin })).json().code).toBe(
    200,
  );
}

const create = async (data: object) => {
  const res = await t.call('POST', `${rt}/${modelId}`, { token, body: { data } });
  expect(res.json().code, JSON.stringify(res.json())).toBe(200);
  return res.json().data.id as string;
};
const list = (body: object) => t.call('POST', `${rt}/${modelId}/List`, { token, body });
const titles = async (body: object) => {
  const res = await list(body);
  expect(res.json().code, JSON.stringify(res.json())).toBe(200);
  return (res.json().data.list as { title: string }[]).map((r) => r.title).sort();
};
const dayOf = (ms: number) => Math.floor(ms / DAY) * DAY;
let firstDay = 0;
let firstId = '';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  await publish(COLUMNS);
  const u = await buildUser(t.db, { account: 'rtlister' });
  await bindModelMenu(t, modelId, [u.id], ['btn_add', 'btn_edit'], undefined, Date.now());
  token = await t.signIn(u.account, DEFAULT_PASSWORD);
  firstDay = dayOf(Date.now());
  const rows: [string, string, number, number, string, string, string][] = [
    ['红苹果', 'AP-1', 5, Date.UTC(2024, 4, 3, 15), '08:30:00', BUSINESS, 'A'],
    ['青苹果', 'AP-10', 40, Date.UTC(2024, 4, 4), '12:00:00', BASIC, 'B'],
    ['菠萝', 'PI-1', 90, Date.UTC(2024, 4, 10), '18:45:00', BUSINESS, 'A'],
  ];
  const record = ([title, code, qty, due, slot, cat, grade]: (typeof rows)[number]) => ({
    title,
    code,
    qty,
    due,
    at: due,
    slot,
    cat,
    grade,
  });
  for (const row of rows) {
    const id = await create(record(row));
    firstId ||= id;
  }
  t.advance(3 * DAY);
  // Sessions idle out over three days: sign in again.
  admin = await t.signIn();
  token = await t.signIn(u.account, DEFAULT_PASSWORD);
  await create({ title: '后来', code: 'LATE', qty: 1, grade: 'B' });
  // The first record changes three days after it was made.
  const upd = await t.call('PUT', `${rt}/${modelId}/${firstId}`, {
    token,
    body: { data: record(rows[0]) },
  });
  expect(upd.json().code).toBe(200);
});
afterAll(() => t.close());

describe('the online-dev List', () => {
  it('filters fuzzy (searchType 2), exact (searchType 1) and numeric ranges with an open end', async () => {
    expect(await titles({ json: { title: '苹果' } })).toEqual(['红苹果', '青苹果'].sort());
    expect(await titles({ json: { code: 'AP-1' } })).toEqual(['红苹果']);
    expect(await titles({ json: { code: 'AP' } })).toEqual([]);
    expect(await titles({ json: { qty: [5, 40] } })).toEqual(['红苹果', '青苹果'].sort());
    expect(await titles({ json: { qty: [41, null] } })).toEqual(['菠萝']);
    expect(await titles({ json: { qty: [null, 4] } })).toEqual(['后来']);
    // Conditions AND together; the keyword searches the text search fields.
    expect(await titles({ json: { title: '苹果', qty: [10, null] } })).toEqual(['青苹果']);
    expect(await titles({ keyword: 'PI-' })).toEqual(['菠萝']);
  });

  it('compares dates at their format: a day-format range covers the whole last day, a time format does not', async () => {
    const may3 = Date.UTC(2024, 4, 3);
    expect(await titles({ json: { due: [may3, may3] } })).toEqual(['红苹果']);
    expect(await titles({ json: { due: [may3, may3 + DAY] } })).toEqual(['红苹果', '青苹果'].sort());
    expect(await titles({ json: { at: [may3, may3] } })).toEqual([]);
    expect(await titles({ json: { at: [may3, may3 + 16 * 3_600_000] } })).toEqual(['红苹果']);
  });

  it('filters time ranges and createTime/modifyTime by whole days', async () => {
    expect(await titles({ json: { slot: ['08:00:00', '12:00:00'] } })).toEqual(['红苹果', '青苹果'].sort());
    expect(await titles({ json: { slot: ['12:00:01', null] } })).toEqual(['菠萝']);
    const later = firstDay + 3 * DAY;
    expect(await titles({ json: { made: [firstDay, firstDay] } })).toEqual(
      ['红苹果', '青苹果', '菠萝'].sort(),
    );
    expect(await titles({ json: { made: [later, later] } })).toEqual(['后来']);
    expect(await titles({ json: { changed: [later, later] } })).toEqual(['红苹果']);
    expect(await titles({ json: { changed: [firstDay, firstDay] } })).toEqual([]);
  });

  it('filters by the tree node of a tree list (type 2): the relation field is matched exactly', async () => {
    expect(await titles({ json: { cat: BUSINESS } })).toEqual(['红苹果', '菠萝'].sort());
    expect(await titles({ json: { cat: BASIC } })).toEqual(['青苹果']);
    expect(await titles({ json: { cat: 'dict-webdesign' } })).toEqual([]);
  });

  it('sorts by model fields only, the design default otherwise, and pages up to 10,000 or all', async () => {
    const qty = async (body: object) =>
      ((await list(body)).json().data.list as { qty: number }[]).map((r) => r.qty);
    expect(await qty({ sidx: 'qty', sort: 'asc' })).toEqual([1, 5, 40, 90]);
    expect(await qty({ sidx: 'qty', sort: 'desc', pageSize: 2 })).toEqual([90, 40]);
    expect(await qty({ sidx: 'qty', sort: 'desc', pageSize: 2, currentPage: 2 })).toEqual([5, 1]);
    const all = (await list({ dataType: '1', pageSize: 1 })).json().data;
    expect(all.list).toHaveLength(4);
    expect(all.pagination).toMatchObject({ currentPage: 1, total: 4 });
    expect((await list({ pageSize: 10_000 })).json().data.list).toHaveLength(4);

    for (const [body, field] of [
      [{ sidx: 'creator_time' }, 'body.sidx'],
      [{ sidx: 'title;drop table x' }, 'body.sidx'],
      [{ pageSize: 10_001 }, 'pageSize'],
      [{ currentPage: 0 }, 'currentPage'],
      [{ json: { due: [1, 2, 3] } }, 'body.json.due'],
      [{ json: { qty: { $gt: 1 } } }, 'body.json.qty'],
      [{ dataType: '2' }, 'dataType'],
    ] as const) {
      const res = await list(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().msg, field).toContain(field);
    }
    const get = await t.call('GET', `${rt}/${modelId}/List?sidx=nope`, { token });
    expect(get.statusCode).toBe(400);
    expect(get.json().msg).toContain('query.sidx');
  });

  it('groups a grouped list (type 3) by its group field, the shown value under the first other column', async () => {
    await publish({ ...COLUMNS, type: 3, groupField: 'grade', defaultSidx: 'qty', sort: 'asc' });
    const res = await list({ pageSize: 10_000 });
    expect(res.json().code).toBe(200);
    const groups = res.json().data.list as { top: boolean; id: string; title: string; children: object[] }[];
    expect(groups.map((g) => [g.top, g.title, g.children.length])).toEqual([
      [true, '等级B', 2],
      [true, '等级A', 2],
    ]);
    expect(groups[0].children.map((r) => (r as { qty: number }).qty)).toEqual([1, 40]);
    expect(new Set(groups.map((g) => g.id)).size).toBe(2);
    expect(res.json().data.pagination.total).toBe(4);
  });
});
