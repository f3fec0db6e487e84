import { STANDARD_SCOPES } from '@app/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { newId } from '../../../lib/ids.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart.ts';
import { SEED_COMPANY_ID } from '../../../db/seed/seed.ts';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildUser } from '../../../test/factories.ts';
import { bindModelMenu } from './runtime.fixtures.ts';

const base = '/api/visualdev/Base';
const rt = '/api/visualdev/OnlineDev';
let t: TTestApp;
let admin: string;
let modelId: string;

const f = (jnpfKey: string, key: string, label: string, more: object = {}) => ({
  __config__: { jnpfKey, label, dataType: 'static' },
  __vModel__: key,
  ...more,
});
const FIELDS = [
  f('comInput', 'title', '标题'),
  f('numInput', 'qty', '数量'),
  f('billRule', 'no', '单号', { __config__: { jnpfKey: 'billRule', label: '单号', rule: 'RTXLS' } }),
  f('select', 'kind', '类型', {
    __slot__: {
      options: [
        { id: 'a', fullName: '甲' },
        { id: 'b', fullName: '乙' },
      ],
    },
  }),
  f('switch', 'done', '完成', { activeTxt: '是', inactiveTxt: '否', activeValue: 1, inactiveValue: 0 }),
  f('table', 'lines', '明细', {
    __config__: {
      jnpfKey: 'table',
      label: '明细',
      children: [f('comInput', 'item', '名称'), f('numInput', 'amount', '金额')],
    },
  }),
];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const rule = {
    fullName: '导入单号',
    enCode: 'RTXLS',
    prefix: 'X',
    dateFormat: 'no',
    digit: 6,
    startNumber: '1',
  };
  const saved = await t.call('POST', '/api/system/base/bill/rule/edit', { token: admin, body: rule });
  expect(saved.json().code).toBe(200);
  const body = {
    fullName: '导出模型',
    enCode: 'rtexport',
    category: 'dict-webdesign-business',
    type: 1,
    formData: { fields: FIELDS },
  };
  modelId = (await t.call('POST', base, { token: admin, body })).json().data.id;
  expect((await t.call('POST', `${base}/${modelId}/Actions/Release`, { token: admin })).json().code).toBe(
    200,
  );
});
afterAll(() => t.close());

/** The sheet's rows as arrays of cell texts (header first). */
async function sheetRows(payload: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0].eachRow((row) => {
    out.push(
      Array.from(row.values as unknown[])
        .slice(1)
        .map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')),
    );
  });
  return out;
}

const exportAs = (token: string, body: object) =>
  t.call('POST', `${rt}/${modelId}/Actions/Export`, { token, body });

