import { z } from 'zod';

/** A background job's state: queued (waiting for its time or a worker), running, then done or failed. */
export const ZJobStatus = z.enum(['queued', 'running', 'done', 'failed']);
export type TJobStatus = z.infer<typeof ZJobStatus>;

/** A background job as its owner polls it (`GET /api/system/jobs/{id}`). */
export const ZJob = z.object({
  id: z.string(),
  /** What it does, e.g. user-import, user-export. */
  kind: z.string(),
  status: ZJobStatus,
  /** 0–100. */
  progress: z.number(),
  /** What the job is doing now, if it says. */
  progressMessage: z.string().nullable(),
  /** Items done of total, for jobs that count (rows of an import). */
  processed: z.number(),
  total: z.number(),
  /** Runs started so far, and the most it gets (a failed run is retried with back-off). */
  attempts: z.number(),
  maxAttempts: z.number(),
  /** What the job answered (done) or why it failed (`message`), for the reader. */
  result: z.record(z.string(), z.unknown()),
  creatorTime: z.number(),
  lastModifyTime: z.number(),
  /** When it ended (done or failed); null while queued or running. */
  finishedTime: z.number().nullable(),
});
export type TJob = z.infer<typeof ZJob>;
