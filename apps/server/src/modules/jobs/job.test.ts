import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { JobFailure, defineJobKind, type TJobHandler, type TJobKind } from './job.kind.ts';
import { claimJobs, findJob } from './job.repo.ts';
import { JobService } from './job.service.ts';
import { jobs } from './job.table.ts';
import { openOtherProcessDb, testClock } from './job.test-kit.ts';

let t: TTestApp;
let other: { db: TDb; close: () => Promise<void> };
const clock = testClock();
const errors: unknown[] = [];
const started: JobService[] = [];
const LEASE = 30_000;

beforeAll(async () => {
  t = await buildTestApp();
  other = await openOtherProcessDb(t);
});
afterAll(async () => {
  for (const s of started) await s.worker.stop(0);
  await other.close();
  await t.close();
});

/** A server process's job service: its own worker (and, on PostgreSQL, its own connections). */
function serverProcess<P>(
  db: TDb,
  kind: TJobKind<P>,
  handler: TJobHandler<P>,
  o: { leaseMs?: number; isStarted?: boolean } = {},
) {
  const s = new JobService({
    db,
    now: clock.now,
    onError: (e) => errors.push(e),
    dataDir: t.config.DATA_DIR,
    pollMs: 20,
    leaseMs: o.leaseMs ?? LEASE,
  });
  s.register(kind, handler);
  if (o.isStarted !== false) s.worker.start();
  started.push(s);
  return s;
}

