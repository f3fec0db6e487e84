// Durability of the workflow server (issue 16): a real product process on PostgreSQL takes an approval storm
// (approves of open tasks and new launches in flight), is killed with SIGKILL in the middle, and restarted. Then:
// every acknowledged (HTTP 200) approve and launch is in the database, no task is half-applied (its node, its
// operators and its records agree), and the outbox rows left pending by the killed process are delivered.
// Run: `node_modules/.bin/node bench/workflow-kill.mjs` (BENCH_DB_URL, BENCH_PORT_BASE or KILL_PORT; about 40–60 s;
// workflow-durability.test.ts runs it on the server-pg project). Prints one
// JSON document on stdout and exits 1 when a check fails; progress on stderr.
import pg from 'pg';
import { cleanup, log } from './lib.mjs';
import {
  adminToken,
  benchUser,
  call,
  createAdminFlow,
  createDatabase,
  load,
  startServer,
  WF,
} from './workflow-lib.mjs';

const TASKS = Number(process.env.KILL_TASKS ?? 200);
/** The server's port: KILL_PORT, else BENCH_PORT_BASE + 3. */
const PORT = process.env.KILL_PORT ? { PORT: process.env.KILL_PORT } : {};
const KILL_AFTER_ACKS = Number(process.env.KILL_AFTER_ACKS ?? 60);
const watchdog = setTimeout(() => fail(new Error('watchdog: over 4 minutes')), 240_000);
watchdog.unref();

/** Runs `fn` over `items` with `n` at a time; answers when all are settled. */
async function pool(items, n, fn) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (queue.length) await fn(queue.shift()).catch(() => {});
    }),
  );
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const dbUrl = await createDatabase();
  let server = await startServer(3, PORT);
  const admin = await adminToken(server.base);
  const { id: approver, token } = await benchUser(server.base, admin);
  const flowId = await createAdminFlow(server.base, admin, 2, 'wfkill', 0, approver);
  const launch = () => call(server.base, 'POST', `${WF}/flowTask/create`, token, { flowId, data: {} });
  await pool(Array.from({ length: TASKS }), 10, launch);
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const q = async (sql, p = []) => (await db.query(sql, p)).rows;
  const open = await q(
    `select o.id from flow_task_operator o join flow_task t on t.id = o.task_id
      where t.flow_id = $1 and o.node_code = 'a1' and o.completion = 0`,
    [flowId],
  );
  log(
    `${open.length} tasks open; storm of approves and launches, SIGKILL after ${KILL_AFTER_ACKS} acknowledged approves`,
  );
  const acked = { approves: [], launches: [] };
  const answers = {};
  let killed = false;
  const count = (r) =>
    (answers[`${r.status}:${r.body?.code}`] = (answers[`${r.status}:${r.body?.code}`] ?? 0) + 1);
  const storm = pool(
    open.map((o) => o.id),
    30,
    async (id) => {
      if (killed) return;
      const r = await call(server.base, 'POST', `${WF}/flowBefore/audit/${id}`, token, {
        handleOpinion: '同意',
      }).catch(() => ({ status: 'noAnswer' }));
      count(r);
      if (r.status === 200 && r.body?.code === 200) acked.approves.push(id);
      if (acked.approves.length >= KILL_AFTER_ACKS && !killed) {
        killed = true;
        server.child.kill('SIGKILL');
        log('killed (SIGKILL)');
      }
    },
  );
  const launches = pool(Array.from({ length: 100 }), 5, async () => {
    if (killed) return;
    const r = await launch();
    if (r.status === 200 && r.body?.code === 200) acked.launches.push(r.body.data.id);
  });
  await Promise.all([storm, launches]);
  await new Promise((r) =>
    server.child.exitCode !== null || server.child.signalCode ? r() : server.child.once('exit', r),
  );
  const [pendingAtKill] = await q(
    `select count(*) filter (where delivered_time is null)::int n, count(*)::int total from base_outbox`,
  );
  log(`restarting; ${pendingAtKill.n} outbox rows pending`);
  server = await startServer(3, PORT);

  const missingApproves = await q(
    `select x from unnest($1::text[]) x left join flow_task_operator o on o.id = x
      where o.handle_status is distinct from 1 or o.completion <> 1
         or not exists (select 1 from flow_task_record r where r.task_operator_id = x and r.handle_status = 1)`,
    [acked.approves],
  );
  const missingLaunches = await q(
    `select x from unnest($1::text[]) x where not exists (select 1 from flow_task t
       join flow_task_operator o on o.task_id = t.id and o.node_code = 'a1' where t.id = x and t.status = 1)`,
    [acked.launches],
  );
  // Per task: a1 handled ⇔ one a1 record ⇔ an a2 operator ⇔ the task stands at a2; the state JSON and the rows agree.
  const halfApplied = await q(
    `select t.id, t.this_step_id, t.state->>'thisStepId' state_step,
       jsonb_array_length(t.state->'operators') state_ops, jsonb_array_length(t.state->'records') state_records,
       (select count(*) from flow_task_operator o where o.task_id = t.id) ops,
       (select count(*) from flow_task_record r where r.task_id = t.id) records,
       (select count(*) from flow_task_operator o where o.task_id = t.id and o.node_code = 'a1' and o.handle_status = 1) a1_done,
       (select count(*) from flow_task_record r where r.task_id = t.id and r.node_code = 'a1' and r.handle_status = 1) a1_records,
       (select count(*) from flow_task_operator o where o.task_id = t.id and o.node_code = 'a2') a2_ops
     from flow_task t where t.flow_id = $1`,
    [flowId],
  ).then((rows) =>
    rows.filter((r) => {
      const moved = Number(r.a1_done) === 1;
      const consistent = moved
        ? Number(r.a1_records) === 1 && Number(r.a2_ops) === 1 && r.this_step_id === 'a2'
        : Number(r.a1_records) === 0 && Number(r.a2_ops) === 0 && r.this_step_id === 'a1';
      const rowsMatchState =
        r.state_step === r.this_step_id &&
        Number(r.state_ops) === Number(r.ops) &&
        Number(r.state_records) === Number(r.records);
      return !consistent || !rowsMatchState;
    }),
  );
  let pendingAfter = -1;
  const t0 = performance.now();
  for (let i = 0; i < 80; i++) {
    [{ n: pendingAfter }] = await q(`select count(*)::int n from base_outbox where delivered_time is null`);
    if (pendingAfter === 0) break;
    await sleep(500);
  }
  await db.end();
  const result = {
    check: 'workflow-kill',
    load: load(),
    tasks: TASKS,
    answersBeforeKill: answers,
    acknowledgedApproves: acked.approves.length,
    acknowledgedLaunches: acked.launches.length,
    missingApproves: missingApproves.length,
    missingLaunches: missingLaunches.length,
    halfApplied: halfApplied.slice(0, 5),
    halfAppliedCount: halfApplied.length,
    outboxPendingAtKill: pendingAtKill.n,
    outboxRowsAtKill: pendingAtKill.total,
    outboxPendingAfterRestart: pendingAfter,
    outboxDrainedInSec: Math.round((performance.now() - t0) / 100) / 10,
  };
  result.pass =
    !result.missingApproves && !result.missingLaunches && !result.halfAppliedCount && pendingAfter === 0;
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  return result.pass;
}

function fail(e) {
  log(e.stack ?? e.message);
  cleanup().finally(() => process.exit(1));
}
process.on('SIGINT', () => fail(new Error('interrupted')));
main().then((ok) => cleanup().then(() => process.exit(ok ? 0 : 1)), fail);
