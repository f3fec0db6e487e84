import { STANDARD_SCOPES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildUser } from '../../../test/factories.ts';
import { bindModelMenu, type TScheme } from './runtime.fixtures.ts';
import { SEED_COMPANY_ID } from '../../../db/seed/seed.ts';

const base = '/api/visualdev/Base';
const rt = '/api/visualdev/OnlineDev';
const DAY = 86_400_000;
let t: TTestApp;
let admin: string;
let adder: string; // holds the model's menu and its btn_add only
let modelId: string;

const f = (jnpfKey: string, key: string, more: object = {}, config: object = {}) => ({
  __config__: { jnpfKey, label: key, ...config },
  __vModel__: key,
  ...more,
});
const opts = {
  options: [
    { id: 'a', fullName: '甲' },
    { id: 'b', fullName: '乙' },
  ],
};
const FIELDS = [
  f('comInput', 'title', { maxlength: 20 }, { required: true }),
  f('numInput', 'qty', { min: 0, max: 100 }),
  f('date', 'due'),
  f('select', 'kind', { __slot__: opts }, { dataType: 'static' }),
  f('switch', 'done', { activeValue: 1, inactiveValue: 0 }),
  f('createUser', 'creator'),
  f('calculate', 'total', { expression: ['qty', '*', '2', '+', '1'] }),
  f('editor', 'memo'),
  f('table', 'lines', {}, { children: [f('comInput', 'item', {}, { required: true }), f('numInput', 'n')] }),
];
const COLUMNS = {
  searchList: [
    { __vModel__: 'title', searchType: 2 },
    { __vModel__: 'kind', searchType: 1 },
  ],
};

