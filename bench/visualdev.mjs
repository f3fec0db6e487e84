// Low-code runtime at scale (issue 15) on PostgreSQL: a published model with 1,000,000 records seeded by SQL; its
// List page with three filters (fuzzy text, date range, select) at 50 connections against the users page over
// 1,000,000 users in the same run; create with a bill number, system fields and a 5-row sub-table; a streamed export
// of every record with the server's memory growth; an import of 100,000 rows as a job.
// Run: `node scripts/build-server.mjs && node_modules/.bin/node bench/visualdev.mjs > bench/results/visualdev.json`
// (BENCH_DB_URL, BENCH_DURATION, BENCH_RECORDS, BENCH_USERS, BENCH_IMPORT; BENCH_ONLY=page|create|export|import,
// comma-separated; `commitsPerRequest` is the statements per request; BENCH_PROFILE_DIR=<dir> runs the server with `--cpu-prof` into that folder, and `profileWindows`
// gives each measurement's span for `node bench/profile.mjs <file> <from> <to>`). Prints one JSON document on
// stdout; progress on stderr.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  DURATION,
  WARMUP,
  cleanup,
  freePort,
  log,
  round,
  signIn,
  startChild,
  startProduct,
  state,
} from './lib.mjs';
import {
  DATE0,
  KINDS,
  RT,
  api,
  createModel,
  newRecord,
  seedRecords,
  seedUsers,
  writeImportFile,
} from './visualdev-lib.mjs';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT ?? 100_000);
const ONLY = new Set((process.env.BENCH_ONLY || 'page,create,export,import').split(','));
const DAY = 86_400_000;
const load = () => os.loadavg().map((n) => round(n));

/** One autocannon measurement (after a warm-up) at 50 connections; `setup` rewrites each request. */
/** Transactions PostgreSQL committed in this database: a statement outside a transaction is one. */
async function commits(c) {
  const { rows } = await c.query(
    'select xact_commit::float8 as n from pg_stat_database where datname = current_database()',
  );
  return rows[0].n;
}

/**
 * autocannon at 50 connections after a warm-up; with the database client `c`, also the statements (commits) per
 * request (PostgreSQL's statistics lag by up to a second: read it as ± a few per cent).
 */
async function cannon(base, token, label, opts, c) {
  const run = (duration) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: base,
          connections: 50,
          duration,
          timeout: 20,
          headers: { authorization: token, 'content-type': 'application/json' },
          verifyBody: (b) => b.startsWith('{"code":200'),
          ...opts,
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      ),
    );
  log(`${label}: warm-up ${WARMUP} s, then ${DURATION} s at 50 connections`);
  await run(WARMUP);
  const loadBefore = load();
  const before = c ? await commits(c) : 0;
  const r = await run(DURATION);
  if (c) await new Promise((resolve) => setTimeout(resolve, 1_100)); // the statistics collector's flush
  const committed = c ? (await commits(c)) - before : 0;
  const s = {
    reqPerSec: round(r.requests.average, 1),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    mismatches: r.mismatches,
    ...(c ? { commitsPerRequest: round(committed / r.requests.total, 2) } : {}),
    loadBefore,
    loadAfter: load(),
  };
  log(label, JSON.stringify(s));
  return s;
}

const rand = (n) => Math.floor(Math.random() * n);

/** The List page: 20 rows, a random 4-digit text, a random 90-day range, a random option. */
function listBody() {
  const from = DATE0 + rand(640) * DAY;
  return JSON.stringify({
    currentPage: 1,
    pageSize: 20,
    json: { title: String(1000 + rand(9000)), bizDate: [from, from + 90 * DAY], kind: KINDS[rand(5)] },
  });
}

function rssMb(pid) {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Every record exported (top-level columns and the sub-table), the server's RSS sampled every 100 ms. */
async function exportAll(base, token, modelId, pid) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const t0 = Date.now();
  const res = await fetch(`${base}${RT}/${modelId}/Actions/Export`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ selectKey: 'title,billNo,bizDate,kind,qty,creator,lines', dataType: '1' }),
  });
  if (res.status !== 200) throw new Error(`export refused: HTTP ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  clearInterval(timer);
  const out = {
    seconds: round((Date.now() - t0) / 1000, 1),
    megabytes: round(bytes / 1e6, 1),
    rssBeforeMb: round(before),
    rssPeakMb: round(peak),
    growthMb: round(peak - before),
    load: load(),
  };
  log('export', JSON.stringify(out));
  return out;
}

/**
 * The same two questions on the bare server (plain Fastify + pg, the same pool size, the product's own statements,
 * no session, permission, validation or log): what any server must at least spend on them. `floorRatio` is the
 * bare List ÷ the bare users page, the most the product's ratio can reach with these statements; each product
 * figure's `ratioToBare` is what the product keeps of its floor.
 */
async function bareFloor(dbUrl, table, users, list) {
  const port = await freePort();
  await startChild(
    'bare',
    ['bench/bare-server.mjs'],
    { PORT: String(port), DATABASE_URL: dbUrl },
    'bare is ready',
  );
  const base = `http://127.0.0.1:${port}`;
  const bareUsers = await cannon(base, '', 'bare users page', {
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: `/bare/users-page?keyword=${1000 + rand(9000)}&organizeId=bench-dept-7&currentPage=1&pageSize=20`,
        }),
      },
    ],
  });
  const bareList = await cannon(base, '', 'bare List page', {
    requests: [
      { method: 'POST', path: `/bare/list/${table}`, setupRequest: (req) => ({ ...req, body: listBody() }) },
    ],
  });
  users.ratioToBare = round(users.reqPerSec / bareUsers.reqPerSec, 3);
  list.ratioToBare = round(list.reqPerSec / bareList.reqPerSec, 3);
  return { bareUsers, bareList, floorRatio: round(bareList.reqPerSec / bareUsers.reqPerSec, 3) };
}

