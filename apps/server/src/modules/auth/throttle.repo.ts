import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { loginThrottles } from './auth.table.ts';

/** Until when a key is locked (null when not). */
export async function findLock(db: TDbOrTx, key: string, now: number): Promise<number | null> {
  const [row] = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(eq(loginThrottles.key, key));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts one failure atomically (safe across processes). The count restarts when the window has passed;
 * reaching `max` locks the key for `lockMs`. Returns the lock end when this failure locked it.
 */
export async function countFailure(
  db: TDbOrTx,
  key: string,
  now: number,
  opts: { max: number; windowMs: number; lockMs: number },
): Promise<number | null> {
  const t = loginThrottles;
  const fresh = sql`${t.windowStart} < ${now - opts.windowMs}`;
  const failures = sql`case when ${fresh} then 1 else ${t.failures} + 1 end`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, windowStart: now, lockedUntil: opts.max <= 1 ? now + opts.lockMs : null })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures,
        windowStart: sql`case when ${fresh} then ${now} else ${t.windowStart} end`,
        lockedUntil: sql`case when ${failures} >= ${opts.max} then ${now + opts.lockMs} else ${t.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: t.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** How an account's failures slow its next try. */
interface TBackoff {
  /** Failures in a row before the first wait. */
  free: number;
  /** The first wait; each further failure doubles it. */
  baseMs: number;
  /** The longest wait. */
  capMs: number;
  /** A quiet time since the last failure after which the count starts again. */
  forgetMs: number;
}

/**
 * Counts one failure of an account atomically and sets the wait before its next try (growing delays rather than a
 * lock an anonymous caller could set on anyone): from the `free`-th failure in a row, `baseMs`, doubled by each
 * further failure, up to `capMs`. Returns until when the account waits (null: no wait).
 */
export async function countBackoffFailure(
  db: TDbOrTx,
  key: string,
  now: number,
  b: TBackoff,
): Promise<number | null> {
  const t = loginThrottles;
  const failures = sql`case when ${t.windowStart} < ${now - b.forgetMs} then 1 else ${t.failures} + 1 end`;
  // The exponent is clamped so the double never overflows; the cap applies before the cast.
  const wait = sql`least(${b.capMs}::bigint, (${b.baseMs}::bigint * power(2, least(${failures} - ${b.free}, 40)))::bigint)`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, windowStart: now, lockedUntil: b.free <= 1 ? now + b.baseMs : null })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures,
        windowStart: now,
        lockedUntil: sql`case when ${failures} >= ${b.free} then ${now}::bigint + ${wait} else null end`,
      },
    })
    .returning({ lockedUntil: t.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Forgets failures of a key (after a successful sign-in). */
export async function clearFailures(db: TDbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}
