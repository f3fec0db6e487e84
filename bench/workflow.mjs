// Workflow benchmark (issue 16) on PostgreSQL: launch and approve end-to-end over two product processes, the to-do
// list page with a keyword among 1,000,000 tasks (100,000 open), and a bare primary-key read as the busy machine's
// baseline; the to-do page is also asked of the bare server (`/bare/todo`, the simplest SQL answering it), whose
// figures are the floor of any server on this machine (`bareTodoPage`, `todoPage.ratioToBareTodo`). Run: `node_modules/.bin/node bench/workflow.mjs > bench/results/workflow.json` (BENCH_DB_URL,
// BENCH_DURATION, BENCH_TASKS, BENCH_OPEN, BENCH_PORT_BASE, BENCH_POOL (DB_POOL_MAX of both servers, default 10);
// BENCH_ONLY=todo skips launch and approve; the to-do page's indexes are the schema's, migrations 0021, 0026, 0027
// 0028 and 0029; BENCH_PROFILE_DIR=<dir> starts the first server and the bare one with `--cpu-prof` into that folder, summarised after by
// `node bench/profile.mjs <dir>/<file>`).
// Each measurement sits between two 4 s bare reads: ratioToAdjacentBare is the figure the shared machine's load
// changes least.
// Prints one JSON document on stdout; progress on stderr.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { cleanup, DURATION, log, round, startChild, WARMUP } from './lib.mjs';
import { raceChecks } from './workflow-race.mjs';
import {
  adminToken,
  benchUser,
  createAdminFlow,
  createDatabase,
  load,
  startServer,
  WF,
} from './workflow-lib.mjs';

const CONNECTIONS = 50;
const TASKS = Number(process.env.BENCH_TASKS ?? 1_000_000);
const OPEN = Number(process.env.BENCH_OPEN ?? 100_000);
const ONLY = process.env.BENCH_ONLY ?? '';
const BARE_SAMPLE = 4;
const watchdog = setTimeout(() => fail(new Error('watchdog: the run took over 15 minutes')), 900_000);
watchdog.unref();

/** One autocannon run; `requests` may rewrite each request (a fresh id, a random keyword). */
function cannon(base, opts) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: CONNECTIONS / 2,
        timeout: 10,
        verifyBody: (b) => b.startsWith('{"code":200'),
        ...opts,
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );
}

/** The figures of runs measured together: summed throughput, worst p99, every failure. */
function combine(runs, seconds) {
  const total = runs.reduce((a, r) => a + r.requests.total, 0);
  const bad = runs.reduce((a, r) => a + r.non2xx + r.mismatches + r.errors + r.timeouts, 0);
  return {
    requests: total,
    perSec: round(total / (seconds ?? Math.max(...runs.map((r) => r.duration))), 1),
    latencyP50Ms: Math.max(...runs.map((r) => r.latency.p50)),
    latencyP99Ms: Math.max(...runs.map((r) => r.latency.p99)),
    failed: bad,
  };
}

