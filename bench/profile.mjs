// Where the time of one route goes: starts the product (compiled, with `--cpu-prof`) on a fresh PostgreSQL
// database, loads one route with autocannon, stops the server (which writes the profile) and prints the functions
// and the places (packages, source files) that took the CPU, self and inclusive. See bench/README.md.
//
// Env: BENCH_TARGET=bare profiles bench/bare-server.mjs instead (on the product's seeded database), BENCH_ROUTE
// (default the by-id read /api/system/permission/users/info/admin, or /bare/users-pk/admin), BENCH_DURATION (seconds,
// default 10), BENCH_CONNECTIONS (50), BENCH_TOP (rows per table, 25), BENCH_DB_URL as for run.mjs.
// The profile itself stays in a temporary folder, whose path is printed; `node bench/profile.mjs <file> [from to]`
// summarises it again (BENCH_TOP=80 for longer tables).
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BENCH_DIR,
  DURATION,
  WARMUP,
  cleanup,
  freePort,
  log,
  signIn,
  startChild,
  startProduct,
  state,
} from './lib.mjs';
import { cannon, summarise } from './measure.mjs';

const IS_BARE = process.env.BENCH_TARGET === 'bare';
const ROUTE = process.env.BENCH_ROUTE ?? '/api/system/permission/users/info/admin';
const BARE_ROUTE = process.env.BENCH_ROUTE ?? '/bare/users-pk/admin';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TOP = Number(process.env.BENCH_TOP ?? 25);

/**
 * Self and inclusive milliseconds per function and per place, from a .cpuprofile, counting only the samples taken
 * between `from` and `to` (CLOCK_MONOTONIC microseconds, the clock of V8's profiler and of process.hrtime).
 */
export function summariseProfile(profile, from, to) {
  const byId = new Map(profile.nodes.map((n) => [n.id, { ...n, self: 0 }]));
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    const node = byId.get(profile.samples[i]);
    if (node && at >= from && at <= to) node.self += (profile.timeDeltas[i] ?? 0) / 1000;
  }
  const total = [...byId.values()].reduce((s, n) => s + n.self, 0);
  const self = new Map();
  const places = new Map();
  const inclusive = new Map();
  const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
  const fnKey = (cf) => `${cf.functionName || '(anonymous)'} ${placeOf(cf.url)}:${cf.lineNumber + 1}`;
  // Inclusive time counts a function once per stack, however deep it recurses.
  const walk = (node, onStack) => {
    const key = fnKey(node.callFrame);
    let sum = node.self;
    const fresh = !onStack.has(key);
    if (fresh) onStack.add(key);
    for (const c of node.children ?? []) sum += walk(byId.get(c), onStack);
    if (fresh) {
      onStack.delete(key);
      add(inclusive, key, sum);
    }
    add(self, key, node.self);
    add(places, placeOf(node.callFrame.url) || `(${node.callFrame.functionName})`, node.self);
    return sum;
  };
  walk(byId.get(profile.nodes[0].id), new Set());
  const top = (m) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([k, ms]) => ({ share: Math.round((ms / total) * 1000) / 10, ms: Math.round(ms), what: k }));
  return { totalMs: Math.round(total), places: top(places), self: top(self), inclusive: top(inclusive) };
}

/** A package name, a source file of the compiled server, or Node's own code, from a profile URL. */
function placeOf(url) {
  if (!url) return '';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 13).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith('node:')) return url;
  return path.basename(url);
}

/** Starts the server to profile with `--cpu-prof`: the product, or the bare baseline on the product's database. */
async function startProfiled(dir) {
  const profileFlags = [`--cpu-prof`, `--cpu-prof-dir=${dir}`];
  if (!IS_BARE) {
    const { base, password, child } = await startProduct({ NODE_OPTIONS: profileFlags.join(' ') });
    const { token } = await signIn(base, password);
    return { base, child, route: ROUTE, headers: { authorization: token } };
  }
  const { dbUrl } = await startProduct();
  const port = await freePort();
  const child = await startChild(
    'bare server',
    [...profileFlags, path.join(BENCH_DIR, 'bare-server.mjs')],
    { PORT: String(port), DATABASE_URL: dbUrl },
    'is ready',
  );
  return { base: `http://127.0.0.1:${port}`, child, route: BARE_ROUTE, headers: {} };
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jnpf-prof-'));
  const { base, child, route: ROUTE, headers } = await startProfiled(dir);
  const opts = { connections: CONNECTIONS, headers };
  log(`warm-up ${WARMUP} s, then ${DURATION} s profiled at ${CONNECTIONS} connections`);
  await cannon(base + ROUTE, { ...opts, duration: WARMUP });
  const from = Number(process.hrtime.bigint() / 1000n);
  const r = summarise(ROUTE, await cannon(base + ROUTE, { ...opts, duration: DURATION }));
  const to = Number(process.hrtime.bigint() / 1000n);
  log(`${r.reqPerSec} req/s, p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms, non2xx ${r.non2xx}`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${dir}`);
  const summary = summariseProfile(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), from, to);
  return {
    target: IS_BARE ? 'bare' : 'product',
    window: { fromUs: from, toUs: to },
    route: ROUTE,
    connections: CONNECTIONS,
    durationSec: DURATION,
    run: r,
    profile: path.join(dir, file),
    ...summary,
  };
}

/** `node bench/profile.mjs <file.cpuprofile> [fromUs toUs]` summarises a profile already written. */
async function summariseFile([file, from = 0, to = Infinity]) {
  return {
    profile: file,
    ...summariseProfile(JSON.parse(readFileSync(file, 'utf8')), Number(from), Number(to)),
  };
}

try {
  const args = process.argv.slice(2);
  process.stdout.write(JSON.stringify(await (args.length ? summariseFile(args) : main()), null, 2) + '\n');
} catch (err) {
  log('failed:', err?.stack ?? err);
  process.exitCode = 1;
} finally {
  if (state.dbCreated) {
    await cleanup();
    log(`database ${state.dbName} dropped`);
  }
}
