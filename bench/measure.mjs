// Load runs and what they cost: autocannon runs with warm-up, one target or several in turns, with the server's
// and its database backends' CPU time and system calls per request (read from /proc). See bench/README.md.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { ADMIN_URL, DURATION, WARMUP, log, round, state } from './lib.mjs';

/** Turns the measured seconds of compared targets are cut into (measureInTurns). */
export const SLICES = Math.max(1, Number(process.env.BENCH_SLICES ?? 5));

/** One autocannon run; `verify` counts responses whose body is not a success envelope as mismatches. */
export function cannon(url, { connections, duration, headers = {} }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        headers,
        timeout: 10,
        verifyBody: (body) => body.startsWith('{"code":200'),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

/** The figures we keep from an autocannon result. */
export function summarise(path, r) {
  return {
    path,
    requests: r.requests.total,
    reqPerSec: round(r.requests.average, 1),
    latencyP50Ms: round(r.latency.p50),
    latencyP99Ms: round(r.latency.p99),
    latencyMeanMs: round(r.latency.average),
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    mismatches: r.mismatches,
  };
}

/** CPU milliseconds (user + system) a process has used so far, from /proc; null where there is no /proc. */
export function cpuMs(pid) {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesised command name, in clock ticks (100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Read and write system calls a process has made so far, from /proc; null where there is no /proc. */
export function syscalls(pid) {
  try {
    const io = Object.fromEntries(
      readFileSync(`/proc/${pid}/io`, 'utf8')
        .trim()
        .split('\n')
        .map((l) => l.split(': ')),
    );
    return Number(io.syscr) + Number(io.syscw);
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds used so far by the PostgreSQL backends serving this run's database for one client: the
 * product's connections (application_name empty) or the bare server's ('bare'). Backends that ended are missed.
 */
export async function databaseCpuMs(client) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    const { rows } = await c.query(
      `select pid from pg_stat_activity where datname = $1 and (application_name = 'bare') = $2`,
      [state.dbName, client === 'bare'],
    );
    return rows.reduce((sum, r) => sum + (cpuMs(r.pid) ?? 0), 0);
  } finally {
    await c.end().catch(() => {});
  }
}

/** What a target's counters read now: server CPU, its read/write calls and its database backends' CPU. */
async function readCounters(t) {
  return {
    cpu: t.pid ? cpuMs(t.pid) : null,
    calls: t.pid ? syscalls(t.pid) : null,
    db: t.dbClient ? await databaseCpuMs(t.dbClient) : null,
  };
}

/** The figures of a target over all its measured runs. */
function summariseRuns(route, runs) {
  const sum = (f) => runs.reduce((n, x) => n + f(x), 0);
  const requests = sum((x) => x.r.requests.total);
  const seconds = sum((x) => x.r.duration);
  const delta = (k) =>
    runs.every((x) => x.before[k] !== null && x.after[k] !== null)
      ? sum((x) => x.after[k] - x.before[k])
      : null;
  const perRequest = (d, scale) =>
    d !== null && requests > 0 ? round((d * scale) / requests, 2) : undefined;
  const cpu = delta('cpu');
  const db = delta('db');
  return {
    path: route,
    requests,
    reqPerSec: round(requests / seconds, 1),
    // One run: autocannon's percentiles. Several: the median of their p50s and the largest p99.
    latencyP50Ms: round(runs.map((x) => x.r.latency.p50).sort((a, b) => a - b)[Math.floor(runs.length / 2)]),
    latencyP99Ms: round(Math.max(...runs.map((x) => x.r.latency.p99))),
    latencyMeanMs: round(sum((x) => x.r.latency.average * x.r.requests.total) / (requests || 1)),
    bytesPerResponse: requests > 0 ? Math.round(sum((x) => x.r.throughput.total) / requests) : undefined,
    errors: sum((x) => x.r.errors),
    timeouts: sum((x) => x.r.timeouts),
    non2xx: sum((x) => x.r.non2xx),
    mismatches: sum((x) => x.r.mismatches),
    serverCpuUsPerRequest: cpu === null ? undefined : Math.round(perRequest(cpu, 1000)),
    databaseCpuUsPerRequest: db === null ? undefined : Math.round(perRequest(db, 1000)),
    serverSyscallsPerRequest: perRequest(delta('calls'), 1),
  };
}

/**
 * Measures several targets ({ label, base, route, connections, headers, pid, dbClient }) in turns: each is warmed
 * up for WARMUP s, then the DURATION s of each are cut into `slices` runs taken in rotation (A B C A B C …), so a
 * change in what else the machine is doing falls on all of them alike and their ratios hold. With `pid` (the
 * server's process) a target also gets its server's CPU time and read/write calls per request, and with
 * `dbClient` ('product' or 'bare') its database backends' CPU time: figures other work changes less than req/s.
 */
export async function measureInTurns(targets, slices = SLICES) {
  const opts = (t) => ({ connections: t.connections, headers: t.headers ?? {} });
  for (const t of targets) {
    log(`${t.label}: warm-up ${WARMUP} s at ${t.connections} connections`);
    await cannon(t.base + t.route, { ...opts(t), duration: WARMUP });
  }
  log(
    `measuring ${targets.map((t) => t.label).join(', ')}: ${slices} turns of ${round(DURATION / slices)} s each`,
  );
  const runs = targets.map(() => []);
  for (let i = 0; i < slices; i++) {
    for (const [k, t] of targets.entries()) {
      const before = await readCounters(t);
      const r = await cannon(t.base + t.route, { ...opts(t), duration: DURATION / slices });
      runs[k].push({ r, before, after: await readCounters(t) });
    }
  }
  return targets.map((t, k) => {
    const s = summariseRuns(t.route, runs[k]);
    log(
      `${t.label}: ${s.reqPerSec} req/s, p50 ${s.latencyP50Ms} ms, p99 ${s.latencyP99Ms} ms, non2xx ${s.non2xx}, errors ${s.errors}` +
        (s.serverCpuUsPerRequest ? `, CPU µs/request: server ${s.serverCpuUsPerRequest}` : '') +
        (s.databaseCpuUsPerRequest ? `, database ${s.databaseCpuUsPerRequest}` : '') +
        (s.serverSyscallsPerRequest ? `, read/write calls ${s.serverSyscallsPerRequest}` : ''),
    );
    return s;
  });
}

/** Warms a route up for WARMUP s, then measures it for DURATION s in one run (options as for measureInTurns). */
export async function measure(label, base, route, opts) {
  const [s] = await measureInTurns([{ label, base, route, ...opts }], 1);
  return s;
}
