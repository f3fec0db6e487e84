import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids.ts';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { authorizes } from '../../authorize/authorize.table.ts';
import { moduleForms } from '../../menu/menu.table.ts';
import { bindModelMenu } from './runtime.fixtures.ts';

const base = '/api/visualdev/Base';
const rt = '/api/visualdev/OnlineDev';
let t: TTestApp;
let admin: string;
let clerk: string; // holds the model's menu with every form field granted but `secret` and `lines-price`
let modelId: string;
let recordId: string;

const f = (jnpfKey: string, key: string, config: object = {}) => ({
  __config__: { jnpfKey, label: key, ...config },
  __vModel__: key,
});
const FIELDS = [
  f('comInput', 'title'),
  f('comInput', 'secret', { defaultValue: '默认' }),
  f('numInput', 'qty'),
  f('table', 'lines', { children: [f('comInput', 'item'), f('numInput', 'price')] }),
];

const data = async (url: string, token: string) => {
  const res = await t.call('GET', url, { token });
  expect(res.json().code, res.body).toBe(200);
  return JSON.parse(res.json().data.data as string) as Record<string, unknown>;
};
const info = (token: string) => data(`${rt}/${modelId}/${recordId}`, token);
const put = (values: object, token = clerk) =>
  t.call('PUT', `${rt}/${modelId}/${recordId}`, { token, body: { data: JSON.stringify(values) } });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const body = {
    fullName: '表单权限模型',
    enCode: 'rtformperm',
    category: 'dict-webdesign-business',
    type: 1,
    formData: { fields: FIELDS },
    columnData: { columnList: [{ prop: 'title', label: 'title' }], useFormPermission: true },
  };
  modelId = (await t.call('POST', base, { token: admin, body })).json().data.id;
  const u = await buildUser(t.db, { account: 'rtformclerk' });
  const buttons = ['btn_add', 'btn_edit', 'btn_upload'];
  const menuId = await bindModelMenu(t, modelId, [u.id], buttons, undefined, Date.now());
  // Publishing gives the bound menu its form items (one per field) and switches form authorisation on.
  const rel = await t.call('POST', `${base}/${modelId}/Actions/Release`, { token: admin });
  expect(rel.json().code, rel.body).toBe(200);
  const now = Date.now();
  await t.db.insert(moduleForms).values({
    id: newId(),
    moduleId: menuId,
    fullName: '单价',
    enCode: 'lines-price',
    creatorTime: now,
  });
  const items = await t.db
    .select({ id: moduleForms.id, enCode: moduleForms.enCode })
    .from(moduleForms)
    .where(and(eq(moduleForms.moduleId, menuId), isNull(moduleForms.deleteTime)));
  expect(items.map((i) => i.enCode).sort()).toEqual(['lines', 'lines-price', 'qty', 'secret', 'title']);
  const [role] = await t.db
    .select({ id: authorizes.objectId })
    .from(authorizes)
    .where(and(eq(authorizes.itemType, 'module'), eq(authorizes.itemId, menuId)));
  const granted = items.filter((i) => !['secret', 'lines-price'].includes(i.enCode));
  await t.db.insert(authorizes).values(
    granted.map((i) => ({
      id: newId(),
      itemType: 'form',
      itemId: i.id,
      objectType: 'Role',
      objectId: role.id,
      creatorTime: now,
    })),
  );
  clerk = await t.signIn(u.account, DEFAULT_PASSWORD);
  const values = { title: '甲', secret: '机密', qty: 3, lines: [{ item: '螺丝', price: 2.5 }] };
  const res = await t.call('POST', `${rt}/${modelId}`, {
    token: admin,
    body: { data: JSON.stringify(values) },
  });
  expect(res.json().code, res.body).toBe(200);
  recordId = res.json().data.id as string;
});
afterAll(() => t.close());

