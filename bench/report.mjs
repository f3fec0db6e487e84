// Data reports at scale (issue 18) on PostgreSQL: a published model with 1,000,000 records in 50 regions, a report
// grouping them by region (subtotals, grand total, a chart by region) run at 10 connections on random pages, against
// a bare Fastify + pg server running the same two statements (the page ordered by the group, and the GROUP BY).
// Run: `node scripts/build-server.mjs && node_modules/.bin/node bench/report.mjs > bench/results/report.json`
// (BENCH_DB_URL, BENCH_DURATION, BENCH_RECORDS). Prints one JSON document on stdout; progress on stderr.
// `node bench/report.mjs --bare` is the baseline server itself (DATABASE_URL, TABLE, PORT; started by the bench).
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { DURATION, WARMUP, cleanup, freePort, log, round, signIn, startChild, startProduct } from './lib.mjs';
import { api } from './visualdev-lib.mjs';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const GROUPS = 50;
const CONNECTIONS = 10;
const PAGE_SIZE = 20;
const BUDGET_P99_MS = 200;
const DAY = 86_400_000;
const DATE0 = Date.UTC(2024, 0, 1);
const load = () => os.loadavg().map((n) => round(n));
const rand = (n) => Math.floor(Math.random() * n);

const f = (jnpfKey, key, label, more = {}) => ({ ...more, __config__: { jnpfKey, label }, __vModel__: key });
/** The model: a region (searched exactly, so publish indexes it), a title, an amount and a date. */
const FIELDS = [
  f('comInput', 'region', '区域'),
  f('comInput', 'title', '标题'),
  f('numInput', 'amount', '金额'),
  f('date', 'bizDate', '业务日期', { format: 'yyyy-MM-dd' }),
];

/** The same two statements the report runs over the model's table (report-model.ts), in a bare server. */
async function bareServer() {
  const { default: Fastify } = await import('fastify');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const t = `"${process.env.TABLE}"`;
  const app = Fastify({ logger: false });
  app.post('/bare/report', async (req) => {
    const { currentPage = 1, pageSize = PAGE_SIZE } = req.body ?? {};
    const where = `${t}."delete_time" is null`;
    const [rows, groups] = await Promise.all([
      pool.query(
        `select ${t}."id", ${t}."region", ${t}."title", ${t}."amount", ${t}."bizDate" from ${t} where ${where}
         order by ${t}."region" nulls last, ${t}."id" limit $1 offset $2`,
        [pageSize, (currentPage - 1) * pageSize],
      ),
      pool.query(
        `select ${t}."region" as g, count(*)::int as n, coalesce(sum(${t}."amount"), 0)::float8 as s0 from ${t}
         where ${where} group by ${t}."region" order by ${t}."region" nulls last limit 1000`,
      ),
    ]);
    const total = groups.rows.reduce((s, g) => s + g.n, 0);
    return { code: 200, msg: 'ok', data: { list: rows.rows, groups: groups.rows, total } };
  });
  const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  console.log(`bare is ready on ${address}`);
}

/** The model published with a type-5 menu's report over it; answers the model's table and the report id. */
async function createReport(base, token, c) {
  const model = {
    fullName: '报表压测',
    enCode: 'rptbench',
    category: 'dict-webdesign-business',
    type: 1,
    formData: { fields: FIELDS },
    columnData: { searchList: [{ __vModel__: 'region', searchType: 1 }], columnList: [] },
  };
  const { id: modelId } = await api(base, 'POST', '/api/visualdev/Base', token, model);
  await api(base, 'POST', `/api/visualdev/Base/${modelId}/Actions/Release`, token);
  const { rows } = await c.query('select table_layout from base_visualdev where id = $1', [modelId]);
  const report = {
    fullName: '区域汇总',
    enCode: 'rptbench',
    category: 'dict-report-sort-sales',
    sourceType: 2,
    sourceId: modelId,
    columns: [
      { field: 'region', title: '区域' },
      { field: 'title', title: '标题' },
      { field: 'amount', title: '金额', format: 'money', isSum: true },
      { field: 'bizDate', title: '业务日期' },
    ],
    groupBy: { field: 'region', subtotals: true, grandTotal: true },
    charts: [{ type: 'bar', x: 'region', y: ['amount'] }],
  };
  const { id: reportId } = await api(base, 'POST', '/api/visualdev/DataReport', token, report);
  await c.query(
    `insert into base_module (id, type, full_name, en_code, property_json, creator_time)
     values ('rptbench-menu', 5, '区域汇总', 'rptbench', $1, 0)`,
    [JSON.stringify({ moduleId: reportId })],
  );
  return { table: rows[0].table_layout.table, reportId };
}

