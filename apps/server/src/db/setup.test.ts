import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids.ts';
import { sysLogs } from '../modules/logs/log.table.ts';
import { buildTestApp, type TTestApp } from '../test/build-test-app.ts';
import { startRetention } from './setup.ts';

const DAY = 86_400_000;
let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('log retention', () => {
  it('deletes logs older than the retention period by the injected clock, not the wall clock', async () => {
    const id = newId();
    await t.db.insert(sysLogs).values({ id, category: 3, abstracts: 'retention', creatorTime: Date.now() });
    const errors: unknown[] = [];
    // The app's clock is three days ahead: with a one-day retention the fresh row is already past it.
    const stop = startRetention(
      t.db,
      () => 1,
      () => Date.now() + 3 * DAY,
      (e) => errors.push(e),
    );
    await expect
      .poll(async () => (await t.db.select().from(sysLogs).where(eq(sysLogs.id, id))).length)
      .toBe(0);
    stop();
    expect(errors).toEqual([]);
  });
});
