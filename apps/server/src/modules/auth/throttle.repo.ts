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

/** Forgets failures of a key (after a successful sign-in). */
export async function clearFailures(db: TDbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}
