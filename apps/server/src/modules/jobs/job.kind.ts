import type { TJobStatus } from '@app/contracts';

/**
 * A kind of job, declared once beside its handler: the name stored in `base_job.kind`, its payload type (phantom)
 * and its retry policy. Enqueue and register take the same object, so payload and handler cannot disagree.
 */
export interface TJobKind<P> {
  readonly kind: string;
  /** Runs at most this many times (a run taken over after a crash counts). */
  readonly maxAttempts: number;
  /** The first retry waits this long, each next one twice as long (capped at MAX_BACKOFF_MS). */
  readonly backoffMs: number;
  /** Type only: what the handler receives. */
  readonly payloadType?: P;
}

/** The longest wait between two attempts. */
const MAX_BACKOFF_MS = 15 * 60_000;

/** Declares a kind of job. */
export function defineJobKind<P>(
  kind: string,
  policy: { maxAttempts?: number; backoffMs?: number } = {},
): TJobKind<P> {
  return { kind, maxAttempts: policy.maxAttempts ?? 3, backoffMs: policy.backoffMs ?? 10_000 };
}

/** How long to wait before attempt `attempt + 1`, after `attempt` runs failed: exponential, capped. */
export function backoffDelay(baseMs: number, attempt: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
}

/** Progress a handler reports: a percentage, or processed of total (the percentage follows), and a message. */
export interface TJobProgress {
  percent?: number;
  processed?: number;
  total?: number;
  message?: string;
}

/** What a handler receives for one run. */
export interface TJobRun<P> {
  id: string;
  payload: P;
  /** 1 for the first run. */
  attempt: number;
  maxAttempts: number;
  /** Who queued the job (null for the system). */
  creatorUserId: string | null;
  /** Aborted when the lease is lost (another worker took over) or the process stops. */
  signal: AbortSignal;
  /** Records progress (throws the abort reason once the lease is lost). */
  progress(p: TJobProgress): Promise<void>;
}

/**
 * Runs one job and answers its result (stored as JSON). Handlers must be idempotent: a run may be repeated after a
 * crash or a lost lease, so a second run over the same payload must leave the same state (skip what exists, write
 * to a path named by the job id, upsert by a key).
 */
export type TJobHandler<P> = (run: TJobRun<P>) => Promise<Record<string, unknown>>;

/** A failure that retrying cannot fix (bad input, no right): the job fails at once with this result. */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly result: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}

/** The job's states; 'done' and 'failed' are final. */
export const JobStatus = {
  queued: 'queued',
  running: 'running',
  done: 'done',
  failed: 'failed',
} as const satisfies Record<string, TJobStatus>;