describe('online-dev export', () => {
  it('a department-scoped user exports only its department’s rows, as display values under the labels', async () => {
    const deptA = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID })).id;
    const deptB = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID })).id;
    const a = await buildUser(t.db, { account: 'rtexa', organizeId: deptA });
    const b = await buildUser(t.db, { account: 'rtexb', organizeId: deptB });
    const department = STANDARD_SCOPES.find((s) => s.code === 'department')!;
    await bindModelMenu(t, modelId, [a.id, b.id], ['btn_add', 'btn_download'], department, Date.now());
    const [ta, tb] = [
      await t.signIn(a.account, DEFAULT_PASSWORD),
      await t.signIn(b.account, DEFAULT_PASSWORD),
    ];
    const create = (token: string, data: object) =>
      t.call('POST', `${rt}/${modelId}`, { token, body: { data: JSON.stringify(data) } });
    expect((await create(ta, { title: '甲一', qty: 3, kind: 'a', done: 1 })).json().code).toBe(200);
    expect((await create(ta, { title: '甲二', qty: 4, kind: 'b', done: 0 })).json().code).toBe(200);
    expect((await create(tb, { title: '乙一', qty: 5, kind: 'a', done: 1 })).json().code).toBe(200);

    const res = await exportAs(ta, { selectKey: 'title,kind,done', dataType: '1', sidx: 'qty', sort: 'asc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(await sheetRows(res.rawPayload)).toEqual([
      ['标题', '类型', '完成'],
      ['甲一', '甲', '是'],
      ['甲二', '乙', '否'],
    ]);
    // The list's filters and the current page apply.
    const page = await exportAs(ta, { selectKey: 'title', json: { title: '二' } });
    expect(await sheetRows(page.rawPayload)).toEqual([['标题'], ['甲二']]);
    const first = await exportAs(tb, { selectKey: 'qty', pageSize: 1, currentPage: 1 });
    expect(await sheetRows(first.rawPayload)).toEqual([['数量'], ['5']]);
  });

  it('refuses an unknown column (a sub-table’s unknown column too) naming selectKey, and callers without btn_download', async () => {
    for (const selectKey of ['title,nope', 'lines-nope', 'item', '']) {
      const res = await exportAs(admin, { selectKey });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('selectKey');
    }
    // A column the menu's column permissions hide from the caller is refused like an unknown one.
    const v = await buildUser(t.db, { account: 'rtexcols' });
    const menuId = await bindModelMenu(t, modelId, [v.id], ['btn_download'], undefined, Date.now());
    await t.db.execute(sql`update base_module set is_column_authorize = 1 where id = ${menuId}`);
    await t.db.execute(sql`insert into base_module_column (id, module_id, full_name, en_code, creator_time)
      values (${newId()}, ${menuId}, '数量', 'qty', ${Date.now()})`);
    const tv = await t.signIn(v.account, DEFAULT_PASSWORD);
    const hidden = await exportAs(tv, { selectKey: 'title,qty' });
    expect([hidden.statusCode, hidden.json().msg]).toEqual([400, expect.stringContaining('selectKey: qty')]);
    expect((await exportAs(tv, { selectKey: 'title' })).statusCode).toBe(200);
    const u = await buildUser(t.db, { account: 'rtexnobtn' });
    await bindModelMenu(t, modelId, [u.id], ['btn_add'], undefined, Date.now());
    const token = await t.signIn(u.account, DEFAULT_PASSWORD);
    expect((await exportAs(token, { selectKey: 'title' })).statusCode).toBe(403);
  });
});

