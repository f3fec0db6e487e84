import { openDatabase, type TDb } from '../../db/client.ts';
import type { TTestApp } from '../../test/build-test-app.ts';

/** A clock the "processes" of a test share and move. */
export function testClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms: number) => {
      offset += ms;
    },
  };
}

/**
 * The test database as another server process reaches it: on PostgreSQL its own pool (its own connections, so
 * row locks and SKIP LOCKED work between the two as between processes); on PGlite, the one embedded instance.
 */
export async function openOtherProcessDb(t: TTestApp): Promise<{ db: TDb; close: () => Promise<void> }> {
  if (t.database.kind !== 'pg') return { db: t.db, close: async () => {} };
  const other = await openDatabase({ url: t.database.url, migrate: false, poolMax: 4 });
  return { db: other.db, close: () => other.close() };
}