/** RECORDS rows in GROUPS regions straight into the model's table, then analysed. */
async function seed(c, table, adminId, orgId) {
  const t0 = Date.now();
  await c.query(
    `insert into "${table}" (id, creator_user_id, creator_time, organize_id, "region", "title", "amount", "bizDate")
     select 'r' || lpad(g::text, 9, '0'), $1, 1700000000000 + g, $2, 'R' || lpad((g % ${GROUPS})::text, 2, '0'),
       '单据' || g, (g % 997)::numeric, ${DATE0} + (g % 365)::bigint * ${DAY}
     from generate_series(1, ${RECORDS}) g`,
    [adminId, orgId],
  );
  await c.query(`vacuum analyze "${table}"`);
  await c.query('checkpoint');
  log(`seeded ${RECORDS} rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** One autocannon measurement (after a warm-up) at CONNECTIONS connections on random pages. */
async function cannon(url, headers, label) {
  const body = () => JSON.stringify({ currentPage: 1 + rand(100), pageSize: PAGE_SIZE });
  const run = (duration) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url,
          method: 'POST',
          connections: CONNECTIONS,
          duration,
          timeout: 30,
          headers: { ...headers, 'content-type': 'application/json' },
          requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
          verifyBody: (b) => b.startsWith('{"code":200'),
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      ),
    );
  log(`${label}: warm-up ${WARMUP} s, then ${DURATION} s at ${CONNECTIONS} connections`);
  await run(WARMUP);
  const loadBefore = load();
  const r = await run(DURATION);
  const s = {
    reqPerSec: round(r.requests.average, 1),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    mismatches: r.mismatches,
    loadBefore,
    loadAfter: load(),
  };
  log(label, JSON.stringify(s));
  return s;
}

async function main() {
  const { base, password, dbUrl } = await startProduct();
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  c.on('error', () => {}); // the database is dropped under it at the end
  const { token } = await signIn(base, password);
  const { rows: admins } = await c.query("select id, organize_id from base_user where account = 'admin'");
  const { table, reportId } = await createReport(base, token, c);
  await seed(c, table, admins[0].id, admins[0].organize_id);
  const sample = await api(base, 'POST', `/api/visualdev/DataReport/${reportId}/Actions/Run`, token, {});
  if (sample.groups.length !== GROUPS || sample.pagination.total !== RECORDS)
    throw new Error(`unexpected report: ${sample.groups.length} groups, ${sample.pagination.total} rows`);
  const barePort = await freePort();
  await startChild(
    'bare server',
    [fileURLToPath(import.meta.url), '--bare'],
    { PORT: String(barePort), DATABASE_URL: dbUrl, TABLE: table },
    'is ready',
  );
  const auth = { authorization: token };
  const product = await cannon(
    `${base}/api/visualdev/DataReport/${reportId}/Actions/Run`,
    auth,
    'report run',
  );
  const bare = await cannon(`http://127.0.0.1:${barePort}/bare/report`, {}, 'bare GROUP BY');
  await c.end();
  const result = {
    benchmark: 'data-report',
    records: RECORDS,
    groups: GROUPS,
    connections: CONNECTIONS,
    cpus: os.cpus().length,
    product,
    bare,
    p99RatioToBare: round(product.p99Ms / bare.p99Ms, 2),
    note:
      os.loadavg()[0] > os.cpus().length
        ? 'machine was busy (1-min load above core count): compare the product with the bare server of the same run'
        : 'client, servers and database share the machine',
  };
  result.budgets = [
    {
      name: `report p99 <= ${BUDGET_P99_MS} ms at ${CONNECTIONS} connections`,
      actual: product.p99Ms,
      pass: product.non2xx + product.errors + product.mismatches === 0 && product.p99Ms <= BUDGET_P99_MS,
    },
  ];
  console.log(JSON.stringify(result, null, 2));
}

if (process.argv.includes('--bare')) {
  await bareServer();
} else {
  const watchdog = setTimeout(() => {
    log('watchdog: the run took over 20 minutes');
    void cleanup().finally(() => process.exit(1));
  }, 1_200_000);
  watchdog.unref();
  main()
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    })
    .finally(() => cleanup());
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.on(sig, () => void cleanup().finally(() => process.exit(130)));
}
