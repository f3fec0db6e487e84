import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { millis } from '../../db/columns.ts';

/**
 * Durable background jobs (imports, exports, later the engine's timers), run by the worker of any server process:
 * claimed with `FOR UPDATE SKIP LOCKED`, held by a lease the worker renews while it runs.
 */
export const jobs = pgTable(
  'base_job',
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    /** 'queued' (waiting for run_at) | 'running' (held by locked_by until locked_until) | 'done' | 'failed'. */
    status: text().notNull(),
    /** What the handler needs to run (never a secret in clear); emptied when the job is done. */
    payload: jsonb().$type<unknown>().notNull().default({}),
    /** Optional idempotency key: a second enqueue with the same key adds nothing. */
    dedupeKey: text(),
    /** Due time: not claimed before. */
    runAt: millis().notNull().default(0),
    /** Runs started so far (a taken-over run counts). */
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(3),
    /** The worker (process) holding the job while it runs. */
    lockedBy: text(),
    /** The lease: past this time another worker may take the job over. */
    lockedUntil: millis(),
    /** 0–100. */
    progress: integer().notNull().default(0),
    progressMessage: text(),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    /** What the handler answered (done) or left for the reader (failed): counts, row errors, a file. */
    result: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The last error (kept while retrying). */
    error: text(),
    /** Who queued it (null for the system's own jobs); only they may read it. */
    creatorUserId: text(),
    creatorTime: millis().notNull(),
    lastModifyTime: millis().notNull(),
    finishedTime: millis(),
  },
  (t) => [
    index('base_job_creator_idx').on(t.creatorUserId),
    index('base_job_due_idx').on(t.status, t.runAt),
    uniqueIndex('base_job_dedupe_idx')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);
