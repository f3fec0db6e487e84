#!/usr/bin/env node
// Chat bench (issue 6), run by hand: `node bench/chat.mjs > bench/results/chat.json` (progress on stderr).
// Needs PostgreSQL: BENCH_DB_URL is an admin URL (default postgres://postgres@127.0.0.1:5432/test); a database
// bench_chat_<pid> is created there and dropped at the end. Measures, against `apps/server/src/main.ts`:
//   idle:       10,000 announced sockets on one process; server RSS (budget ≤ 200 MB)
//   oneProcess: 1,000 users sending 2,000 messages/s for BENCH_SECONDS; delivery p99 (budget ≤ 100 ms)
//   twoProcess: the same with users split over two processes, every message crossing (budget ≤ 150 ms)
// Env: BENCH_SECONDS (default 10), BENCH_IDLE (default 10000), BENCH_USERS (1000), BENCH_RATE (2000),
// BENCH_WARMUP (2 s at the full rate before each measured exchange), BENCH_IDLE_WATCH (5 s of RSS readings);
// BENCH_ONLY=idle stops after the idle measurement.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { serverArgs } from '../scripts/server-node-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BENCH_DB_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const IDLE = Number(process.env.BENCH_IDLE ?? 10_000);
const USERS = Number(process.env.BENCH_USERS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 2000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const dbName = `bench_chat_${process.pid}`;
const log = (...a) => console.error('[chat-bench]', ...a);
const children = [];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function dbUrl(name) {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function startServer(port, dataDir) {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl(dbName),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Bench12345',
      LOG_LEVEL: 'warn',
      REQUEST_LOG: 'false',
    },
  });
  children.push(child);
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error(`server on ${port} did not start`);
}

function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : null;
}

/** Users and sessions written straight to the database (signing 1,000 users in would measure argon2). */
async function seedUsers(db, count, sessionsPerUser) {
  const now = Date.now();
  const users = [];
  for (let i = 0; i < count; i++) users.push({ id: `bench${i}`, tokens: [] });
  for (let i = 0; i < count; i += 500) {
    const part = users.slice(i, i + 500);
    await db.query(
      `insert into base_user (id, account, real_name, password_hash, creator_time)
       select id, id, id, 'x', $2 from unnest($1::text[]) as id on conflict do nothing`,
      [part.map((u) => u.id), now],
    );
  }
  const rows = [];
  for (const u of users)
    for (let s = 0; s < sessionsPerUser; s++) {
      const secret = randomBytes(32).toString('base64url');
      u.tokens.push(`Bearer ${secret}`);
      rows.push([createHash('sha256').update(secret).digest('hex'), u.id]);
    }
  for (let i = 0; i < rows.length; i += 1000) {
    const part = rows.slice(i, i + 1000);
    await db.query(
      `insert into base_session (id, user_id, created_at, last_seen_at, expires_at)
       select unnest($1::text[]), unnest($2::text[]), $3, $3, $4`,
      [part.map((r) => r[0]), part.map((r) => r[1]), now, now + 86_400_000],
    );
  }
  return users;
}