const bindMenu = (userIds: string[], buttons: string[], scheme?: TScheme, forModel = modelId) =>
  bindModelMenu(t, forModel, userIds, buttons, scheme, Date.now());

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const body = {
    fullName: '运行时模型',
    enCode: 'rtmodel',
    category: 'dict-webdesign-business',
    type: 1,
    formData: { fields: FIELDS },
    columnData: COLUMNS,
  };
  modelId = (await t.call('POST', base, { token: admin, body })).json().data.id;
  expect((await t.call('POST', `${base}/${modelId}/Actions/Release`, { token: admin })).json().code).toBe(
    200,
  );
  const u = await buildUser(t.db, { account: 'rtadder' });
  await bindMenu([u.id], ['btn_add']);
  adder = await t.signIn(u.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const create = (data: object, token = admin) =>
  t.call('POST', `${rt}/${modelId}`, { token, body: { data: JSON.stringify(data) } });
const list = (body: object, token = admin) => t.call('POST', `${rt}/${modelId}/List`, { token, body });

describe('the online-dev runtime', () => {
  it('answers the published design; an unknown model is refused', async () => {
    const raw = await t.call('GET', `${rt}/${modelId}/Config`, { token: admin });
    const cfg = raw.json().data;
    expect(JSON.parse(cfg.formData).fields).toHaveLength(FIELDS.length);
    expect(cfg.fullName).toBe('运行时模型');
    // No list design yet: the default columns (value fields outside sub-tables), the draft's search fields kept.
    const columns = JSON.parse(cfg.columnData);
    expect(columns.columnList.map((c: { prop: string }) => c.prop)).toEqual([
      'title',
      'qty',
      'due',
      'kind',
      'done',
      'creator',
      'total',
      'memo',
    ]);
    expect(columns.searchList).toEqual(COLUMNS.searchList);
    // No menu names an unknown model, so the guard admits nobody (the client routes any non-200 to 404).
    expect((await t.call('GET', `${rt}/123/Config`, { token: admin })).statusCode).toBe(403);
  });

  it('creates with system fields and sub-table rows, reads raw values back, updates and deletes', async () => {
    const data = {
      title: '采购',
      qty: 3,
      due: 1_700_000_000_000,
      kind: 'a',
      done: 1,
      creator: 'forged',
      total: 999,
      memo: '<p>备注</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      lines: [{ item: 'x', n: 1 }, { item: 'y' }],
    };
    const res = await create(data, adder);
    expect(res.json().code).toBe(200);
    const id = res.json().data.id as string;
    const info = (await t.call('GET', `${rt}/${modelId}/${id}`, { token: admin })).json().data;
    const got = JSON.parse(info.data);
    expect(got).toMatchObject({ title: '采购', qty: 3, due: 1_700_000_000_000, kind: 'a', done: 1 });
    expect(got.creator).not.toBe('forged');
    expect(got.total).toBe(7); // recomputed: qty * 2 + 1, the client's 999 ignored
    expect(got.memo).toBe('<p>备注</p><img src="x" />');
    expect(got.lines).toEqual([
      { item: 'x', n: 1 },
      { item: 'y', n: null },
    ]);

    const upd = await t.call('PUT', `${rt}/${modelId}/${id}`, {
      token: admin,
      body: { data: { ...data, title: '采购2', lines: [{ item: 'z' }] } },
    });
    expect(upd.json().code).toBe(200);
    const after = JSON.parse(
      (await t.call('GET', `${rt}/${modelId}/${id}`, { token: admin })).json().data.data,
    );
    expect(after).toMatchObject({ title: '采购2', lines: [{ item: 'z', n: null }] });

    expect((await t.call('DELETE', `${rt}/${modelId}/${id}`, { token: adder })).statusCode).toBe(403);
    expect((await t.call('DELETE', `${rt}/${modelId}/${id}`, { token: admin })).json().code).toBe(200);
    expect((await t.call('GET', `${rt}/${modelId}/${id}`, { token: admin })).statusCode).toBe(404);
  });

  it('refuses an edit based on a stale version with 409 and the current one; info saved back unchanged changes nothing', async () => {
    const id = (await create({ title: '版本', qty: 1 })).json().data.id as string;
    const read = async () =>
      JSON.parse((await t.call('GET', `${rt}/${modelId}/${id}`, { token: admin })).json().data.data);
    const loaded = await read();
    expect(loaded.version).toBe(1);
    const put = (data: object, version?: number) =>
      t.call('PUT', `${rt}/${modelId}/${id}`, { token: admin, body: { data, version } });
    const { version: v1, ...values } = loaded;
    expect((await put(values, v1)).json().code).toBe(200);
    const again = await read();
    expect(again).toEqual({ ...loaded, version: 2 });
    const stale = await put({ ...values, title: '旧的' }, 1);
    expect(stale.json()).toMatchObject({ code: 409, data: { version: 2 } });
    expect((await read()).title).toBe('版本');
    expect((await put({ ...values, title: '新的' })).json().code).toBe(200); // no version: the last write wins
    expect((await read()).title).toBe('新的');
  });

  it('refuses bad values naming the field, and stores nothing', async () => {
    const before = (await list({})).json().data.pagination.total;
    const cases: [object, string][] = [
      [{ qty: 1 }, 'data.title'],
      [{ title: 'x', qty: 101 }, 'data.qty'],
      [{ title: 'x', kind: 'zzz' }, 'data.kind'],
      [{ title: 'x', due: '2024-01-01' }, 'data.due'],
      [{ title: 'x', lines: [{ n: 1 }] }, 'data.lines[0].item'],
    ];
    for (const [data, field] of cases) {
      const res = await create(data);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().msg, field).toContain(field);
    }
    expect((await list({})).json().data.pagination.total).toBe(before);
  });

  it('lists with fuzzy, exact and range conditions, sorts by model fields only', async () => {
    for (const [title, qty, kind] of [
      ['苹果', 5, 'a'],
      ['菠萝', 50, 'b'],
      ['苹果派', 80, 'b'],
    ] as const) {
      expect((await create({ title, qty, kind })).json().code).toBe(200);
    }
    const titles = async (body: object) =>
      ((await list(body)).json().data.list as { title: string }[]).map((r) => r.title).sort();
    expect(await titles({ json: JSON.stringify({ title: '苹果' }) })).toEqual(['苹果', '苹果派']);
    expect(await titles({ json: { kind: 'b' } })).toEqual(['菠萝', '苹果派'].sort());
    expect(await titles({ json: { qty: [10, 60] } })).toEqual(['菠萝']);
    expect(await titles({ json: { qty: [60, null] } })).toEqual(['苹果派']);
    // A date range covers its whole last day (the client sends the day's start).
    await create({ title: '日期', due: Date.UTC(2024, 4, 3, 15) });
    const day = Date.UTC(2024, 4, 3);
    expect(await titles({ json: { due: [day, day] } })).toEqual(['日期']);
    expect(await titles({ json: { due: [day - DAY, day - DAY] } })).toEqual([]);
    const sorted = (await list({ sidx: 'qty', sort: 'asc', json: { kind: 'b' } })).json().data.list;
    expect(sorted.map((r: { qty: number }) => r.qty)).toEqual([50, 80]);
    const get = await t.call(
      'GET',
      `${rt}/${modelId}/List?currentPage=1&pageSize=2&json=${encodeURIComponent('{"kind":"b"}')}`,
      { token: admin },
    );
    expect(get.json().data.pagination).toEqual({
      currentPage: 1,
      pageSize: 2,
      total: 2,
      isTotalCapped: false,
    });

    for (const [body, field] of [
      [{ sidx: 'creator_user_id' }, 'sidx'],
      [{ json: { nope: 1 } }, 'json.nope'],
      [{ json: { qty: 'x' } }, 'json.qty'],
      [{ json: '{bad' }, 'json'],
    ] as const) {
      const res = await list(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().msg, field).toContain(field);
    }
  });

  it('needs a menu of the model: none → 403', async () => {
    const u = await buildUser(t.db, { account: 'rtnobody' });
    const token = await t.signIn(u.account, DEFAULT_PASSWORD);
    expect((await list({}, token)).statusCode).toBe(403);
    expect((await create({ title: 'x' }, token)).statusCode).toBe(403);
    expect((await list({}, adder)).statusCode).toBe(200);
  });

  it('follows menu and model changes at once though it caches the model’s menus', async () => {
    const u = await buildUser(t.db, { account: 'rtcached' });
    const menuId = await bindMenu([u.id], ['btn_add']);
    const token = await t.signIn(u.account, DEFAULT_PASSWORD);
    const config = () => t.call('GET', `${rt}/${modelId}/Config`, { token });
    expect((await config()).statusCode).toBe(200);
    const toggle = () => t.call('PUT', `/api/system/base/menu/enabled/${menuId}`, { token: admin });
    expect((await toggle()).statusCode).toBe(200); // disabled
    expect((await config()).statusCode).toBe(403);
    expect((await toggle()).statusCode).toBe(200); // enabled again
    expect((await config()).statusCode).toBe(200);
    // A renamed draft shows its name; a new release its fields.
    const info = (await t.call('GET', `${base}/${modelId}`, { token: admin })).json().data;
    const formData = { fields: [...FIELDS, f('comInput', 'note')] };
    const body = { ...info, fullName: '运行时模型二', formData, columnData: COLUMNS };
    expect((await t.call('PUT', `${base}/${modelId}`, { token: admin, body })).json().code).toBe(200);
    expect((await config()).json().data.fullName).toBe('运行时模型二');
    await t.call('POST', `${base}/${modelId}/Actions/Release`, { token: admin });
    expect(JSON.parse((await config()).json().data.formData).fields).toHaveLength(FIELDS.length + 1);
    // Put back what the other tests expect.
    const back = { ...info, formData: { fields: FIELDS }, columnData: COLUMNS };
    const version = (await t.call('GET', `${base}/${modelId}`, { token: admin })).json().data.version;
    await t.call('PUT', `${base}/${modelId}`, { token: admin, body: { ...back, version } });
    await t.call('POST', `${base}/${modelId}/Actions/Release`, { token: admin });
    expect((await config()).json().data.fullName).toBe('运行时模型');
  });

  it('a department-scoped user lists, reads and deletes only the records of its department', async () => {
    const deptA = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID })).id;
    const deptB = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID })).id;
    const a = await buildUser(t.db, { account: 'rtscopea', organizeId: deptA });
    const b = await buildUser(t.db, { account: 'rtscopeb', organizeId: deptB });
    const department = STANDARD_SCOPES.find((s) => s.code === 'department')!;
    await bindMenu([a.id, b.id], ['btn_add', 'btn_remove'], department);
    const [ta, tb] = [
      await t.signIn(a.account, DEFAULT_PASSWORD),
      await t.signIn(b.account, DEFAULT_PASSWORD),
    ];
    const idA = (await create({ title: '甲部门' }, ta)).json().data.id as string;
    const idB = (await create({ title: '乙部门' }, tb)).json().data.id as string;
    const seen = (await list({ json: { title: '部门' } }, ta)).json().data.list as { id: string }[];
    expect(seen.map((r) => r.id)).toEqual([idA]);
    expect((await t.call('GET', `${rt}/${modelId}/${idB}`, { token: ta })).statusCode).toBe(404);
    expect((await t.call('DELETE', `${rt}/${modelId}/${idB}`, { token: ta })).statusCode).toBe(404);
    expect((await t.call('GET', `${rt}/${modelId}/${idB}`, { token: tb })).json().code).toBe(200);
  });

  it('numbers bill-rule fields from their rule on create, ignoring the client, and keeps them on update', async () => {
    const rule = {
      fullName: '单号',
      enCode: 'VDNO',
      prefix: 'VD',
      dateFormat: 'no',
      digit: 4,
      startNumber: '1',
    };
    expect(
      (await t.call('POST', '/api/system/base/bill/rule/edit', { token: admin, body: rule })).json().code,
    ).toBe(200);
    const body = {
      fullName: '单据模型',
      enCode: 'rtbill',
      category: 'dict-webdesign-business',
      type: 1,
      formData: { fields: [f('comInput', 'title'), f('billRule', 'no', {}, { rule: 'VDNO' })] },
    };
    const id = (await t.call('POST', base, { token: admin, body })).json().data.id as string;
    expect((await t.call('POST', `${base}/${id}/Actions/Release`, { token: admin })).json().code).toBe(200);
    const u = await buildUser(t.db, { account: 'rtbiller' });
    await bindMenu([u.id], ['btn_add', 'btn_edit'], undefined, id);
    const token = await t.signIn(u.account, DEFAULT_PASSWORD);
    const make = async (title: string) => {
      const res = await t.call('POST', `${rt}/${id}`, { token, body: { data: { title, no: 'forged' } } });
      return res.json().data.id as string;
    };
    const read = async (rid: string) =>
      JSON.parse((await t.call('GET', `${rt}/${id}/${rid}`, { token })).json().data.data) as { no: string };
    const [r1, r2] = [await make('一'), await make('二')];
    expect([(await read(r1)).no, (await read(r2)).no]).toEqual(['VD0001', 'VD0002']);
    const upd = await t.call('PUT', `${rt}/${id}/${r1}`, { token, body: { data: { title: '改', no: 'X' } } });
    expect(upd.json().code).toBe(200);
    expect((await read(r1)).no).toBe('VD0001');
  });

  it('DataChange answers display values: option labels, switch texts, dates, user names, sub-table rows', async () => {
    const data = {
      title: '展示',
      due: Date.UTC(2024, 0, 2, 12),
      kind: 'b',
      done: 0,
      lines: [{ item: 'x', n: 2 }],
    };
    const id = (await create(data)).json().data.id as string;
    const res = await t.call('GET', `${rt}/${modelId}/${id}/DataChange`, { token: adder });
    expect(res.json().code).toBe(200);
    const shown = JSON.parse(res.json().data.data);
    expect(shown).toMatchObject({
      title: '展示',
      kind: '乙',
      done: '关',
      creator: '管理员',
      lines: [{ item: 'x', n: 2 }],
    });
    expect(shown.due).toMatch(/^2024-01-0[23]$/);
  });

  it('FieldDataSelect pages the records showing one field, keyword on it, for holders of the model menus only', async () => {
    await create({ title: '关联甲' });
    await create({ title: '关联乙' });
    const url = `/api/visualdev/Base/${modelId}/FieldDataSelect?field=title&keyword=${encodeURIComponent('关联')}`;
    const page = (await t.call('GET', url, { token: adder })).json().data;
    expect(page.list.map((o: { fullName: string }) => o.fullName)).toEqual(['关联乙', '关联甲'].sort());
    expect(page.pagination.total).toBe(2);
    const bad = await t.call('GET', url.replace('field=title', 'field=nope'), { token: adder });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('field');
    const u = await buildUser(t.db, { account: 'rtnorel' });
    const token = await t.signIn(u.account, DEFAULT_PASSWORD);
    expect((await t.call('GET', url, { token })).statusCode).toBe(403);
  });
});