describe('OnlineDev form permissions', () => {
  it('info and DataChange leave out the fields (and sub-table columns) the caller may not see', async () => {
    for (const url of [`${rt}/${modelId}/${recordId}`, `${rt}/${modelId}/${recordId}/DataChange`]) {
      const shown = await data(url, clerk);
      expect(shown, url).not.toHaveProperty('secret');
      expect(shown.title, url).toBe('甲');
      expect(shown.lines, url).toEqual([{ item: '螺丝' }]);
      const all = await data(url, admin);
      expect(all.secret, url).toBe('机密');
      expect((all.lines as { price: unknown }[])[0].price, url).toBeDefined();
    }
  });

  it('an update leaving the field out or sending it unchanged keeps it', async () => {
    expect((await put({ title: '乙', qty: 4 })).json().code).toBe(200);
    expect(await info(admin)).toMatchObject({ secret: '机密', lines: [{ item: '螺丝', price: 2.5 }] });
    const same = await put({ title: '丙', secret: '机密', qty: 4, lines: [{ item: '螺丝' }] });
    expect(same.json().code, same.body).toBe(200);
    const after = await info(admin);
    expect(after).toMatchObject({
      title: '丙',
      secret: '机密',
      qty: 4,
      lines: [{ item: '螺丝', price: 2.5 }],
    });
  });

  it('a sub-table with a column the caller may not see is read-only to them: its hidden cells are never lost', async () => {
    for (const lines of [[{ item: '螺母' }], [{ item: '螺丝' }, { item: '垫片' }], []]) {
      const res = await put({ title: '丙', qty: 4, lines });
      expect(res.statusCode, JSON.stringify(lines)).toBe(400);
      expect(res.json().msg).toContain('body.data.lines');
    }
    expect((await info(admin)).lines).toEqual([{ item: '螺丝', price: 2.5 }]);
    // The administrator, who sees every column, may change the rows.
    expect(
      (await put({ title: '丙', secret: '机密', qty: 4, lines: [{ item: '螺丝', price: 3 }] }, admin)).json()
        .code,
    ).toBe(200);
    expect((await info(admin)).lines).toEqual([{ item: '螺丝', price: 3 }]);
    expect(
      (
        await put({ title: '丙', secret: '机密', qty: 4, lines: [{ item: '螺丝', price: 2.5 }] }, admin)
      ).json().code,
    ).toBe(200);
  });

  it('an update changing a hidden field is refused naming it, and nothing changes', async () => {
    const res = await put({ title: '丁', secret: '改了', qty: 9 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('body.data.secret');
    expect(await info(admin)).toMatchObject({ title: '丙', secret: '机密', qty: 4 });
    // The administrator, who sees every field, may change it.
    expect((await put({ title: '丙', secret: '新值', qty: 4 }, admin)).json().code).toBe(200);
    expect((await info(admin)).secret).toBe('新值');
  });

  it("a create takes the hidden field's default and refuses another value", async () => {
    const create = (values: object) =>
      t.call('POST', `${rt}/${modelId}`, { token: clerk, body: { data: JSON.stringify(values) } });
    const count = async () =>
      (await t.call('POST', `${rt}/${modelId}/List`, { token: admin, body: {} })).json().data.pagination
        .total as number;
    const before = await count();
    const bad = await create({ title: '新', secret: '自选' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('body.data.secret');
    expect(await count()).toBe(before);
    const priced = await create({ title: '新', lines: [{ item: '钉', price: 9 }] });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().msg).toContain('body.data.lines.0.price');
    expect(await count()).toBe(before);
    const res = await create({ title: '新', lines: [{ item: '钉' }] });
    expect(res.json().code, res.body).toBe(200);
    const id = res.json().data.id as string;
    expect((await data(`${rt}/${modelId}/${id}`, admin)).secret).toBe('默认');
    expect((await data(`${rt}/${modelId}/${id}`, clerk)).secret).toBeUndefined();
  });
});

/** Imports `rows` (header first) as `token`; answers the finished job. */
async function importRows(rows: (string | number)[][], token: string) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('导入');
  for (const r of rows) ws.addRow(r);
  const { body, headers } = await multipartBody('rows.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
  const res = (await t.call('POST', `${rt}/${modelId}/Actions/Import`, { token, body, headers })).json();
  expect(res.code, JSON.stringify(res)).toBe(200);
  for (let i = 0; i < 400; i++) {
    const url = `${rt}/${modelId}/Actions/Import/${res.data.jobId}`;
    const job = (await t.call('GET', url, { token })).json();
    if (job.data.status !== 'running') return job.data as { status: string; result: Record<string, unknown> };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
}

/** The records (admin's view) whose title starts with `prefix`, by qty. */
async function imported(prefix: string) {
  const res = await t.call('POST', `${rt}/${modelId}/List`, {
    token: admin,
    body: { json: { title: prefix }, sidx: 'qty', sort: 'asc' },
  });
  expect(res.json().code, res.body).toBe(200);
  const rows = res.json().data.list as { id: string; title: string }[];
  return Promise.all(rows.map((r) => data(`${rt}/${modelId}/${r.id}`, admin)));
}

describe('OnlineDev import under form permissions', () => {
  it("the template leaves out the fields the caller may not see; the administrator's has them", async () => {
    const headers = async (token: string) => {
      const res = await t.call('GET', `${rt}/${modelId}/Template`, { token });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return (wb.worksheets[0].getRow(1).values as unknown[]).slice(1);
    };
    expect(await headers(clerk)).toEqual(['title', 'qty', 'lines-item']);
    expect(await headers(admin)).toEqual(['title', 'secret', 'qty', 'lines-item', 'lines-price']);
  });

  it('a restricted import cannot set a hidden field: the row fails naming it, the others take its default', async () => {
    const rows = [
      ['title', 'secret', 'qty', 'lines-item', 'lines-price'],
      ['导入甲', '', 1, '钉', ''],
      ['导入乙', '自选', 2],
      ['导入丙', '', 3, '钉', 9],
      ['导入丁', '默认', 4],
    ];
    const job = await importRows(rows, clerk);
    expect(job.status).toBe('done');
    expect(job.result).toMatchObject({ created: 2, skipped: 0, failed: 2 });
    expect(job.result.errors).toEqual([
      { row: 3, message: 'secret: not a field you may change' },
      { row: 4, message: 'lines.0.price: not a field you may change' },
    ]);
    const got = await imported('导入');
    expect(got.map((r) => [r.title, r.secret, r.qty])).toEqual([
      ['导入甲', '默认', 1],
      ['导入丁', '默认', 4],
    ]);
    expect(got[0].lines).toEqual([{ item: '钉', price: null }]);
    // The administrator, who sees every field, imports it.
    const all = await importRows([rows[0], ['导入戊', '自选', 5, '钉', 9]], admin);
    expect(all.result).toMatchObject({ created: 1, failed: 0 });
    const [mine] = await imported('导入戊');
    expect(mine).toMatchObject({ secret: '自选', lines: [{ item: '钉', price: 9 }] });
  });
});
