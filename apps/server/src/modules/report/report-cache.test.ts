import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AggregateCache } from './report-cache.ts';

describe('AggregateCache', () => {
  const setup = () => {
    let now = 1_000;
    let calls = 0;
    const cache = new AggregateCache({ freshMs: 3_000, staleMs: 30_000 }, () => now, 2);
    const load = () => {
      calls++;
      return Promise.resolve([{ n: calls }]);
    };
    return { cache, load, calls: () => calls, advance: (ms: number) => (now += ms) };
  };

  it('shares one statement between concurrent and recent runs', async () => {
    const { cache, load, calls, advance } = setup();
    const q = () => sql`select count(*) from t where a = ${1}`;
    const [a, b] = await Promise.all([cache.read(q(), load), cache.read(q(), load)]);
    expect(a).toBe(b);
    advance(2_999);
    await cache.read(q(), load);
    expect(calls()).toBe(1);
  });

  it('answers a stale entry while one refresh renews it, and waits for a read once too old', async () => {
    const { cache, load, calls, advance } = setup();
    const q = () => sql`select 1`;
    await cache.read(q(), load);
    advance(3_000);
    // Stale: the old answer at once, one refresh behind it (not one per run).
    const stale = await Promise.all([cache.read(q(), load), cache.read(q(), load)]);
    expect(stale).toEqual([[{ n: 1 }], [{ n: 1 }]]);
    expect(calls()).toBe(2);
    expect(await cache.read(q(), load)).toEqual([{ n: 2 }]);
    advance(30_000);
    expect(await cache.read(q(), load)).toEqual([{ n: 3 }]);
  });

  it('keys by parameters (filters and scopes apart) and keeps at most `max` statements', async () => {
    const { cache, load, calls } = setup();
    for (const v of [1, 2, 3, 1]) await cache.read(sql`select ${v}`, load);
    expect(calls()).toBe(4); // 1 was evicted by 3 (max 2)
  });

  it('does not keep a failure', async () => {
    const { cache, load, calls } = setup();
    await expect(cache.read(sql`select 1`, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await Promise.resolve();
    expect(await cache.read(sql`select 1`, load)).toEqual([{ n: 1 }]);
    expect(calls()).toBe(1);
  });
});
