import { EventEmitter } from 'node:events';
import type { TDb } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { purgeJobFiles } from './job.files.ts';
import {
  JobFailure,
  JobStatus,
  backoffDelay,
  type TJobHandler,
  type TJobKind,
  type TJobProgress,
  type TJobRun,
} from './job.kind.ts';
import {
  claimJobs,
  failAbandoned,
  purgeJobs,
  releaseJobs,
  renewLeases,
  updateHeldJob,
  type TJobRow,
} from './job.repo.ts';

/** How the worker runs; the defaults suit a server, tests shorten them. */
export interface TWorkerOptions {
  db: TDb;
  /** The app's clock: due times, leases and back-off are read from it, never from Date.now. */
  now: () => number;
  onError: (err: unknown) => void;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** How often the worker looks for due jobs (besides nudges after an enqueue). */
  pollMs?: number;
  /** A claimed job is this process's for this long; the heartbeat renews it every third of it. */
  leaseMs?: number;
  /** On stop, running jobs get this long to finish before their lease is given back. */
  stopGraceMs?: number;
  /** The jobs' files (purged with the finished jobs); none when empty. */
  filesDir?: string;
}

/** Why a run's signal was aborted. */
class JobInterrupted extends Error {}

const FINISHED_KEPT_MS = 30 * 86_400_000;
const FILES_KEPT_MS = 86_400_000;
const PURGE_EVERY_MS = 3_600_000;

/** The progress columns for what a handler reported. */
function progressValues(p: TJobProgress, now: number) {
  const ratio = p.total ? ((p.processed ?? 0) / p.total) * 100 : undefined;
  const percent = p.percent ?? ratio;
  return {
    ...(percent === undefined ? {} : { progress: Math.max(0, Math.min(100, Math.floor(percent))) }),
    ...(p.processed === undefined ? {} : { processed: p.processed }),
    ...(p.total === undefined ? {} : { total: p.total }),
    ...(p.message === undefined ? {} : { progressMessage: p.message.slice(0, 500) }),
    lastModifyTime: now,
  };
}

/**
 * Runs the jobs of the kinds registered in this process: claims due ones (and ones whose holder died) with
 * `FOR UPDATE SKIP LOCKED`, renews their leases while they run, records the outcome, retries with exponential
 * back-off up to the kind's attempts. Works the same on PGlite (one process) and on PostgreSQL (many).
 */
export class JobWorker {
  /** This process's name in `locked_by`. */
  readonly node = `${process.pid}-${newId()}`;
  private readonly kinds = new Map<string, { kind: TJobKind<unknown>; handler: TJobHandler<unknown> }>();
  private readonly running = new Map<string, { abort: AbortController; done: Promise<void> }>();
  private readonly settled = new EventEmitter().setMaxListeners(0);
  private readonly o: Required<TWorkerOptions>;
  private timers: NodeJS.Timeout[] = [];
  private isStopped = true;
  private isPolling = false;
  private isPollAgain = false;
  private purgedAt = 0;

  constructor(o: TWorkerOptions) {
    this.o = { concurrency: 2, pollMs: 1000, leaseMs: 30_000, stopGraceMs: 10_000, filesDir: '', ...o };
  }

  /** Registers the handler of a kind (at start, before `start`). */
  register<P>(kind: TJobKind<P>, handler: TJobHandler<P>): void {
    if (this.kinds.has(kind.kind)) throw new Error(`job kind "${kind.kind}" is registered twice`);
    this.kinds.set(kind.kind, { kind, handler: handler as TJobHandler<unknown> });
  }

  /** Starts polling and the heartbeat. */
  start(): void {
    if (!this.isStopped) return;
    this.isStopped = false;
    const every = (ms: number, fn: () => Promise<void>) => {
      const t = setInterval(() => void fn().catch(this.o.onError), ms);
      t.unref();
      this.timers.push(t);
    };
    every(this.o.pollMs, () => this.poll());
    every(Math.max(10, Math.floor(this.o.leaseMs / 3)), () => this.renew());
    this.nudge();
  }

  /** Looks for due jobs now (after an enqueue has committed). */
  nudge(): void {
    if (!this.isStopped) setImmediate(() => void this.poll().catch(this.o.onError));
  }

  /** Calls back once this process has finished running the job (done, failed or given back). */
  onSettled(id: string, fn: () => void): () => void {
    this.settled.once(id, fn);
    return () => this.settled.off(id, fn);
  }