/** Opens and announces one socket; resolves when initMessage arrives. */
function connect(port, token, onFrame) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/message/websocket`, { perMessageDeflate: false });
    ws.on('open', () => ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false })));
    ws.on('error', reject);
    ws.on('message', (data) => {
      const f = JSON.parse(data.toString());
      if (f.method === 'initMessage') resolve(ws);
      else onFrame?.(f);
    });
  });
}

async function connectAll(items, concurrency = 200) {
  const out = [];
  for (let i = 0; i < items.length; i += concurrency)
    out.push(...(await Promise.all(items.slice(i, i + concurrency).map((f) => f()))));
  return out;
}

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : null;

/** 1,000 users, RATE messages/s for SECONDS; `portOf(i)` picks each user's process, `peerOf(i)` the receiver. */
async function exchange(users, portOf, peerOf) {
  const latencies = [];
  let errors = 0;
  let measuring = false;
  const sockets = await connectAll(
    users.map(
      (u, i) => () =>
        connect(portOf(i), u.tokens[0], (f) => {
          if (f.method === 'receiveMessage' && measuring)
            latencies.push(Date.now() - Number(String(f.formMessage).slice(2)));
          if (f.method === 'error') errors++;
        }),
    ),
  );
  await sleep(1500); // presence settles
  // WARMUP seconds at the full rate first, not measured: the first messages of a freshly started server meet cold
  // caches (every user's name card) and code not yet optimised.
  await send(sockets, users, peerOf, RATE * WARMUP);
  await sleep(1000);
  measuring = true;
  const started = Date.now();
  const sent = await send(sockets, users, peerOf, RATE * SECONDS);
  const sendSeconds = (Date.now() - started) / 1000;
  await sleep(2000);
  for (const ws of sockets) ws.terminate();
  latencies.sort((a, b) => a - b);
  return {
    sent,
    delivered: latencies.length,
    errors,
    achievedRate: Math.round(sent / sendSeconds),
    p50Ms: pct(latencies, 0.5),
    p99Ms: pct(latencies, 0.99),
    maxMs: latencies.at(-1) ?? null,
  };
}

/** Sends `total` messages at RATE per second, in 10 ms ticks, user i to user peerOf(i). */
async function send(sockets, users, peerOf, total) {
  const perTick = RATE / 100;
  const started = Date.now();
  let sent = 0;
  let next = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((Date.now() - started) / 10) * perTick) + perTick);
    for (; sent < due; sent++) {
      const i = next++ % users.length;
      const msg = {
        method: 'SendMessage',
        toUserId: users[peerOf(i)].id,
        messageType: 'text',
        messageContent: `t:${Date.now()}`,
      };
      sockets[i].send(JSON.stringify(msg));
    }
    await sleep(10);
  }
  return sent;
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-bench-'));
  const result = {
    at: new Date().toISOString(),
    cpus: os.cpus().length,
    seconds: SECONDS,
    loadBefore: os.loadavg(),
  };
  try {
    log('starting server A');
    const a = await startServer(3411, dataDir);
    const db = new pg.Client({ connectionString: dbUrl(dbName) });
    await db.connect();
    const idleUsers = await seedUsers(db, Math.max(Math.ceil(IDLE / 10), USERS), 10);
    const rssBefore = rssMb(a.pid);
    log(`opening ${IDLE} idle sockets`);
    const t0 = Date.now();
    const idle = await connectAll(
      idleUsers
        .flatMap((u) => u.tokens)
        .slice(0, IDLE)
        .map((tk) => () => connect(3411, tk)),
    );
    const connectSeconds = (Date.now() - t0) / 1000;
    // RSS each second while the sockets sit idle (BENCH_IDLE_WATCH seconds, default 5); the last reading counts.
    const rssSeries = [];
    for (let i = 0; i < Number(process.env.BENCH_IDLE_WATCH ?? 5); i++) {
      await sleep(1000);
      rssSeries.push(rssMb(a.pid));
    }
    const rssIdle = rssSeries.at(-1);
    result.idle = {
      connections: idle.length,
      connectSeconds,
      serverRssBeforeMb: rssBefore,
      serverRssMb: rssIdle,
      rssSeries,
      // What the sockets add on top of the process before them (the budget is on the total).
      serverRssGrowthMb: rssIdle - rssBefore,
      perSocketKb: Math.round(((rssIdle - rssBefore) * 1024) / idle.length),
      budgetMb: 200,
      pass: rssIdle <= 200,
    };
    log(JSON.stringify(result.idle));
    for (const ws of idle) ws.terminate();
    await sleep(3000);

    if (process.env.BENCH_ONLY !== 'idle') {
      const users = idleUsers.slice(0, USERS);
      log(`one process: ${USERS} users, ${RATE} msg/s for ${SECONDS}s`);
      const one = await exchange(
        users,
        () => 3411,
        (i) => (i + 1) % users.length,
      );
      result.oneProcess = {
        ...one,
        budgetP99Ms: 100,
        pass: one.p99Ms !== null && one.p99Ms <= 100 && one.delivered === one.sent,
      };
      log(JSON.stringify(result.oneProcess));

      log('starting server B');
      await startServer(3412, fs.mkdtempSync(path.join(os.tmpdir(), 'chat-bench-b-')));
      // Even users on A, odd on B; each sends to the next user, so every message crosses processes.
      const two = await exchange(
        users,
        (i) => (i % 2 ? 3412 : 3411),
        (i) => (i + 1) % users.length,
      );
      result.twoProcess = {
        ...two,
        budgetP99Ms: 150,
        pass: two.p99Ms !== null && two.p99Ms <= 150 && two.delivered === two.sent,
      };
      log(JSON.stringify(result.twoProcess));
    }
    await db.end();
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await sleep(1500);
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  result.loadAfter = os.loadavg();
  console.log(JSON.stringify(result, null, 2));
}

main().catch((err) => {
  console.error(err);
  for (const c of children) c.kill('SIGTERM');
  process.exit(1);
});
