// Shared pieces of the benchmarks: a throw-away PostgreSQL database, the product server as a child process,
// sign-in timing. Autocannon runs and what they cost the servers are in measure.mjs.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverArgs } from '../scripts/server-node-args.mjs';

export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(BENCH_DIR, '..');
export const DURATION = Math.max(1, Number(process.env.BENCH_DURATION ?? 10));
export const WARMUP = 3;
export const ADMIN_URL = process.env.BENCH_DB_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const START_TIMEOUT_MS = 60_000;
const SIGN_INS = 50;
const SIGN_IN_WARMUP = 5;

export const log = (...a) => console.error('[bench]', ...a);
export const md5 = (s) => createHash('md5').update(s).digest('hex');
export const round = (n, d = 2) => (Number.isFinite(n) ? Math.round(n * 10 ** d) / 10 ** d : null);

/** Run state: the database name of this run, whether it was created, the temp folder to remove. */
export const state = { dbName: `bench_${process.pid}`, dbCreated: false, tmpDir: null };

const children = [];
let cleaning = null;

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The admin URL with its database name replaced. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one statement on the admin database. */
export async function adminQuery(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end().catch(() => {});
  }
}

/** Starts a child process and resolves once its stdout contains `readyText`. */
export function startChild(name, args, env, readyText) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new Error(
          `${name} not ready after ${START_TIMEOUT_MS / 1000} s\nstdout: ${out.slice(-2000)}\nstderr: ${err.slice(-2000)}`,
        ),
      );
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes(readyText)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr.on('data', (d) => {
      err += d;
      if (err.length > 20_000) err = err.slice(-10_000);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(
          `${name} exited (${code ?? signal}) before it was ready\nstdout: ${out.slice(-2000)}\nstderr: ${err.slice(-2000)}`,
        ),
      );
    });
  });
}

/** SIGTERM, then SIGKILL after 5 s. */
export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Kills the children, drops the database and removes the temp folder; safe to call twice. */
export function cleanup() {
  cleaning ??= (async () => {
    await Promise.all(children.map(stopChild));
    if (state.dbCreated && process.env.BENCH_KEEP_DB) log(`kept database ${state.dbName} (BENCH_KEEP_DB)`);
    else if (state.dbCreated) {
      await adminQuery(`drop database if exists ${state.dbName} with (force)`).catch((e) =>
        log('drop database failed:', e.message),
      );
    }
    if (state.tmpDir) rmSync(state.tmpDir, { recursive: true, force: true });
  })();
  return cleaning;
}

/** One sign-in; returns the token and the milliseconds it took. */
export async function signIn(base, password) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: md5(password) }),
  });
  const body = await res.json().catch(() => null);
  const ms = performance.now() - t0;
  if (res.status !== 200 || body?.code !== 200) {
    throw Object.assign(
      new Error(`sign-in failed: HTTP ${res.status} ${JSON.stringify(body)?.slice(0, 300)}`),
      { ms },
    );
  }
  return { token: body.data.token, ms };
}

/** The q-th percentile (0..100) of sorted numbers, nearest-rank. */
export function percentile(sorted, q) {
  if (!sorted.length) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1));
  return sorted[i];
}

/** 50 sequential sign-ins by one client, after a few unmeasured ones. */
export async function measureSignIn(base, password) {
  log(`sign-in: ${SIGN_IN_WARMUP} warm-up, then ${SIGN_INS} sequential`);
  for (let i = 0; i < SIGN_IN_WARMUP; i++) await signIn(base, password).catch(() => {});
  const times = [];
  let errors = 0;
  for (let i = 0; i < SIGN_INS; i++) {
    try {
      times.push((await signIn(base, password)).ms);
    } catch (e) {
      errors++;
      if (errors === 1) log(e.message);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1);
  return {
    count: SIGN_INS,
    ok: times.length,
    errors,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    meanMs: round(mean),
    maxMs: round(sorted.at(-1)),
  };
}

/** GET with the token; answers HTTP status and parsed body. */
export async function probe(base, route, token) {
  const res = await fetch(base + route, { headers: token ? { authorization: token } : {} });
  const body = await res.json().catch(() => null);
  return { status: res.status, body };
}

/** Creates this run's database and starts the product on it (migrate + seed); answers where and how to sign in. */
export async function startProduct(extraEnv = {}) {
  const { mkdtempSync } = await import('node:fs');
  const os = await import('node:os');
  const { randomBytes } = await import('node:crypto');
  const password = `Bench-${randomBytes(8).toString('hex')}`;
  const dbUrl = withDatabase(ADMIN_URL, state.dbName);
  state.tmpDir = mkdtempSync(path.join(os.tmpdir(), 'jnpf-bench-'));
  log(`creating database ${state.dbName}`);
  await adminQuery(`create database ${state.dbName}`);
  state.dbCreated = true;
  const port = await freePort();
  log('starting the product server (migrate + seed)');
  const t0 = Date.now();
  const child = await startChild(
    'product server',
    serverArgs(),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      ADMIN_PASSWORD: password,
      DATA_DIR: state.tmpDir,
      LOG_LEVEL: 'warn',
      REQUEST_LOG: 'true',
      NODE_ENV: 'production',
      ...extraEnv,
    },
    'is ready',
  );
  return { base: `http://127.0.0.1:${port}`, password, dbUrl, child, startMs: Date.now() - t0 };
}
