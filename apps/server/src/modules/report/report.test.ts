import { REPORT_EXPORT_ROW_CAP, STANDARD_SCOPES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser, grant } from '../../test/factories.ts';
import { interfaceDefinition } from '../data-interface/data-interface.test-kit.ts';
import { bindModelMenu } from '../visualdev/runtime/runtime.fixtures.ts';
import { bindReportMenu } from './report.fixtures.ts';

const base = '/api/visualdev/DataReport';
const SALES = 'dict-report-sort-sales';
const DAY = 86_400_000;
let t: TTestApp;
let admin: string;
let designer: string; // the designer page with every button
let viewer: string; // the designer page only
let stranger: string; // nothing
let menuUser: string; // the report's type-5 menu only
let menuUserId: string;
let interfaceId: string;
let modelId: string;
let scopedToken: string; // the model report's menu with the data scope "self"

/** A parameterised SQL interface over a fixed set of sales rows (region filter, day range). */
const SALES_SQL = `select region, product, amount, day from (values
  ('East', 'apple', 10, ${DAY}), ('East', 'pear', 5, ${2 * DAY}), ('West', 'apple', 7, ${3 * DAY}),
  ('West', 'plum', 3, ${4 * DAY}), ('North', 'pear', 1, ${5 * DAY})) as s(region, product, amount, day)
  where (@region = '' or region = @region) and (@dfrom = '' or day >= @dfrom::bigint)
    and (@dto = '' or day <= @dto::bigint)
  order by region, product`;

const COLUMNS = [
  { field: 'region', title: '区域' },
  { field: 'product', title: '产品' },
  { field: 'amount', title: '金额', format: 'money', align: 'right', isSum: true },
  { field: 'day', title: '日期', format: 'date' },
];

/** A report definition over the sales interface: the given fields over a grouped, filtered, charted design. */
const reportBody = (more: object = {}) => ({
  fullName: '销售报表',
  enCode: 'sales',
  category: SALES,
  sourceType: 1,
  sourceId: interfaceId,
  columns: COLUMNS,
  groupBy: { field: 'region', subtotals: true, grandTotal: true },
  filters: [
    { field: 'region', label: '区域', kind: 'text', param: 'region' },
    { field: 'day', label: '日期', kind: 'dateRange', param: 'dfrom', paramEnd: 'dto' },
  ],
  charts: [
    { type: 'bar', title: '按区域', x: 'region', y: ['amount'] },
    { type: 'pie', title: '按产品', x: 'product', y: ['amount'] },
  ],
  ...more,
});

const create = async (body: object, token = designer) => {
  const res = await t.call('POST', base, { token, body });
  expect(res.json().code, JSON.stringify(res.json())).toBe(200);
  return res.json().data.id as string;
};
const runReport = (id: string, body: object, token = menuUser) =>
  t.call('POST', `${base}/${id}/Actions/Run`, { token, body });
const exportReport = (id: string, body: object, token = menuUser) =>
  t.call('POST', `${base}/${id}/Actions/Export`, { token, body, headers: { 'accept-language': 'en' } });
/** The first sheet of an .xlsx answer, as rows of cell texts. */
async function readSheet(payload: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  const ws = wb.worksheets[0];
  ws.eachRow((r) =>
    rows.push(
      Array.from({ length: ws.columnCount }, (_, i) => {
        const v = (r.values as unknown[])[i + 1];
        return typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v);
      }),
    ),
  );
  return rows;
}
const count = async () =>
  (await t.call('GET', `${base}?pageSize=500`, { token: admin })).json().data.pagination.total as number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const users = await Promise.all(
    ['rptdesigner', 'rptviewer', 'rptstranger', 'rptmenu'].map((account) => buildUser(t.db, { account })),
  );
  await grant(
    t.db,
    { type: 'User', id: users[0].id },
    ['onlineDev.dataReport'],
    ['btn_add', 'btn_edit', 'btn_remove'],
  );
  await grant(t.db, { type: 'User', id: users[1].id }, ['onlineDev.dataReport']);
  menuUserId = users[3].id;
  [designer, viewer, stranger, menuUser] = await Promise.all(
    users.map((u) => t.signIn(u.account, DEFAULT_PASSWORD)),
  );
  const di = await t.call('POST', '/api/system/base/data/interface/edit', {
    token: admin,
    body: interfaceDefinition({
      enCode: 'rptsales',
      dataType: 1,
      query: SALES_SQL,
      requestParameters: ['region', 'dfrom', 'dto'].map((field) => ({ field, value: '' })),
    }),
  });
  expect(di.json().code, JSON.stringify(di.json())).toBe(200);
  interfaceId = (
    await t.call('GET', '/api/system/base/data/interface/page?keyword=rptsales', { token: admin })
  ).json().data.list[0].id as string;
});
afterAll(() => t.close());

