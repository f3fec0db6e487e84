// The two-process correctness pass of bench/workflow.mjs (issue 16), on real server processes: 1,000 concurrent
// approves of one operator split over both → one approval, one record, one next operator, the rest WF0006; a timer
// job made due while both processes' workers poll fires once.
import { log } from './lib.mjs';
import { call, createAdminFlow, WF } from './workflow-lib.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Launches one task of `flowId`; answers its id. */
async function launchOne(base, token, flowId) {
  const r = await call(base, 'POST', `${WF}/flowTask/create`, token, { flowId, data: {} });
  if (r.body?.code !== 200) throw new Error(`launch failed: ${JSON.stringify(r.body)}`);
  return r.body.data.id;
}

/** Runs both checks; answers their figures and `pass`. */
export async function raceChecks(servers, admin, db, user) {
  const token = user.token;
  const q = async (sql, p) => (await db.query(sql, p)).rows;
  const flowId = await createAdminFlow(servers[0].base, admin, 2, 'wfrace', 0, user.id);
  const taskId = await launchOne(servers[0].base, token, flowId);
  const [op] = await q(`select id from flow_task_operator where task_id = $1 and node_code = 'a1'`, [taskId]);
  log('race: 1,000 concurrent approves of one operator over both processes');
  const answers = {};
  await Promise.all(
    Array.from({ length: 1000 }, async (_, i) => {
      const r = await call(servers[i % 2].base, 'POST', `${WF}/flowBefore/audit/${op.id}`, token, {}).catch(
        (e) => ({ status: e.message }),
      );
      const key = `${r.status}:${r.body?.code}:${r.body?.code === 200 ? '' : r.body?.msg}`;
      answers[key] = (answers[key] ?? 0) + 1;
    }),
  );
  const [rows] = await q(
    `select (select count(*)::int from flow_task_record where task_id = $1 and node_code = 'a1' and handle_status = 1) records,
            (select count(*)::int from flow_task_operator where task_id = $1 and node_code = 'a2') next_operators`,
    [taskId],
  );
  const approve = { answers, records: rows.records, nextOperators: rows.next_operators };
  approve.pass =
    answers['200:200:'] === 1 &&
    rows.records === 1 &&
    rows.next_operators === 1 &&
    answers['409:409:当前流程被处理，无法审批'] === 999;

  log('race: a timer due while both processes run');
  const timerFlow = await createAdminFlow(servers[0].base, admin, 1, 'wftimer', 30, user.id);
  const timerTask = await launchOne(servers[1].base, token, timerFlow);
  await q(`update base_job set run_at = 0 where dedupe_key like $1`, [`wf:${timerTask}:%`]);
  let job;
  for (let i = 0; i < 100; i++) {
    [job] = await q(`select status, attempts, result from base_job where dedupe_key like $1`, [
      `wf:${timerTask}:%`,
    ]);
    if (job?.status === 'done') break;
    await sleep(100);
  }
  const [node] = await q(`select phase from flow_task_node where task_id = $1 and node_code = 'a1'`, [
    timerTask,
  ]);
  const timer = { job, phase: node?.phase };
  timer.pass =
    job?.status === 'done' && job.attempts === 1 && job.result?.fired === true && node?.phase === 'running';
  return { approve, timer, pass: approve.pass && timer.pass };
}