/** The import file uploaded, the job polled to its end. */
async function importRows(base, token, modelId) {
  const file = path.join(state.tmpDir, 'import.xlsx');
  await writeImportFile(file, IMPORT_ROWS);
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)]), 'import.xlsx');
  const t0 = Date.now();
  const res = await fetch(`${base}${RT}/${modelId}/Actions/Import`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const start = await res.json();
  if (start.code !== 200) throw new Error(`import refused: ${JSON.stringify(start)}`);
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const job = await api(base, 'GET', `${RT}/${modelId}/Actions/Import/${start.data.jobId}`, token);
    if (job.status === 'running') continue;
    const { created, skipped, failed, errors } = job.result ?? {};
    const out = { rows: IMPORT_ROWS, seconds: round((Date.now() - t0) / 1000, 1), status: job.status };
    Object.assign(out, { created, skipped, failed, firstErrors: errors?.slice(0, 3), load: load() });
    log('import', JSON.stringify(out));
    return out;
  }
}

async function main() {
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const { base, password, dbUrl, child } = await startProduct(
    profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {},
  );
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const { token: admin } = await signIn(base, password);
  const me = await api(base, 'GET', '/api/oauth/current/user/Web', admin);
  const adminId = me.userInfo?.userId ?? me.userInfo?.id;
  const orgId = me.userInfo?.organizeId ?? 'org-company';
  const m = await createModel(base, admin, c);
  const { token } = await signIn(base, password); // a new session sees the model's menu
  await seedRecords(c, m, RECORDS, adminId, orgId);
  if (ONLY.has('page')) await seedUsers(c, USERS);
  const result = { benchmark: 'visualdev-at-scale', records: RECORDS, users: USERS, cpus: os.cpus().length };
  result.loadAtStart = load(); // the machine may be shared: read the ratios to the users page, not the rates
  if (ONLY.has('page')) {
    // CLOCK_MONOTONIC microseconds, the clock of V8's profiler in the server.
    const at = () => Number(process.hrtime.bigint() / 1000n);
    const t0 = at();
    const users = await cannon(
      base,
      token,
      'users page',
      {
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/api/system/permission/users/page?keyword=${1000 + rand(9000)}&organizeId=bench-dept-7&currentPage=1&pageSize=20`,
            }),
          },
        ],
      },
      c,
    );
    const t1 = at();
    const list = await cannon(
      base,
      token,
      'model List page',
      {
        requests: [
          {
            method: 'POST',
            path: `${RT}/${m.id}/List`,
            setupRequest: (req) => ({ ...req, body: listBody() }),
          },
        ],
      },
      c,
    );
    const t2 = at();
    result.page = { users, list, ratioToUsers: round(list.reqPerSec / users.reqPerSec, 3) };
    Object.assign(result.page, await bareFloor(dbUrl, m.table, users, list));
    if (profileDir) result.profileWindows = { users: [t0, t1], list: [t1, t2] };
    // The List's total as the runtime answers it (ADR 0017), from one request outside the measurement.
    const one = await api(base, 'POST', `${RT}/${m.id}/List`, token, JSON.parse(listBody()));
    result.page.samplePagination = one.pagination;
  }
  if (ONLY.has('create')) {
    let i = 0;
    const body = () => JSON.stringify({ data: JSON.stringify(newRecord(i++)) });
    result.create = await cannon(base, token, 'create', {
      requests: [
        { method: 'POST', path: `${RT}/${m.id}`, setupRequest: (req) => ({ ...req, body: body() }) },
      ],
    });
    // Creates per users page served in the same run: comparable across runs at different machine loads.
    const users = result.page?.users;
    if (users) result.create.ratioToUsers = round(result.create.reqPerSec / users.reqPerSec, 3);
  }
  if (ONLY.has('export')) result.export = await exportAll(base, token, m.id, child.pid);
  if (ONLY.has('import')) result.import = await importRows(base, token, m.id);
  await c.end();
  result.budgets = budgets(result);
  console.log(JSON.stringify(result, null, 2));
}

function budgets(r) {
  const list = r.page?.list;
  const clean = (s) => s && s.non2xx + s.errors + s.mismatches === 0;
  return [
    list && {
      name: 'List p99 <= 50 ms at 50 connections',
      actual: list.p99Ms,
      pass: clean(list) && list.p99Ms <= 50,
    },
    list && {
      name: 'List >= 80% of the users page',
      actual: r.page.ratioToUsers,
      pass: r.page.ratioToUsers >= 0.8,
    },
    r.create && {
      name: 'create >= 500/s',
      actual: r.create.reqPerSec,
      pass: clean(r.create) && r.create.reqPerSec >= 500,
    },
    r.export && {
      name: 'export of all records: memory growth <= 200 MB',
      actual: r.export.growthMb,
      pass: r.export.growthMb <= 200,
    },
    r.import && {
      name: 'import 100,000 rows < 60 s',
      actual: r.import.seconds,
      pass: r.import.status === 'done' && r.import.seconds < 60 && r.import.created === IMPORT_ROWS,
    },
  ].filter(Boolean);
}

const watchdog = setTimeout(() => {
  log('watchdog: the run took over 40 minutes');
  void cleanup().finally(() => process.exit(1));
}, 2_400_000);
watchdog.unref();

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanup());

for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => void cleanup().finally(() => process.exit(130)));