describe('report definitions', () => {
  it('creates, lists by keyword, reads, updates, copies and deletes a report', async () => {
    const id = await create(reportBody());
    const listed = (await t.call('GET', `${base}?keyword=sale`, { token: viewer })).json().data;
    expect(listed.list.map((r: { id: string }) => r.id)).toContain(id);
    const info = (await t.call('GET', `${base}/${id}`, { token: viewer })).json().data;
    expect(info).toMatchObject({
      fullName: '销售报表',
      sourceType: 1,
      state: 1,
      groupBy: { field: 'region' },
    });
    expect(info.columns[2]).toMatchObject({ format: 'money', isSum: true, width: 120 });
    const put = await t.call('PUT', `${base}/${id}`, {
      token: designer,
      body: reportBody({ fullName: '销售报表2' }),
    });
    expect(put.json().code).toBe(200);
    expect((await t.call('GET', `${base}/${id}`, { token: admin })).json().data.fullName).toBe('销售报表2');
    const copy = (await t.call('POST', `${base}/${id}/Actions/Copy`, { token: designer })).json().data
      .id as string;
    const copied = (await t.call('GET', `${base}/${copy}`, { token: admin })).json().data;
    expect(copied.fullName).toMatch(/^销售报表2\.副本/);
    expect(copied.charts).toHaveLength(2);
    for (const r of [id, copy])
      expect((await t.call('DELETE', `${base}/${r}`, { token: designer })).json().code).toBe(200);
    expect((await t.call('GET', `${base}/${id}`, { token: admin })).statusCode).toBe(404);
  });

  it('refuses a duplicate code or name with 409', async () => {
    const id = await create(reportBody({ enCode: 'dupe', fullName: '重复' }));
    const again = await t.call('POST', base, {
      token: designer,
      body: reportBody({ enCode: 'dupe', fullName: '另一个' }),
    });
    expect(again.statusCode).toBe(409);
    await t.call('DELETE', `${base}/${id}`, { token: designer });
  });

  it.each([
    [{ columns: [] }, 'columns'],
    [{ category: 'dict-webdesign-business' }, 'body.category'],
    [{ sourceId: 'nosuchinterface' }, 'body.sourceId'],
    [{ sourceType: 3 }, 'sourceType'],
    [{ charts: [{ type: 'bar', x: 'nope', y: ['amount'] }] }, 'charts.0.x'],
    [{ charts: [{ type: 'radar', x: 'region', y: ['amount'] }] }, 'charts.0.type'],
    [{ filters: [{ field: 'region', label: '区域', kind: 'text' }] }, 'filters.0.param'],
    [
      { filters: [{ field: 'region', label: '区域', kind: 'select', param: 'region' }] },
      'filters.0.dictionaryId',
    ],
    [{ columns: [{ field: 'a b', title: 'x' }] }, 'columns.0.field'],
    [{ columns: [...COLUMNS, COLUMNS[0]] }, 'columns.4.field'],
    [{ enCode: '' }, 'enCode'],
  ])('refuses a bad definition %j with 400 naming %s, creating nothing', async (patch, field) => {
    const before = await count();
    const res = await t.call('POST', base, { token: designer, body: reportBody(patch) });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(field);
    expect(await count()).toBe(before);
  });
});

