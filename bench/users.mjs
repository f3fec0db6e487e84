// Users at scale (organisation issue): 1,000,000 generated users on PostgreSQL; the users page with keyword and
// organisation filter at 50 connections for the super admin and a department-scoped administrator; an import of
// 100,000 users as a job; a streamed export of 1,000,000 rows with the server's memory growth.
// Run: `node_modules/.bin/node bench/users.mjs` (Node 24). Prints one JSON document; progress on stderr.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { DURATION, WARMUP, cleanup, log, md5, round, signIn, startProduct, state } from './lib.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT ?? 100_000);
const DEPTS = 50;
// BENCH_ONLY=page measures the users page only (skips the export and the import).
const PAGE_ONLY = process.env.BENCH_ONLY === 'page';

async function seedUsers(dbUrl) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const t0 = Date.now();
  await c.query(`insert into base_organize (id, parent_id, category, en_code, full_name, sort_code, creator_time)
    select 'bench-dept-' || g, 'org-company', 'department', 'BD' || g, '部门' || g, g, 0 from generate_series(1, ${DEPTS}) g`);
  await c.query(`insert into base_user (id, account, real_name, quick_query, password_hash, organize_id, creator_time)
    select 'bu' || g, 'user' || g, '员工' || g, 'YG' || g, 'x', 'bench-dept-' || (g % ${DEPTS} + 1), 1700000000000 + g
    from generate_series(1, ${USERS}) g`);
  await c.query('vacuum analyze base_user'); // what autovacuum would have done: merges the GIN pending lists
  await c.query('checkpoint'); // the bulk load's dirty pages are written now, not during the measurements
  log(`seeded ${USERS} users in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return c;
}

async function scopedAdmin(base, adminToken, c) {
  const res = await fetch(`${base}/api/system/permission/users/edit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: adminToken },
    body: JSON.stringify({
      account: 'deptadmin',
      realName: '部门管理员',
      organizeId: 'bench-dept-7',
      password: md5('Scoped123'),
    }),
  });
  const { data } = await res.json();
  await c.query(
    `insert into base_role (id, full_name, en_code, type, creator_time) values ('bench-role', '部门管理', 'benchrole', 'Business', 0)`,
  );
  await c.query(
    `insert into base_user_relation (id, user_id, object_type, object_id, creator_time) values ('bench-rel', $1, 'Role', 'bench-role', 0)`,
    [data.id],
  );
  await c.query(`insert into base_authorize (id, item_type, item_id, object_type, object_id, creator_time) values
    ('bench-a1', 'module', 'menu-permission.user', 'Role', 'bench-role', 0),
    ('bench-a2', 'resource', 'scope-permission.user-departmentAndBelow', 'Role', 'bench-role', 0)`);
  const r = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'deptadmin', password: md5('Scoped123') }),
  });
  return (await r.json()).data.token;
}

function pageLoad(base, token, label) {
  const run = (duration) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: base,
          connections: 50,
          duration,
          headers: { authorization: token },
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                path: `/api/system/permission/users/page?keyword=${1000 + Math.floor(Math.random() * 9000)}&organizeId=bench-dept-7&currentPage=1&pageSize=20`,
              }),
            },
          ],
          verifyBody: (b) => b.startsWith('{"code":200'),
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      ),
    );
  return (async () => {
    log(`${label}: warm-up ${WARMUP} s, then ${DURATION} s at 50 connections`);
    await run(WARMUP);
    const r = await run(DURATION);
    const s = {
      reqPerSec: round(r.requests.average, 1),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      mismatches: r.mismatches,
    };
    log(label, JSON.stringify(s));
    return s;
  })();
}

async function importJob(base, token) {
  const file = path.join(state.tmpDir, 'import.xlsx');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const ws = wb.addWorksheet('用户');
  ws.addRow(['账号', '姓名', '性别', '手机', '邮箱', '组织编码', '岗位', '角色', '排序']).commit();
  for (let i = 0; i < IMPORT_ROWS; i++)
    ws.addRow([`imp${i}`, `导入${i}`, '男', '', '', `BD${(i % DEPTS) + 1}`, '', '', 0]).commit();
  ws.commit();
  await wb.commit();
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)]), 'import.xlsx');
  const t0 = Date.now();
  const start = await (
    await fetch(`${base}/api/system/permission/users/import`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    })
  ).json();
  if (start.code !== 200) throw new Error(`import refused: ${JSON.stringify(start)}`);
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const job = (
      await (
        await fetch(`${base}/api/system/permission/users/import/${start.data.jobId}`, {
          headers: { authorization: token },
        })
      ).json()
    ).data;
    if (job.status !== 'running')
      return {
        rows: IMPORT_ROWS,
        seconds: round((Date.now() - t0) / 1000, 1),
        status: job.status,
        created: job.result.created,
        skipped: job.result.skipped,
      };
  }
}

function rssMb(pid) {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

async function exportAll(base, token, pid) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const t0 = Date.now();
  const res = await fetch(`${base}/api/system/permission/users/export`, {
    headers: { authorization: token },
  });
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  clearInterval(timer);
  return {
    seconds: round((Date.now() - t0) / 1000, 1),
    megabytes: round(bytes / 1e6, 1),
    rssBeforeMb: round(before),
    rssPeakMb: round(peak),
    growthMb: round(peak - before),
  };
}

async function main() {
  const { base, password, dbUrl, child } = await startProduct();
  const c = await seedUsers(dbUrl);
  const { token: admin } = await signIn(base, password);
  const scoped = await scopedAdmin(base, admin, c);
  const adminPage = await pageLoad(base, admin, 'users page (super admin)');
  const scopedPage = await pageLoad(base, scoped, 'users page (department-scoped)');
  const exp = PAGE_ONLY ? { growthMb: NaN, seconds: NaN } : await exportAll(base, admin, child.pid);
  log('export', JSON.stringify(exp));
  const imp = PAGE_ONLY ? { seconds: NaN, status: 'skipped' } : await importJob(base, admin);
  log('import', JSON.stringify(imp));
  await c.end();
  const result = {
    benchmark: 'users-at-scale',
    users: USERS,
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((n) => round(n)),
    page: {
      superAdmin: adminPage,
      departmentScoped: scopedPage,
      scopedShare: round(scopedPage.reqPerSec / adminPage.reqPerSec, 3),
    },
    export: exp,
    import: imp,
    budgets: [
      {
        name: 'users page p99 <= 50 ms at 50 connections',
        actual: adminPage.p99Ms,
        pass: adminPage.p99Ms <= 50,
      },
      {
        name: 'scoped >= 80% of super admin',
        actual: round(scopedPage.reqPerSec / adminPage.reqPerSec, 3),
        pass: scopedPage.reqPerSec >= 0.8 * adminPage.reqPerSec,
      },
      { name: 'import 100,000 < 60 s', actual: imp.seconds, pass: imp.seconds < 60 && imp.status === 'done' },
      { name: 'export 1,000,000 memory growth <= 200 MB', actual: exp.growthMb, pass: exp.growthMb <= 200 },
    ],
  };
  console.log(JSON.stringify(result, null, 2));
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanup());

for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => void cleanup().finally(() => process.exit(130)));