const post = (token, body) => ({
  method: 'POST',
  headers: { authorization: token, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function launchAndApprove(servers, admin, db, user, bareUrl) {
  const token = user.token;
  const flowId = await createAdminFlow(servers[0].base, admin, 1, 'wfbench', 0, user.id);
  const launchOpts = { ...post(token, { flowId, data: {} }), url: undefined };
  const path = `${WF}/flowTask/create`;
  log(`launch: ${WARMUP} s warm-up, then ${DURATION} s at ${CONNECTIONS} connections over both processes`);
  await Promise.all(
    servers.map((s) => cannon(s.base + path, { ...launchOpts, url: s.base + path, duration: WARMUP })),
  );
  const launch = await adjacent(bareUrl, () =>
    withCpu(db, servers, async () => {
      const before = load();
      const runs = await Promise.all(
        servers.map((s) => cannon(s.base + path, { ...launchOpts, url: s.base + path, duration: DURATION })),
      );
      return { ...combine(runs), loadBefore: before, loadAfter: load() };
    }),
  );

  const { rows } = await db.query(
    `select o.id from flow_task_operator o join flow_task t on t.id = o.task_id
      where o.completion = 0 and o.state = 0 and t.flow_id = $1 order by o.id`,
    [flowId],
  );
  const ids = rows.map((r) => r.id);
  const halves = [ids.filter((_, i) => i % 2 === 0), ids.filter((_, i) => i % 2 === 1)];
  log(`approve: ${ids.length} open operators, each approved once, over both processes`);
  const a = await bare(bareUrl, BARE_SAMPLE);
  const loadBefore = load();
  const t0 = performance.now();
  const metered = await withCpu(db, servers, async () => ({
    requests: ids.length,
    runs: await Promise.all(
      servers.map((s, i) => {
        const mine = halves[i];
        return cannon(s.base, {
          amount: mine.length,
          requests: [
            {
              ...post(token, { handleOpinion: '同意' }),
              setupRequest: (req) => ({ ...req, path: `${WF}/flowBefore/audit/${mine.pop()}` }),
            },
          ],
        });
      }),
    ),
  }));
  const approve = combine(metered.runs, (performance.now() - t0) / 1000);
  approve.cpuMsPerOp = metered.cpuMsPerOp;
  const b = await bare(bareUrl, BARE_SAMPLE);
  approve.barePerSec = round((a.perSec + b.perSec) / 2, 1);
  approve.ratioToAdjacentBare = round(approve.perSec / approve.barePerSec, 3);
  const { rows: left } = await db.query(
    `select count(*)::int n from flow_task where flow_id = $1 and status <> 2`,
    [flowId],
  );
  Object.assign(approve, {
    operators: ids.length,
    tasksNotFinished: left[0].n /* launched by requests still in flight when the launch run ended */,
    loadBefore,
    loadAfter: load(),
  });
  return { launch, approve };
}

/**
 * 1,000,000 tasks of one flow (every tenth still open, on the admin's to-do), with their operator rows, in SQL; an
 * open task's operator carries its to-do search text (title, chr(1), bill number), as the commands write it.
 */
async function seedTasks(db, token, base) {
  const flowId = await createAdminFlow(base, token, 1, 'wfseed');
  const { rows } = await db.query(
    `select id as version_id from flow_engine_version where flow_id = $1 order by version desc limit 1`,
    [flowId],
  );
  const every = Math.max(1, Math.round(TASKS / OPEN));
  log(`seeding ${TASKS} tasks, ${Math.floor(TASKS / every)} open`);
  const t0 = performance.now();
  await db.query(
    `insert into flow_task (id, process_id, en_code, full_name, flow_id, flow_version_id, flow_code, flow_name,
       flow_type, flow_category, form_type, state, status, completion, this_step, this_step_id, start_time,
       creator_time, creator_user_id)
     select 'bt' || g, 'bt' || g, 'B' || lpad(g::text, 8, '0'), '管理员的请假流程 ' || g, $1, $2, 'wfseed', '请假流程',
       0, 'office', 2, '{}'::jsonb, case when g % $3 = 0 then 1 else 2 end, case when g % $3 = 0 then 0 else 100 end,
       '审批1', 'a1', 1700000000000 + g, 1700000000000 + g, 'admin'
     from generate_series(1, $4::int) g`,
    [flowId, rows[0].version_id, every, TASKS],
  );
  await db.query(
    `insert into flow_task_operator (id, task_id, run, node_code, node_name, handle_type, handle_id, handle_status,
       handle_time, completion, creator_time, search_text)
     select 'bo' || g, 'bt' || g, 1, 'a1', '审批1', 'user', 'admin', case when g % $1 = 0 then null else 1 end,
       case when g % $1 = 0 then null else 1700000000000 + g end, case when g % $1 = 0 then 0 else 1 end,
       1700000000000 + g,
       case when g % $1 = 0 then '管理员的请假流程 ' || g || chr(1) || 'B' || lpad(g::text, 8, '0') end
     from generate_series(1, $2::int) g`,
    [every, TASKS],
  );
  await db.query('analyze flow_task; analyze flow_task_operator');
  return { seconds: round((performance.now() - t0) / 1000, 1), open: Math.floor(TASKS / every) };
}

/**
 * The to-do page with a random 3-digit keyword at 50 connections, on the product (`base` its first server, with the
 * token) or on the bare server's same-question route (`/bare/todo/admin`, no token).
 */
async function todoPage(base, token, path = `${WF}/flowBefore/list/1`) {
  const random = () => String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const opts = (duration) => ({
    connections: CONNECTIONS,
    duration,
    headers: token ? { authorization: token } : {},
    requests: [
      { setupRequest: (req) => ({ ...req, path: `${path}?currentPage=1&pageSize=20&keyword=${random()}` }) },
    ],
  });
  log(
    `to-do page with a keyword at ${path}: ${WARMUP} s warm-up, then ${DURATION} s at ${CONNECTIONS} connections`,
  );
  await cannon(base, opts(WARMUP));
  const before = load();
  const r = combine([await cannon(base, opts(DURATION))]);
  return { ...r, loadBefore: before, loadAfter: load() };
}

/** CPU ticks (1/100 s) a process has used, user and system; 0 when it is gone or not readable. */
function cpuTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends of this run's database (the product servers' pool connections). */
async function backends(db) {
  const { rows } = await db.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map((r) => r.pid);
}

/**
 * The CPU that `measure()` cost the product: both server processes and their PostgreSQL backends (read from /proc:
 * PostgreSQL runs on this machine), in ms per operation. Unlike requests per second, the CPU an operation needs
 * hardly depends on how busy the other engineers keep the machine: the load-robust figure beside the ratios.
 */
async function withCpu(db, servers, measure, operations = (r) => r.requests) {
  const pids = () => servers.map((s) => s.child.pid);
  const startPg = new Map((await backends(db)).map((pid) => [pid, cpuTicks(pid)]));
  const startNode = pids().map(cpuTicks);
  const r = await measure();
  const pg = (await backends(db)).reduce((a, pid) => a + cpuTicks(pid) - (startPg.get(pid) ?? 0), 0);
  const node = pids().reduce((a, pid, i) => a + cpuTicks(pid) - startNode[i], 0);
  const n = operations(r) || 1;
  return {
    ...r,
    cpuMsPerOp: {
      server: round((node * 10) / n, 2),
      postgres: round((pg * 10) / n, 2),
      total: round(((node + pg) * 10) / n, 2),
    },
  };
}

/** Starts the bare server (plain Fastify + pg on this run's database): its primary-key read URL, base and child. */
async function startBare(dbUrl, env = {}) {
  const port = Number(process.env.BENCH_PORT_BASE ?? 4110) + 2;
  const child = await startChild(
    'bare',
    ['bench/bare-server.mjs'],
    { PORT: String(port), DATABASE_URL: dbUrl, ...env },
    'bare is ready',
  );
  return { url: `http://127.0.0.1:${port}/bare/users-pk/admin`, base: `http://127.0.0.1:${port}`, child };
}

/** The bare primary-key read at 50 connections for `seconds` (after a 1 s warm-up). */
async function bare(url, seconds = DURATION) {
  log(`bare primary-key read: ${seconds} s at ${CONNECTIONS} connections`);
  await cannon(url, { connections: CONNECTIONS, duration: 1 });
  const before = load();
  return {
    ...combine([await cannon(url, { connections: CONNECTIONS, duration: seconds })]),
    loadBefore: before,
  };
}

/**
 * `measure()` between two short bare reads (BARE_SAMPLE s each): its ratio to their mean is what the machine's
 * load changes least (the other engineers' work slows both alike), unlike a ratio to a bare read minutes away.
 */
async function adjacent(url, measure) {
  const a = await bare(url, BARE_SAMPLE);
  const r = await measure();
  const b = await bare(url, BARE_SAMPLE);
  const barePerSec = round((a.perSec + b.perSec) / 2, 1);
  return { ...r, barePerSec, ratioToAdjacentBare: round(r.perSec / barePerSec, 3) };
}

async function main() {
  const dbUrl = await createDatabase();
  const pool = process.env.BENCH_POOL ? { DB_POOL_MAX: process.env.BENCH_POOL } : {};
  const profile = process.env.BENCH_PROFILE_DIR
    ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}` }
    : {};
  const servers = [await startServer(0, { ...pool, ...profile }), await startServer(1, pool)];
  const token = await adminToken(servers[0].base);
  const user = ONLY !== 'todo' ? await benchUser(servers[0].base, token) : null;
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const result = {
    bench: 'workflow',
    pool: Number(process.env.BENCH_POOL ?? 10),
    servers: 2,
    durationSec: DURATION,
    connections: CONNECTIONS,
    cores: load().cores,
  };
  try {
    const bareServer = await startBare(dbUrl, profile);
    const bareUrl = bareServer.url;
    if (ONLY !== 'todo') result.race = await raceChecks(servers, token, db, user);
    if (ONLY !== 'todo') Object.assign(result, await launchAndApprove(servers, token, db, user, bareUrl));
    result.seed = await seedTasks(db, token, servers[0].base);
    result.todoPage = await adjacent(bareUrl, () =>
      withCpu(db, servers, () => todoPage(servers[0].base, token)),
    );
    // The same question on the bare server (same pool, connections and keywords): the floor any server meets.
    result.bareTodoPage = await withCpu(db, [bareServer], () =>
      todoPage(bareServer.base, null, '/bare/todo/admin'),
    );
    result.todoPage.ratioToBareTodo = round(result.todoPage.perSec / result.bareTodoPage.perSec, 3);
    result.bare = await bare(bareUrl);
  } finally {
    await db.end();
  }
  const ratio = (r) => (r && result.bare.perSec ? round(r.perSec / result.bare.perSec, 3) : null);
  result.ratioToBare = {
    launch: ratio(result.launch),
    approve: ratio(result.approve),
    todoPage: ratio(result.todoPage),
  };
  // The load-robust figures: each measurement over the mean of the bare reads just before and after it.
  result.ratioToAdjacentBare = {
    launch: result.launch?.ratioToAdjacentBare ?? null,
    approve: result.approve?.ratioToAdjacentBare ?? null,
    todoPage: result.todoPage.ratioToAdjacentBare,
  };
  const budget = (name, actual, ok, limit) => ({ name, actual, limit, pass: ok });
  result.budgets = [
    result.approve &&
      budget(
        'approve ≥ 500/s over two processes',
        result.approve.perSec,
        result.approve.perSec >= 500 && !result.approve.failed,
        500,
      ),
    result.launch &&
      budget(
        'launch ≥ 300/s',
        result.launch.perSec,
        result.launch.perSec >= 300 && !result.launch.failed,
        300,
      ),
    budget(
      'to-do page p99 ≤ 30 ms',
      result.todoPage.latencyP99Ms,
      result.todoPage.latencyP99Ms <= 30 && !result.todoPage.failed,
      30,
    ),
  ].filter(Boolean);
  // Whether any server could meet the to-do budget here: the bare server's figures for the same question.
  result.todoFloor = {
    barePerSec: result.bareTodoPage.perSec,
    bareP99Ms: result.bareTodoPage.latencyP99Ms,
    isBudgetReachable: result.bareTodoPage.latencyP99Ms <= 30,
  };
  result.pass = result.budgets.every((b) => b.pass) && result.race?.pass !== false;
  if (result.bare.loadBefore.load1 > result.cores)
    result.note = 'the machine was busier than its core count: read the ratios, not the absolute figures';
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

function fail(e) {
  log(e.stack ?? e.message);
  cleanup().finally(() => process.exit(1));
}
process.on('SIGINT', () => fail(new Error('interrupted')));
main().then(() => cleanup().then(() => process.exit(0)), fail);