describe('report permissions', () => {
  let id: string;
  beforeAll(async () => {
    id = await create(reportBody({ enCode: 'perm', fullName: '权限报表' }));
  });

  it('refuses every route to a caller without the designer page or the report menu', async () => {
    const calls: [string, string, object?][] = [
      ['GET', base],
      ['GET', `${base}/${id}`],
      ['POST', base, reportBody({ enCode: 'x1' })],
      ['PUT', `${base}/${id}`, reportBody()],
      ['DELETE', `${base}/${id}`],
      ['POST', `${base}/${id}/Actions/Copy`],
      ['POST', `${base}/Actions/Preview`, { definition: reportBody() }],
      ['POST', `${base}/${id}/Actions/Run`, {}],
      ['POST', `${base}/${id}/Actions/Export`, {}],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method, url, { token: stranger, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets the designer page without buttons read but not write', async () => {
    expect((await t.call('GET', base, { token: viewer })).statusCode).toBe(200);
    expect(
      (await t.call('POST', base, { token: viewer, body: reportBody({ enCode: 'x2' }) })).statusCode,
    ).toBe(403);
    expect((await t.call('PUT', `${base}/${id}`, { token: viewer, body: reportBody() })).statusCode).toBe(
      403,
    );
    expect((await t.call('DELETE', `${base}/${id}`, { token: viewer })).statusCode).toBe(403);
    expect((await t.call('POST', `${base}/${id}/Actions/Copy`, { token: viewer })).statusCode).toBe(403);
  });

  it("runs through the report's type-5 menu only while the caller holds it", async () => {
    expect((await runReport(id, {})).statusCode).toBe(403);
    const menu = await bindReportMenu(t.db, id, [menuUserId], Date.now());
    const token = await t.signIn('rptmenu', DEFAULT_PASSWORD);
    expect((await runReport(id, {}, token)).json().code).toBe(200);
    expect((await t.call('GET', `${base}/${id}`, { token })).json().code).toBe(200);
    // The menu admits this report only, and not the designer's routes.
    const other = await create(reportBody({ enCode: 'other', fullName: '其他报表' }));
    expect((await runReport(other, {}, token)).statusCode).toBe(403);
    expect((await t.call('GET', base, { token })).statusCode).toBe(403);
    expect(
      (await t.call('POST', `${base}/Actions/Preview`, { token, body: { definition: reportBody() } }))
        .statusCode,
    ).toBe(403);
    menuUser = token;
    expect(menu.enCode).toMatch(/^rpt/);
  });

  it('refuses a disabled report to menu holders but not to the designer', async () => {
    const off = await create(reportBody({ enCode: 'off', fullName: '停用报表', state: 0 }));
    await bindReportMenu(t.db, off, [menuUserId], Date.now());
    const token = await t.signIn('rptmenu', DEFAULT_PASSWORD);
    expect((await runReport(off, {}, token)).statusCode).toBe(400);
    expect((await runReport(off, {}, designer)).json().code).toBe(200);
  });
});

describe('running a report over a data interface', () => {
  let id: string;
  beforeAll(async () => {
    id = await create(reportBody({ enCode: 'runs', fullName: '运行报表' }));
    await bindReportMenu(t.db, id, [menuUserId], Date.now());
    menuUser = await t.signIn('rptmenu', DEFAULT_PASSWORD);
  });

  it('answers the page, every group with its subtotal, the grand total and the charts', async () => {
    const res = await runReport(id, { currentPage: 1, pageSize: 2 });
    expect(res.json().code, JSON.stringify(res.json())).toBe(200);
    const data = res.json().data;
    expect(data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 5 });
    expect(data.list.map((r: { region: string }) => r.region)).toEqual(['East', 'East']);
    expect(data.groups).toEqual([
      { value: 'East', count: 2, sums: { amount: 15 } },
      { value: 'North', count: 1, sums: { amount: 1 } },
      { value: 'West', count: 2, sums: { amount: 10 } },
    ]);
    expect(data.total).toEqual({ count: 5, sums: { amount: 26 } });
    expect(data.chartData[0]).toEqual({
      categories: ['East', 'North', 'West'],
      series: [{ field: 'amount', data: [15, 1, 10] }],
    });
    expect(data.chartData[1].categories).toEqual(['apple', 'pear', 'plum']);
  });

  it("fills the interface's parameters from the filters (text and date range)", async () => {
    const east = (await runReport(id, { filters: { region: 'West' } })).json().data;
    expect(east.list.map((r: { product: string }) => r.product)).toEqual(['apple', 'plum']);
    const days = (await runReport(id, { filters: { day: [2 * DAY, 4 * DAY] } })).json().data;
    expect(days.pagination.total).toBe(3);
    expect(days.total.sums.amount).toBe(15);
    const open = (await runReport(id, { filters: { day: [4 * DAY, null], region: '' } })).json().data;
    expect(open.pagination.total).toBe(2);
  });

  it('logs the run as a call of the interface (its own runner)', async () => {
    const log = (
      await t.call('GET', `/api/system/base/data/interface/log/${interfaceId}`, { token: admin })
    ).json().data;
    expect(log.pagination.total).toBeGreaterThan(0);
  });

  it.each([
    [{ filters: { nope: 'x' } }, 'body.filters.nope'],
    [{ filters: { region: ['1', '2'] } }, 'body.filters.region'],
    [{ filters: { day: 'yesterday' } }, 'body.filters.day'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ currentPage: 'two' }, 'currentPage'],
  ])('refuses bad run input %j with 400 naming %s', async (body, field) => {
    const res = await runReport(id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(field);
  });

  it('respects the interface being disabled (its own guard)', async () => {
    const di = `/api/system/base/data/interface`;
    const toggle = () => t.call('PUT', `${di}/enabled/${interfaceId}`, { token: admin });
    expect((await toggle()).json().code).toBe(200);
    expect((await runReport(id, {})).statusCode).toBe(400);
    await toggle();
    expect((await runReport(id, {})).json().code).toBe(200);
  });

  it('exports every row the filters admit as xlsx whatever the page: rows, subtotals and the grand total', async () => {
    const res = await exportReport(id, { currentPage: 2, pageSize: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(['区域', '产品', '金额', '日期']);
    expect(rows[1].slice(0, 3)).toEqual(['East', 'apple', '10.00']);
    expect(rows[3][0]).toBe('Subtotal East (2)');
    expect(rows[3][2]).toBe('15.00');
    expect(rows.at(-1)?.[0]).toBe('Total (5)');
    expect(rows.at(-1)?.[2]).toBe('26.00');
    expect(rows).toHaveLength(1 + 5 + 3 + 1);
    const west = await readSheet((await exportReport(id, { filters: { region: 'West' } })).rawPayload);
    expect(west.slice(1).map((r) => r[0])).toEqual(['West', 'West', 'Subtotal West (2)', 'Total (2)']);
    const bad = await exportReport(id, { filters: { nope: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('body.filters.nope');
  });

  it('previews an unsaved definition for the designer, with its source checked', async () => {
    const ok = await t.call('POST', `${base}/Actions/Preview`, {
      token: viewer,
      body: { definition: reportBody({ groupBy: null }), pageSize: 3 },
    });
    expect(ok.json().data.list).toHaveLength(3);
    expect(ok.json().data.groups).toEqual([]);
    const bad = await t.call('POST', `${base}/Actions/Preview`, {
      token: viewer,
      body: { definition: reportBody({ sourceId: 'gone' }) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('body.definition.sourceId');
  });
});

describe('running a report over a model table', () => {
  const f = (jnpfKey: string, key: string, config: object = {}, more: object = {}) => ({
    __config__: { jnpfKey, label: key, ...config },
    __vModel__: key,
    ...more,
  });
  const grades = { __slot__: { options: ['A', 'B'].map((g) => ({ id: g, fullName: `等级${g}` })) } };
  let id: string;

  beforeAll(async () => {
    const body = {
      fullName: '报表模型',
      enCode: 'rptmodel',
      category: 'dict-webdesign-business',
      type: 1,
      formData: {
        fields: [
          f('comInput', 'title'),
          f('numInput', 'qty'),
          f('radio', 'grade', { dataType: 'static' }, grades),
          f('date', 'due', {}, { format: 'yyyy-MM-dd' }),
        ],
      },
    };
    modelId = (await t.call('POST', '/api/visualdev/Base', { token: admin, body })).json().data.id;
    await t.call('POST', `/api/visualdev/Base/${modelId}/Actions/Release`, { token: admin });
    const writer = await buildUser(t.db, { account: 'rptwriter' });
    await bindModelMenu(t, modelId, [writer.id], ['btn_add'], undefined, Date.now());
    const wt = await t.signIn('rptwriter', DEFAULT_PASSWORD);
    const rows = [
      ['螺丝', 5, 'A', 10 * DAY],
      ['螺母', 7, 'A', 11 * DAY],
      ['垫片', 2, 'B', 12 * DAY],
      ['弹簧', 4, 'B', 13 * DAY],
      ['铆钉', 1, 'A', 14 * DAY],
    ] as const;
    for (const [title, qty, grade, due] of rows) {
      const res = await t.call('POST', `/api/visualdev/OnlineDev/${modelId}`, {
        token: wt,
        body: { data: { title, qty, grade, due } },
      });
      expect(res.json().code, JSON.stringify(res.json())).toBe(200);
    }
    id = await create({
      fullName: '模型报表',
      enCode: 'modelrpt',
      category: SALES,
      sourceType: 2,
      sourceId: modelId,
      columns: [
        { field: 'grade', title: '等级' },
        { field: 'title', title: '名称' },
        { field: 'qty', title: '数量', format: 'number', isSum: true },
        { field: 'due', title: '日期' },
      ],
      groupBy: { field: 'grade', subtotals: true, grandTotal: true },
      filters: [
        { field: 'title', label: '名称', kind: 'text' },
        { field: 'due', label: '日期', kind: 'dateRange' },
      ],
      charts: [
        { type: 'bar', x: 'grade', y: ['qty'] },
        { type: 'line', x: 'title', y: ['qty'] },
      ],
    });
    await bindReportMenu(t.db, id, [menuUserId], Date.now());
    menuUser = await t.signIn('rptmenu', DEFAULT_PASSWORD);
  });

  it('groups in SQL with display values, pages on the server and totals everything', async () => {
    const data = (await runReport(id, { pageSize: 2, currentPage: 2 })).json().data;
    expect(data.pagination.total).toBe(5);
    expect(data.groups).toEqual([
      { value: '等级A', count: 3, sums: { qty: 13 } },
      { value: '等级B', count: 2, sums: { qty: 6 } },
    ]);
    expect(data.list.map((r: { grade: string }) => r.grade)).toEqual(['等级A', '等级B']);
    expect(data.list[1].due).toMatch(/^1970-01-1\d$/);
    expect(data.total).toEqual({ count: 5, sums: { qty: 19 } });
    expect(data.chartData[0]).toEqual({
      categories: ['等级A', '等级B'],
      series: [{ field: 'qty', data: [13, 6] }],
    });
    expect(data.chartData[1].categories).toHaveLength(5);
  });

  it("gives the model's table the (group, id) index its grouped pages read in", async () => {
    const res: unknown = await t.db.execute(
      sql`select indexdef from pg_indexes where tablename = ${`vd_${modelId}`} and indexname like '%_rg_%'`,
    );
    const defs = (res as { rows: { indexdef: string }[] }).rows.map((r) => r.indexdef);
    expect(defs).toHaveLength(1);
    expect(defs[0]).toMatch(/\("?grade"?, id\)/);
  });

  it('filters by text and date range as parameters (an injection attempt is only text)', async () => {
    const screws = (await runReport(id, { filters: { title: '螺' } })).json().data;
    expect(screws.pagination.total).toBe(2);
    const range = (await runReport(id, { filters: { due: [11 * DAY, 13 * DAY] } })).json().data;
    expect(range.total.sums.qty).toBe(13);
    const inj = await runReport(id, { filters: { title: "'; drop table base_user; --" } });
    expect(inj.json().data.pagination.total).toBe(0);
  });

  it("applies the caller's data scope on the report menu that admitted them", async () => {
    const self = STANDARD_SCOPES.find((s) => s.code === 'self')!;
    const scoped = await buildUser(t.db, { account: 'rptscoped' });
    await bindReportMenu(t.db, id, [scoped.id], Date.now(), self);
    const token = await t.signIn('rptscoped', DEFAULT_PASSWORD);
    scopedToken = token;
    // Every row was written by rptwriter: "self" leaves the scoped user none, totals included.
    const data = (await runReport(id, {}, token)).json().data;
    expect(data.pagination.total).toBe(0);
    expect(data.groups).toEqual([]);
    expect((await runReport(id, {}, menuUser)).json().data.pagination.total).toBe(5);
  });

  it('refuses a model report naming a field the model lacks or summing a text field', async () => {
    const body = {
      ...reportBody({ sourceType: 2, sourceId: modelId, filters: [], charts: [] }),
      columns: [{ field: 'region', title: '区域', isSum: true }],
    };
    const res = await t.call('POST', base, { token: designer, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('columns.0.field');
    const missing = await t.call('POST', base, {
      token: designer,
      body: { ...body, columns: [{ field: 'nosuch', title: 'x' }] },
    });
    expect(missing.json().msg).toContain('nosuch is not a field');
  });

  it('exports every matching model row in batches, in the data scope, with subtotals across batches', async () => {
    const table = `vd_${modelId}`;
    const res: unknown = await t.db.execute(
      sql`select column_name from information_schema.columns where table_name = ${table} and column_name <> 'id'`,
    );
    const cols = (res as { rows: { column_name: string }[] }).rows.map((r) => sql.identifier(r.column_name));
    const list = sql.join(cols, sql`, `);
    const copies = (n: number, tag: string) =>
      t.db.execute(sql`insert into ${sql.identifier(table)} (id, ${list})
        select id || ${`-x${tag}`} || n, ${list} from ${sql.identifier(table)}, generate_series(1, ${n}::int) n
        where id not like '%-x%'`);
    try {
      await copies(240, 'a'); // 5 rows become 1,205: two batches of 1,000, group B's subtotal and the total in the second
      const rows = await readSheet((await exportReport(id, { currentPage: 3, pageSize: 1 })).rawPayload);
      const lines = rows.filter((r) => /^(Subtotal|Total)/.test(r[0])).map((r) => r[0]);
      expect(lines).toEqual(['Subtotal 等级A (723)', 'Subtotal 等级B (482)', 'Total (1205)']);
      expect(rows).toHaveLength(1 + 1205 + 2 + 1);
      expect(rows[1 + 723]).toEqual(['Subtotal 等级A (723)', '', '3,133', '']);
      expect(rows[1 + 723 + 482 + 1]).toEqual(['Subtotal 等级B (482)', '', '1,446', '']);
      expect(rows.at(-1)).toEqual(['Total (1205)', '', '4,579', '']);
      expect(rows[1][0]).toBe('等级A');
      expect(rows[1][3]).toMatch(/^1970-01-1\d$/);
      const screws = await readSheet((await exportReport(id, { filters: { title: '螺丝' } })).rawPayload);
      expect(screws.at(-1)).toEqual(['Total (241)', '', '1,205', '']);
      const self = await readSheet((await exportReport(id, {}, scopedToken)).rawPayload);
      expect(self).toEqual([
        ['等级', '名称', '数量', '日期'],
        ['Total (0)', '', '0', ''],
      ]);
      await copies(10_000, 'b'); // 51,205 rows: more than the cap
      const big = await exportReport(id, {});
      expect(big.statusCode).toBe(400);
      expect(big.json().msg).toContain(String(REPORT_EXPORT_ROW_CAP));
    } finally {
      await t.db.execute(sql`delete from ${sql.identifier(table)} where id like '%-x%'`);
    }
  });
});
