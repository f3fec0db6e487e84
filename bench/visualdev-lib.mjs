// Pieces of the low-code runtime benchmark (bench/visualdev.mjs): the benchmark model, the 1,000,000 seeded
// records, the users the users page is compared on, and the import file.
import ExcelJS from 'exceljs';
import { log } from './lib.mjs';

export const RT = '/api/visualdev/OnlineDev';
const DAY = 86_400_000;
/** 2023-01-01 UTC: seeded dates run over two years from here. */
export const DATE0 = Date.UTC(2023, 0, 1);
export const KINDS = ['a', 'b', 'c', 'd', 'e'];

const f = (jnpfKey, key, label, more = {}) => ({
  ...more,
  __config__: { jnpfKey, label, dataType: 'static', ...more.__config__ },
  __vModel__: key,
});

/** The model: text, bill number, date, select, number, system fields and a two-column sub-table. */
export const FIELDS = [
  f('comInput', 'title', '标题'),
  f('billRule', 'billNo', '单号', { __config__: { rule: 'VDBENCH' } }),
  f('date', 'bizDate', '业务日期', { format: 'yyyy-MM-dd' }),
  f('select', 'kind', '类型', { __slot__: { options: KINDS.map((id) => ({ id, fullName: `类型${id}` })) } }),
  f('numInput', 'qty', '数量'),
  f('createUser', 'creator', '创建人'),
  f('createTime', 'created', '创建时间'),
  f('currDept', 'dept', '所属部门'),
  f('table', 'lines', '明细', {
    __config__: { children: [f('comInput', 'item', '名称'), f('numInput', 'amount', '金额')] },
  }),
];
const SEARCH = [
  { __vModel__: 'title', searchType: 2 },
  { __vModel__: 'bizDate', searchType: 3 },
  { __vModel__: 'kind', searchType: 1 },
];
const COLUMNS = FIELDS.filter((x) => x.__vModel__ !== 'lines').map((x) => ({
  prop: x.__vModel__,
  label: x.__config__.label,
  jnpfKey: x.__config__.jnpfKey,
}));

/** JSON call with the token; answers the parsed body, throws on a non-200 code. */
export async function api(base, method, path, token, body) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (json?.code !== 200)
    throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)?.slice(0, 300)}`);
  return json.data;
}

/** Creates the bill rule and the model, publishes it; answers the model id and its table. */
export async function createModel(base, token, c) {
  const rule = {
    fullName: '低代码压测',
    enCode: 'VDBENCH',
    prefix: 'V',
    dateFormat: 'no',
    digit: 9,
    startNumber: '1',
  };
  await api(base, 'POST', '/api/system/base/bill/rule/edit', token, rule);
  const model = {
    fullName: '低代码压测',
    enCode: 'vdbench',
    category: 'dict-webdesign-business',
    type: 1,
    formData: { fields: FIELDS },
    columnData: { searchList: SEARCH, columnList: COLUMNS },
  };
  const { id } = await api(base, 'POST', '/api/visualdev/Base', token, model);
  const published = await api(base, 'POST', `/api/visualdev/Base/${id}/Actions/Release`, token);
  log('published', JSON.stringify(published));
  // A type-3 menu runs the model (its buttons are what the runtime's routes check); the super admin holds it.
  await c.query(
    `insert into base_module (id, type, full_name, en_code, property_json, creator_time)
     values ('vdbench-menu', 3, '低代码压测', 'vdbench', $1, 0)`,
    [JSON.stringify({ moduleId: id })],
  );
  await c.query(`insert into base_module_button (id, module_id, full_name, en_code, creator_time)
    select 'vdbench-' || b, 'vdbench-menu', b, b, 0
    from unnest(array['btn_add', 'btn_edit', 'btn_remove', 'btn_download', 'btn_upload']) b`);
  const { rows } = await c.query('select table_layout from base_visualdev where id = $1', [id]);
  const layout = rows[0].table_layout;
  return { id, table: layout.table, child: layout.children.lines.table };
}

/** 1,000,000 records straight into the model's table (every tenth with two sub-table rows), then analysed. */
export async function seedRecords(c, m, n, adminId, orgId) {
  const t0 = Date.now();
  await c.query(
    `insert into "${m.table}" (id, creator_user_id, creator_time, organize_id, "title", "billNo", "bizDate", "kind",
       "qty", "creator", "created", "dept")
     select 's' || lpad(g::text, 9, '0'), $1, 1700000000000 + g * 1000, $2, '单据' || g, 'S' || lpad(g::text, 9, '0'),
       ${DATE0} + (g % 730)::bigint * ${DAY}, to_jsonb(chr(97 + g % 5)), g % 1000, $1, 1700000000000 + g * 1000, $2
     from generate_series(1, ${n}) g`,
    [adminId, orgId],
  );
  await c.query(
    `insert into "${m.child}" (id, parent_id, sort_code, "item", "amount")
     select 'c' || g || '_' || k, 's' || lpad(g::text, 9, '0'), k, '零件' || k, k + 0.5
     from generate_series(10, ${n}, 10) g, generate_series(0, 1) k`,
  );
  await c.query(`vacuum analyze "${m.table}"`);
  await c.query(`vacuum analyze "${m.child}"`);
  await c.query('checkpoint');
  log(`seeded ${n} records in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** Users for the users page in the same run (as bench/users.mjs seeds them). */
export async function seedUsers(c, n) {
  const t0 = Date.now();
  await c.query(`insert into base_organize (id, parent_id, category, en_code, full_name, sort_code, creator_time)
    select 'bench-dept-' || g, 'org-company', 'department', 'BD' || g, '部门' || g, g, 0 from generate_series(1, 50) g`);
  await c.query(`insert into base_user (id, account, real_name, quick_query, password_hash, organize_id, creator_time)
    select 'bu' || g, 'user' || g, '员工' || g, 'YG' || g, 'x', 'bench-dept-' || (g % 50 + 1), 1700000000000 + g
    from generate_series(1, ${n}) g`);
  await c.query('vacuum analyze base_user');
  await c.query('checkpoint');
  log(`seeded ${n} users in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** A record's form values as the create form sends them: five sub-table rows. */
export function newRecord(i) {
  return {
    title: `新建${i}`,
    bizDate: DATE0 + (i % 730) * DAY,
    kind: KINDS[i % 5],
    qty: i % 100,
    lines: Array.from({ length: 5 }, (_, k) => ({ item: `零件${k}`, amount: k + 1 })),
  };
}

/** The import file: `n` records under the template's headers, every tenth with two sub-table rows. */
export async function writeImportFile(file, n) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: true,
  });
  const ws = wb.addWorksheet('导入');
  ws.columns = [
    { header: '标题', width: 20 },
    { header: '业务日期', width: 14, style: { numFmt: 'yyyy-mm-dd' } },
    { header: '类型', width: 8 },
    { header: '数量', width: 8 },
    { header: '明细-名称', width: 12 },
    { header: '明细-金额', width: 12 },
  ];
  for (let i = 0; i < n; i++) {
    const head = [`导入${i}`, new Date(DATE0 + (i % 730) * DAY), `类型${KINDS[i % 5]}`, i % 1000];
    ws.addRow(i % 10 ? head : [...head, '零件0', 1]).commit();
    if (i % 10 === 0) ws.addRow(['', '', '', '', '零件1', 2]).commit();
  }
  ws.commit();
  await wb.commit();
}