async function importFile(rows: (string | number)[][], token = admin) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('导入');
  for (const r of rows) ws.addRow(r);
  const { body, headers } = await multipartBody('rows.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
  const res = (await t.call('POST', `${rt}/${modelId}/Actions/Import`, { token, body, headers })).json();
  expect(res.code).toBe(200);
  for (let i = 0; i < 400; i++) {
    const job = (await t.call('GET', `${rt}/${modelId}/Actions/Import/${res.data.jobId}`, { token })).json();
    if (job.data.status !== 'running') return job.data as { status: string; result: Record<string, unknown> };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
}

describe('online-dev template and import', () => {
  it('the template heads the importable fields by label', async () => {
    const res = await t.call('GET', `${rt}/${modelId}/Template`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(await sheetRows(res.rawPayload)).toEqual([
      ['标题', '数量', '类型', '完成', '明细-名称', '明细-金额'],
    ]);
  });

  it('imports valid rows as create does, reports bad rows, and the same file twice adds nothing', async () => {
    const rows = [
      ['标题', '数量', '类型', '完成'],
      ['导入一', 7, '甲', '是'],
      ['导入二', 8, '乙', '否'],
      ['坏行', 9, '丙', '是'],
    ];
    const first = await importFile(rows);
    expect(first.status).toBe('done');
    expect(first.result).toMatchObject({ created: 2, skipped: 0, failed: 1 });
    expect(first.result.errors).toEqual([{ row: 4, message: expect.stringContaining('kind') }]);
    const again = await importFile(rows);
    expect(again.result).toMatchObject({ created: 0, skipped: 2, failed: 1 });
    const listed = await t.call('POST', `${rt}/${modelId}/List`, {
      token: admin,
      body: { json: { title: '导入' }, sidx: 'qty', sort: 'asc' },
    });
    const got = listed.json().data.list as { title: string; kind: string; done: unknown }[];
    expect(got.map((r) => [r.title, r.kind, r.done])).toEqual([
      ['导入一', 'a', 1],
      ['导入二', 'b', 0],
    ]);
  });

  it('exports all rows past one keyset batch (500) of the export, in id order', async () => {
    const rows = Array.from({ length: 1050 }, (_, i) => [`批量${i}`, i]);
    const done = await importFile([['标题', '数量'], ...rows]);
    expect(done.result).toMatchObject({ created: 1050, failed: 0 });
    const res = await exportAs(admin, { selectKey: 'qty', dataType: '1', json: { title: '批量' } });
    const sheet = await sheetRows(res.rawPayload);
    expect(sheet).toHaveLength(1051);
    expect(new Set(sheet.slice(1).map((r) => r[0])).size).toBe(1050);
  }, 60_000);

  it('imports sub-table rows (rows under a record) and exports them back the same way; twice adds nothing', async () => {
    const rows = [
      ['标题', '数量', '明细-名称', '明细-金额'],
      ['带明细', 90011, '螺丝', 3],
      ['', '', '螺母', 4],
      ['无明细', 90012],
      ['单行明细', 90013, '垫片', 5],
    ];
    expect((await importFile(rows)).result).toMatchObject({ created: 3, skipped: 0, failed: 0 });
    expect((await importFile(rows)).result).toMatchObject({ created: 0, skipped: 3, failed: 0 });
    const body = { selectKey: 'title,lines', dataType: '1', sort: 'asc', json: { qty: [90011, 90013] } };
    const res = await exportAs(admin, body);
    expect(await sheetRows(res.rawPayload)).toEqual([
      ['标题', '明细-名称', '明细-金额'],
      ['带明细', '螺丝', '3'],
      ['', '螺母', '4'],
      ['无明细'],
      ['单行明细', '垫片', '5'],
    ]);
    // Each imported record drew its own bill number, as create does.
    const listed = await t.call('POST', `${rt}/${modelId}/List`, {
      token: admin,
      body: { json: { qty: [90011, 90013] } },
    });
    const numbers = (listed.json().data.list as { no: string }[]).map((r) => r.no);
    expect(numbers).toHaveLength(3);
    expect(new Set(numbers).size).toBe(3);
    expect(numbers.every((n) => /^X\d{6}$/.test(n))).toBe(true);
    const one = await exportAs(admin, { selectKey: 'lines-amount,title', json: { qty: [90011, 90011] } });
    expect(await sheetRows(one.rawPayload)).toEqual([['明细-金额', '标题'], ['3', '带明细'], ['4']]);
  });

  it('finds duplicates inside the caller’s data scope only; a file that is not .xlsx is refused', async () => {
    const department = STANDARD_SCOPES.find((s) => s.code === 'department')!;
    const tokens: string[] = [];
    for (const account of ['rtima', 'rtimb']) {
      const organizeId = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID })).id;
      const u = await buildUser(t.db, { account, organizeId });
      await bindModelMenu(t, modelId, [u.id], ['btn_add', 'btn_upload'], department, Date.now());
      tokens.push(await t.signIn(account, DEFAULT_PASSWORD));
    }
    const rows = [
      ['标题', '数量'],
      ['同名', 1],
    ];
    expect((await importFile(rows, tokens[0])).result).toMatchObject({ created: 1, skipped: 0 });
    expect((await importFile(rows, tokens[1])).result).toMatchObject({ created: 1, skipped: 0 });
    expect((await importFile(rows, tokens[1])).result).toMatchObject({ created: 0, skipped: 1 });
    const { body, headers } = await multipartBody('rows.csv', Buffer.from('标题\n甲'));
    const bad = await t.call('POST', `${rt}/${modelId}/Actions/Import`, { token: admin, body, headers });
    expect(bad.statusCode).toBe(400);
  });

  it('needs btn_upload', async () => {
    const u = await buildUser(t.db, { account: 'rtimnobtn' });
    await bindModelMenu(t, modelId, [u.id], ['btn_download'], undefined, Date.now());
    const token = await t.signIn(u.account, DEFAULT_PASSWORD);
    expect((await t.call('GET', `${rt}/${modelId}/Template`, { token })).statusCode).toBe(403);
  });
});
