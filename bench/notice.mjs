// Notice benchmark (issue 4): releasing a notice to 100,000 users on PostgreSQL (set-based INSERT … SELECT)
// and checking every user's unread count. Run: `node_modules/.bin/node bench/notice.mjs` (needs PostgreSQL;
// BENCH_DB_URL, BENCH_USERS). Prints one JSON document on stdout; progress on stderr.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverArgs } from '../scripts/server-node-args.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BENCH_DB_URL || 'postgres://postgres@127.0.0.1:5432/test';
const USERS = Math.max(1, Number(process.env.BENCH_USERS ?? 100_000));
const DB = `bench_notice_${process.pid}`;
const PASSWORD = 'Bench123';
const log = (...a) => console.error('[bench:notice]', ...a);
const md5 = (s) => createHash('md5').update(s).digest('hex');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-notice-'));
let child = null;

const dbUrl = (name) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
async function query(url, sql, params) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(sql, params);
  } finally {
    await c.end();
  }
}
const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer() {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: dbUrl(DB),
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: PASSWORD,
    DATA_DIR: path.join(tmp, 'data'),
    LOG_LEVEL: 'warn',
    REQUEST_LOG: 'false',
  };
  child = spawn(process.execPath, serverArgs(), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => (out += d) && out.includes('is ready in') && resolve());
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out.slice(-1500)}`)));
    setTimeout(() => reject(new Error(`server not ready: ${out.slice(-1500)}`)), 60_000).unref();
  });
  return `http://127.0.0.1:${port}`;
}

const api = async (base, method, url, token, body) => {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
};

async function main() {
  await query(ADMIN_URL, `create database ${DB}`);
  const base = await startServer();
  log(`inserting ${USERS} users`);
  await query(
    dbUrl(DB),
    `insert into base_user (id, account, real_name, password_hash, organize_id, creator_time)
     select 'bench' || g, 'bench' || g, '用户' || g, 'x', 'org-department', 0 from generate_series(1, $1::int) g`,
    [USERS],
  );
  const total = Number(
    (await query(dbUrl(DB), `select count(*) from base_user where delete_time is null and enabled_mark = 1`))
      .rows[0].count,
  );
  const token = (
    await api(base, 'POST', '/api/oauth/Login', null, { account: 'admin', password: md5(PASSWORD) })
  ).data.token;
  await api(base, 'POST', '/api/system/message/edit', token, {
    title: '压测公告',
    bodyText: '<p>全员通知</p>',
  });
  const page = await api(base, 'GET', '/api/system/message/page?keyword=压测', token);
  const id = page.data.list[0].id;
  log('releasing');
  const t0 = performance.now();
  const res = await api(base, 'POST', `/api/system/message/release/${id}`, token);
  const releaseMs = Math.round(performance.now() - t0);
  const receipts = Number(
    (
      await query(
        dbUrl(DB),
        `select count(*) from base_message_receive where message_id = $1 and is_read = 0`,
        [id],
      )
    ).rows[0].count,
  );
  const wrong = Number(
    (
      await query(
        dbUrl(DB),
        `select count(*) from base_user u where u.delete_time is null and u.enabled_mark = 1 and (select count(*) from base_message_receive r
           where r.user_id = u.id and r.is_read = 0 and r.type = 1) <> 1`,
      )
    ).rows[0].count,
  );
  const t1 = performance.now();
  const unread = await api(base, 'GET', '/api/system/message/unread', token);
  const unreadMs = Math.round((performance.now() - t1) * 10) / 10;
  const result = {
    bench: 'notice',
    users: total,
    releaseCode: res.code,
    releaseMs,
    receipts,
    usersWithWrongUnreadCount: wrong,
    adminUnread: unread.data,
    unreadCountMs: unreadMs,
    loadAverage: os.loadavg()[0],
    budget: { releaseMsMax: 5000 },
  };
  result.pass = res.code === 200 && receipts === total && wrong === 0 && releaseMs < 5000;
  console.log(JSON.stringify(result, null, 2));
}

async function cleanup() {
  child?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await query(ADMIN_URL, `drop database if exists ${DB} with (force)`).catch((e) =>
    log('drop failed', e.message),
  );
  rmSync(tmp, { recursive: true, force: true });
}

main()
  .catch((err) => {
    log(err.stack ?? err);
    process.exitCode = 1;
  })
  .finally(cleanup);