const jobRow = async (id: string) => (await findJob(t.db, id))!;
const untilStatus = (id: string, status: string) =>
  vi.waitFor(async () => expect((await jobRow(id)).status).toBe(status), { timeout: 5000, interval: 20 });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('durable jobs', () => {
  it('takes over a job whose process was killed once its lease has expired, and runs it to done', async () => {
    const kind = defineJobKind<{ n: number }>('test.takeover');
    const runs: number[] = [];
    const double: TJobHandler<{ n: number }> = async (run) => (
      runs.push(run.attempt),
      { doubled: run.payload.n * 2 }
    );
    const b = serverProcess(other.db, kind, double, { isStarted: false });
    const id = await b.enqueue(t.db, kind, { n: 21 }, { creatorUserId: 'admin' });
    // Process A claims it and is killed: no heartbeat, no outcome, the row stays "running" with A's lease.
    const [claimed] = await claimJobs(t.db, {
      node: 'killed-process',
      kinds: [kind.kind],
      limit: 1,
      now: clock.now(),
      leaseMs: LEASE,
    });
    expect(claimed).toMatchObject({ id, status: 'running', attempts: 1, lockedBy: 'killed-process' });
    b.worker.start();
    await pause(150);
    expect(await jobRow(id)).toMatchObject({ status: 'running', lockedBy: 'killed-process' });
    clock.advance(LEASE + 1);
    await untilStatus(id, 'done');
    expect(await jobRow(id)).toMatchObject({
      attempts: 2,
      lockedBy: null,
      lockedUntil: null,
      progress: 100,
      result: { doubled: 42 },
      payload: {},
    });
    expect(runs).toEqual([2]);
  });

  it('fails a job whose process died during its last attempt: never left running', async () => {
    const kind = defineJobKind<object>('test.abandoned', { maxAttempts: 1 });
    const s = serverProcess(t.db, kind, async () => ({}), { isStarted: false });
    const id = await s.enqueue(t.db, kind, {}, { creatorUserId: 'admin' });
    await claimJobs(t.db, {
      node: 'killed-process',
      kinds: [kind.kind],
      limit: 1,
      now: clock.now(),
      leaseMs: LEASE,
    });
    s.worker.start();
    clock.advance(LEASE + 1);
    await untilStatus(id, 'failed');
    expect((await jobRow(id)).error).toMatch(/lease expired/);
  });

  it('retries a failing job with exponential back-off, then records its success', async () => {
    const kind = defineJobKind<object>('test.retry', { maxAttempts: 3, backoffMs: 60_000 });
    const s = serverProcess(t.db, kind, async (run) => {
      if (run.attempt < 3) throw new Error(`flaky ${run.attempt}`);
      return { ok: true };
    });
    const id = await s.submit(kind, {}, { creatorUserId: 'admin' });
    await untilStatus(id, 'queued');
    await vi.waitFor(async () => expect((await jobRow(id)).error).toBe('flaky 1'));
    const first = await jobRow(id);
    expect(first.runAt - first.lastModifyTime).toBe(60_000);
    await pause(150);
    expect((await jobRow(id)).attempts).toBe(1); // not before its due time
    clock.advance(60_000);
    await vi.waitFor(async () => expect((await jobRow(id)).error).toBe('flaky 2'));
    const second = await jobRow(id);
    expect(second.runAt - second.lastModifyTime).toBe(120_000);
    clock.advance(120_000);
    await untilStatus(id, 'done');
    expect(await jobRow(id)).toMatchObject({ attempts: 3, error: null, result: { ok: true } });
  });

  it('fails a job after its last attempt, and at once on a JobFailure', async () => {
    const kind = defineJobKind<{ permanent: boolean }>('test.fail', { maxAttempts: 2, backoffMs: 1000 });
    let runs = 0;
    const s = serverProcess(t.db, kind, async (run) => {
      runs++;
      if (run.payload.permanent) throw new JobFailure('bad input', { message: 'bad input', row: 3 });
      throw new Error('always');
    });
    const id = await s.submit(kind, { permanent: false }, { creatorUserId: 'admin' });
    await untilStatus(id, 'queued');
    clock.advance(1000);
    await untilStatus(id, 'failed');
    expect(await jobRow(id)).toMatchObject({ attempts: 2, error: 'always', lockedBy: null });
    expect((await jobRow(id)).finishedTime).not.toBeNull();
    clock.advance(60_000);
    await pause(100);
    expect(runs).toBe(2);
    const bad = await s.submit(kind, { permanent: true }, { creatorUserId: 'admin' });
    await untilStatus(bad, 'failed');
    expect(await jobRow(bad)).toMatchObject({ attempts: 1, result: { message: 'bad input', row: 3 } });
  });

  it('renews the lease while a job runs, so no other process takes it over', async () => {
    const kind = defineJobKind<object>('test.heartbeat');
    let runs = 0;
    // PGlite blocks the event loop while it queries: a lease of seconds, as a server has, not of milliseconds.
    const slow: TJobHandler<object> = async () => (runs++, await pause(3000), {});
    const a = serverProcess(t.db, kind, slow, { leaseMs: 1500 });
    const id = await a.submit(kind, {}, { creatorUserId: 'admin' });
    await untilStatus(id, 'running');
    serverProcess(other.db, kind, slow, { leaseMs: 1500 });
    await untilStatus(id, 'done');
    expect(runs).toBe(1);
    expect((await jobRow(id)).attempts).toBe(1);
  });

  it('gives back the lease of a running job on a graceful stop; another process runs it at once', async () => {
    const kind = defineJobKind<object>('test.stop');
    const a = serverProcess(
      t.db,
      kind,
      (run) => new Promise((_, reject) => run.signal.addEventListener('abort', reject)),
    );
    const id = await a.submit(kind, {}, { creatorUserId: 'admin' });
    await untilStatus(id, 'running');
    await a.worker.stop(50);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    serverProcess(other.db, kind, async () => ({ second: true }));
    await untilStatus(id, 'done');
    expect(await jobRow(id)).toMatchObject({ attempts: 1, result: { second: true } });
  });

  it('runs each job once when two processes claim from one queue', async () => {
    const kind = defineJobKind<{ i: number }>('test.many');
    const seen: number[] = [];
    const handler: TJobHandler<{ i: number }> = async (run) => (seen.push(run.payload.i), await pause(5), {});
    const a = serverProcess(t.db, kind, handler);
    serverProcess(other.db, kind, handler);
    const ids = [];
    for (let i = 0; i < 30; i++) ids.push(await a.enqueue(t.db, kind, { i }, { creatorUserId: null }));
    await vi.waitFor(
      async () => {
        const rows = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, kind.kind));
        expect(rows.filter((r) => r.status === 'done')).toHaveLength(30);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(seen.sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
  });

  it('queues a job once per dedupe key', async () => {
    const kind = defineJobKind<object>('test.dedupe');
    const s = serverProcess(t.db, kind, async () => ({}));
    const first = await s.enqueue(
      t.db,
      kind,
      {},
      { creatorUserId: null, dedupeKey: 'timer:task1', runAt: 1e15 },
    );
    const again = await s.enqueue(
      t.db,
      kind,
      {},
      { creatorUserId: null, dedupeKey: 'timer:task1', runAt: 1e15 },
    );
    expect(again).toBe(first);
    expect(await t.db.select().from(jobs).where(eq(jobs.dedupeKey, 'timer:task1'))).toHaveLength(1);
  });

  it('shows a job, with its progress, to its owner only', async () => {
    const kind = defineJobKind<object>('test.progress');
    let release = () => {};
    const s = serverProcess(t.db, kind, async (run) => {
      await run.progress({ processed: 3, total: 4, message: '第三行' });
      await new Promise<void>((r) => (release = r));
      return { rows: 4 };
    });
    const id = await s.submit(kind, {}, { creatorUserId: 'admin' });
    const admin = await t.signIn();
    await vi.waitFor(async () => expect((await jobRow(id)).progress).toBe(75));
    const seen = (await t.call('GET', `/api/system/jobs/${id}`, { token: admin })).json();
    expect(seen.data).toMatchObject({
      status: 'running',
      progress: 75,
      processed: 3,
      total: 4,
      progressMessage: '第三行',
    });
    release();
    await untilStatus(id, 'done');
    const done = (await t.call('GET', `/api/system/jobs/${id}`, { token: admin })).json();
    expect(done.data).toMatchObject({ status: 'done', progress: 100, result: { rows: 4 } });
    const mine = await s.submit(kind, {}, { creatorUserId: 'someone-else' });
    expect((await t.call('GET', `/api/system/jobs/${mine}`, { token: admin })).json().code).toBe(404);
    release();
  });
});
