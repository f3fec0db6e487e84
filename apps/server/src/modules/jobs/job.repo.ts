import { and, asc, eq, gte, inArray, isNotNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { JobStatus } from './job.kind.ts';
import { jobs } from './job.table.ts';

export type TJobRow = typeof jobs.$inferSelect;
type TJobInsert = typeof jobs.$inferInsert;

/** Inserts a job; with a dedupe key already queued, adds nothing and answers the existing job's id. */
export async function insertJob(db: TDbOrTx, row: TJobInsert): Promise<string> {
  const [added] = await db.insert(jobs).values(row).onConflictDoNothing().returning({ id: jobs.id });
  if (added || !row.dedupeKey) return row.id;
  const [existing] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.dedupeKey, row.dedupeKey));
  return existing.id;
}

/** A job by id. */
export async function findJob(db: TDbOrTx, id: string): Promise<TJobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** Running jobs whose holder stopped renewing the lease; a worker's own are not (a late heartbeat, not a death). */
const leaseExpired = (now: number, node: string) =>
  and(eq(jobs.status, JobStatus.running), lt(jobs.lockedUntil, now), ne(jobs.lockedBy, node));

/** Fails the jobs whose holder died during their last allowed attempt: nothing stays "running" for ever. */
export async function failAbandoned(db: TDbOrTx, node: string, now: number): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({
      status: JobStatus.failed,
      error: sql`coalesce(${jobs.error}, 'the process running it stopped (lease expired)')`,
      lockedBy: null,
      lockedUntil: null,
      finishedTime: now,
      lastModifyTime: now,
    })
    .where(and(leaseExpired(now, node), gte(jobs.attempts, jobs.maxAttempts)))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Claims up to `limit` jobs of the given kinds for this worker: due queued jobs, and running jobs whose lease
 * expired (their process died). `FOR UPDATE SKIP LOCKED` lets several processes claim at once without waiting on,
 * or taking, each other's rows.
 */
export async function claimJobs(
  db: TDbOrTx,
  o: { node: string; kinds: string[]; limit: number; now: number; leaseMs: number },
): Promise<TJobRow[]> {
  if (!o.kinds.length || o.limit <= 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, o.kinds),
        or(and(eq(jobs.status, JobStatus.queued), lte(jobs.runAt, o.now)), leaseExpired(o.now, o.node)),
        lt(jobs.attempts, jobs.maxAttempts),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(o.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: JobStatus.running,
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: o.node,
      lockedUntil: o.now + o.leaseMs,
      lastModifyTime: o.now,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

const heldBy = (node: string, ids: string[]) =>
  and(inArray(jobs.id, ids), eq(jobs.lockedBy, node), eq(jobs.status, JobStatus.running));

/** Extends the leases this worker still holds; answers the ids it holds (the rest were taken over). */
export async function renewLeases(
  db: TDbOrTx,
  node: string,
  ids: string[],
  until: number,
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: until })
    .where(heldBy(node, ids))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/** Changes a job this worker holds (progress, outcome); false when it no longer holds it. */
export async function updateHeldJob(
  db: TDbOrTx,
  node: string,
  id: string,
  set: Partial<TJobInsert>,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set(set)
    .where(heldBy(node, [id]))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Gives back jobs this worker holds (a graceful stop): queued again at once, the interrupted run not counted. */
export async function releaseJobs(db: TDbOrTx, node: string, ids: string[], now: number): Promise<void> {
  if (!ids.length) return;
  await db
    .update(jobs)
    .set({
      status: JobStatus.queued,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedBy: null,
      lockedUntil: null,
      runAt: now,
      lastModifyTime: now,
    })
    .where(heldBy(node, ids));
}

/** Deletes finished jobs older than `before`. */
export async function purgeJobs(db: TDbOrTx, before: number): Promise<void> {
  await db.delete(jobs).where(and(isNotNull(jobs.finishedTime), lt(jobs.finishedTime, before)));
}