  /** Stops claiming; running jobs get the grace period to finish, then their leases are given back. */
  async stop(graceMs = this.o.stopGraceMs): Promise<void> {
    if (this.isStopped) return;
    this.isStopped = true;
    const [poll, heartbeat] = this.timers;
    clearInterval(poll);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([...this.running.values()].map((r) => r.done)),
      new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(timer);
    clearInterval(heartbeat);
    this.timers = [];
    const left = [...this.running.keys()];
    await releaseJobs(this.o.db, this.node, left, this.o.now());
    for (const id of left) this.running.get(id)?.abort.abort(new JobInterrupted('stopped'));
  }

  private async poll(): Promise<void> {
    if (this.isStopped) return;
    if (this.isPolling) {
      this.isPollAgain = true;
      return;
    }
    this.isPolling = true;
    try {
      do {
        this.isPollAgain = false;
        const now = this.o.now();
        await failAbandoned(this.o.db, this.node, now);
        const claimed = await claimJobs(this.o.db, {
          node: this.node,
          kinds: [...this.kinds.keys()],
          limit: this.o.concurrency - this.running.size,
          now,
          leaseMs: this.o.leaseMs,
        });
        // Stopped while claiming: give them back rather than start what nobody will wait for.
        const ids = claimed.map((r) => r.id);
        if (this.isStopped) await releaseJobs(this.o.db, this.node, ids, now);
        else for (const row of claimed) this.launch(row);
        if (now - this.purgedAt > PURGE_EVERY_MS) {
          this.purgedAt = now;
          await purgeJobs(this.o.db, now - FINISHED_KEPT_MS);
          if (this.o.filesDir) await purgeJobFiles(this.o.filesDir, now - FILES_KEPT_MS);
        }
      } while (this.isPollAgain && !this.isStopped);
    } finally {
      this.isPolling = false;
    }
  }

  private launch(row: TJobRow): void {
    const abort = new AbortController();
    const done = this.execute(row, abort)
      .catch(this.o.onError)
      .finally(() => {
        this.running.delete(row.id);
        this.settled.emit(row.id);
        this.nudge();
      });
    this.running.set(row.id, { abort, done });
  }

  /** Runs one claimed job and records its outcome (only while this process still holds it). */
  private async execute(row: TJobRow, abort: AbortController): Promise<void> {
    const { kind, handler } = this.kinds.get(row.kind)!;
    const hold = (set: Parameters<typeof updateHeldJob>[3]) =>
      updateHeldJob(this.o.db, this.node, row.id, set);
    const run: TJobRun<unknown> = {
      id: row.id,
      payload: row.payload,
      attempt: row.attempts,
      maxAttempts: row.maxAttempts,
      creatorUserId: row.creatorUserId,
      signal: abort.signal,
      progress: async (p) => {
        abort.signal.throwIfAborted();
        if (!(await hold(progressValues(p, this.o.now())))) abort.abort(new JobInterrupted('lease lost'));
        abort.signal.throwIfAborted();
      },
    };
    const released = { lockedBy: null, lockedUntil: null };
    try {
      const result = await handler(run);
      const now = this.o.now();
      await hold({
        ...released,
        status: JobStatus.done,
        payload: {}, // what it needed (a password hash, the caller's rights) is not kept once done
        result,
        error: null,
        progress: 100,
        finishedTime: now,
        lastModifyTime: now,
      });
    } catch (err) {
      if (abort.signal.aborted) return; // taken over or given back: the row is no longer this run's
      const isFailure = err instanceof JobFailure;
      if (!isFailure) this.o.onError(err);
      const now = this.o.now();
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      if (isFailure || row.attempts >= row.maxAttempts) {
        const result = isFailure ? { result: err.result } : {};
        await hold({
          ...released,
          ...result,
          status: JobStatus.failed,
          error,
          finishedTime: now,
          lastModifyTime: now,
        });
      } else {
        const runAt = now + backoffDelay(kind.backoffMs, row.attempts);
        await hold({ ...released, status: JobStatus.queued, error, runAt, lastModifyTime: now });
      }
    }
  }

  /** The heartbeat: renews the leases of running jobs; a job another process took over is aborted here. */
  private async renew(): Promise<void> {
    const ids = [...this.running.keys()];
    if (!ids.length) return;
    const held = new Set(await renewLeases(this.o.db, this.node, ids, this.o.now() + this.o.leaseMs));
    for (const id of ids)
      if (!held.has(id)) this.running.get(id)?.abort.abort(new JobInterrupted('lease lost'));
  }
}
