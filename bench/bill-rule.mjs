// Bill-rule benchmark (issue 4): numbers per second from getNumber on two server processes sharing one
// PostgreSQL, and a correctness pass (1,000 concurrent calls → 1,000 distinct consecutive numbers).
// Run: `node_modules/.bin/node bench/bill-rule.mjs` (needs PostgreSQL; BENCH_DB_URL, BENCH_DURATION).
// Prints one JSON document on stdout; progress on stderr.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverArgs } from '../scripts/server-node-args.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BENCH_DB_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DURATION = Math.max(1, Number(process.env.BENCH_DURATION ?? 10));
const DB = `bench_bill_${process.pid}`;
const PASSWORD = 'Bench123';
const log = (...a) => console.error('[bench:bill-rule]', ...a);
const md5 = (s) => createHash('md5').update(s).digest('hex');
const children = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-bill-'));

const dbUrl = (name) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
async function admin(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await c.query(sql);
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

/** Starts the product server and resolves with its base URL once it prints that it is ready. */
async function startServer(name) {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: dbUrl(DB),
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: PASSWORD,
    DATA_DIR: path.join(tmp, name),
    LOG_LEVEL: 'warn',
    REQUEST_LOG: 'false',
  };
  const child = spawn(process.execPath, serverArgs(), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => (out += d) && out.includes('is ready in') && resolve());
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => reject(new Error(`${name} exited ${code}: ${out.slice(-1500)}`)));
    setTimeout(() => reject(new Error(`${name} not ready: ${out.slice(-1500)}`)), 60_000).unref();
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

const cannon = (url, token) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: 50,
        duration: DURATION,
        headers: { authorization: token },
        verifyBody: (b) => b.startsWith('{"code":200'),
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );

async function main() {
  await admin(`create database ${DB}`);
  const a = await startServer('a'); // migrates and seeds first
  const b = await startServer('b');
  const token = (
    await api(a, 'POST', '/api/oauth/Login', null, { account: 'admin', password: md5(PASSWORD) })
  ).data.token;
  const rule = {
    fullName: '压测单',
    enCode: 'BENCH',
    prefix: 'B',
    dateFormat: 'no',
    digit: 9,
    startNumber: '1',
  };
  if ((await api(a, 'POST', '/api/system/base/bill/rule/edit', token, rule)).code !== 200)
    throw new Error('rule not saved');
  const path1 = '/api/system/base/bill/rule/getNumber/BENCH';

  log('correctness: 1,000 concurrent calls over both servers');
  const numbers = await Promise.all(
    Array.from({ length: 1000 }, (_, i) => api(i % 2 ? b : a, 'GET', path1, token).then((r) => r.data)),
  );
  const serials = numbers.map((n) => Number(String(n).slice(1))).sort((x, y) => x - y);
  const distinct = new Set(numbers).size;
  const consecutive = serials.every((s, i) => s === i + 1);

  log(`throughput: ${DURATION} s, 50 connections on each server`);
  const [ra, rb] = await Promise.all([cannon(a + path1, token), cannon(b + path1, token)]);
  log(
    `baseline: the same load on GET /bill/rule/ops (one indexed read), to read the figure on a busy machine`,
  );
  const opsPath = '/api/system/base/bill/rule/ops';
  const [ba, bb] = await Promise.all([cannon(a + opsPath, token), cannon(b + opsPath, token)]);
  const baselinePerSec = Math.round((ba.requests.average + bb.requests.average) * 10) / 10;
  const good = ra.requests.total - ra.non2xx - ra.mismatches + rb.requests.total - rb.non2xx - rb.mismatches;
  const c = new pg.Client({ connectionString: dbUrl(DB) });
  await c.connect();
  const { rows } = await c.query(`select this_number from base_bill_rule where en_code = 'BENCH'`);
  await c.end();
  const issued = Number(rows[0].this_number);
  const result = {
    bench: 'bill-rule',
    servers: 2,
    durationSec: DURATION,
    concurrentCalls: 1000,
    distinct,
    consecutive,
    numbersPerSec: Math.round((ra.requests.average + rb.requests.average) * 10) / 10,
    goodResponses: good,
    issuedTotal: issued,
    // Calls still in flight when autocannon stops are issued too, so issued ≥ answered.
    noSkipNoRepeat: issued >= 1000 + good,
    baselineReadsPerSec: baselinePerSec,
    ratioToBaseline: Math.round(((ra.requests.average + rb.requests.average) / baselinePerSec) * 100) / 100,
    loadAverage: os.loadavg()[0],
    p99Ms: Math.max(ra.latency.p99, rb.latency.p99),
    errors: ra.errors + rb.errors + ra.non2xx + rb.non2xx,
    budget: { numbersPerSecMin: 2000 },
  };
  result.pass = distinct === 1000 && consecutive && result.noSkipNoRepeat && result.numbersPerSec >= 2000;
  console.log(JSON.stringify(result, null, 2));
}

async function cleanup() {
  for (const ch of children) ch.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await admin(`drop database if exists ${DB} with (force)`).catch((e) => log('drop failed', e.message));
  rmSync(tmp, { recursive: true, force: true });
}

main()
  .catch((err) => {
    log(err.stack ?? err);
    process.exitCode = 1;
  })
  .finally(cleanup);
