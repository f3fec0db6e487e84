import type { TJob } from '@app/contracts';
import type { TDbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { JobStatus, type TJobHandler, type TJobKind } from './job.kind.ts';
import { findJob, insertJob, type TJobRow } from './job.repo.ts';
import { jobFile, jobFilesDir } from './job.files.ts';
import { JobWorker, type TWorkerOptions } from './job.worker.ts';

/** When a job is queued: who owns it, when it is due, its id (to name files) and an idempotency key. */
interface TEnqueueOptions {
  creatorUserId: string | null;
  runAt?: number;
  id?: string;
  dedupeKey?: string;
}

const isFinal = (row: TJobRow) => row.status === JobStatus.done || row.status === JobStatus.failed;

/**
 * The jobs as modules use them: register a handler at start, queue a job in a transaction (or start one now), read
 * one as its owner, wait for one. The worker behind it runs them.
 */
export class JobService {
  /** This process's worker (started and stopped with the app). */
  readonly worker: JobWorker;
  private readonly filesDir: string;

  constructor(private readonly c: TWorkerOptions & { dataDir: string; waitPollMs?: number }) {
    this.filesDir = jobFilesDir(c.dataDir);
    this.worker = new JobWorker({ filesDir: this.filesDir, ...c });
  }

  /** The path of a job's file (an upload, an export), in the folder every process shares. */
  file(jobId: string, ext: string): string {
    return jobFile(this.filesDir, jobId, ext);
  }

  /** Registers the handler of a kind (modules do it when the app is built). */
  register<P>(kind: TJobKind<P>, handler: TJobHandler<P>): void {
    this.worker.register(kind, handler);
  }

  /** Queues a job in the caller's transaction; call `nudge` after commit to start it without waiting for a poll. */
  enqueue<P>(db: TDbOrTx, kind: TJobKind<P>, payload: P, o: TEnqueueOptions): Promise<string> {
    const now = this.c.now();
    return insertJob(db, {
      id: o.id ?? newId(),
      kind: kind.kind,
      status: JobStatus.queued,
      payload,
      dedupeKey: o.dedupeKey,
      runAt: o.runAt ?? now,
      maxAttempts: kind.maxAttempts,
      creatorUserId: o.creatorUserId,
      creatorTime: now,
      lastModifyTime: now,
    });
  }

  /** Queues a job on its own and wakes the worker. */
  async submit<P>(kind: TJobKind<P>, payload: P, o: TEnqueueOptions): Promise<string> {
    const id = await this.enqueue(this.c.db, kind, payload, o);
    this.nudge();
    return id;
  }

  /** Wakes this process's worker (after a transaction that queued jobs has committed). */
  nudge(): void {
    this.worker.nudge();
  }

  /** A job of the caller (404 for anyone else's, and for a kind other than `kind` when given). */
  async get(auth: TAuth, id: string, kind?: TJobKind<unknown>): Promise<TJob> {
    const row = await findJob(this.c.db, id);
    if (!row || row.creatorUserId !== auth.userId || (kind && row.kind !== kind.kind)) throw notFound();
    return {
      id: row.id,
      kind: row.kind,
      status: row.status as TJob['status'],
      progress: row.progress,
      progressMessage: row.progressMessage,
      processed: row.processed,
      total: row.total,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
      result: row.result,
      creatorTime: row.creatorTime,
      lastModifyTime: row.lastModifyTime,
      finishedTime: row.finishedTime,
    };
  }

  /**
   * Waits until a job is done or failed and answers its row: woken at once when this process ran it, else reads
   * it again every `waitPollMs`. Stops (rejects) when `signal` aborts.
   */
  async waitFor(id: string, signal?: AbortSignal): Promise<TJobRow> {
    for (;;) {
      signal?.throwIfAborted();
      const row = await findJob(this.c.db, id);
      if (!row) throw notFound();
      if (isFinal(row)) return row;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          off();
          signal?.removeEventListener('abort', done);
          resolve();
        };
        const off = this.worker.onSettled(id, done);
        const timer = setTimeout(done, this.c.waitPollMs ?? 500);
        signal?.addEventListener('abort', done);
      });
    }
  }
}
