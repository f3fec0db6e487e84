import { describe, expect, it } from 'vitest';
import { createLocalBus } from './bus.ts';
import { BusKeyedCache } from './bus-keyed.ts';
import type { TBus } from './bus.ts';

/** A cache over a counting reader whose answers the test releases by hand. */
function setup(opts: { maxEntries?: number; keep?: (v: string) => boolean } = {}) {
  const bus = createLocalBus() as TBus;
  let now = 0;
  const reads: Array<{ key: string; resolve: (v: string) => void }> = [];
  const cache = new BusKeyedCache(
    bus,
    { announce: 'visualdev.changed', also: ['menus.changed'] },
    (key) => new Promise<string>((resolve) => reads.push({ key, resolve })),
    { now: () => now, maxAgeMs: 1_000, maxEntries: opts.maxEntries ?? 100, keep: opts.keep ?? (() => true) },
  );
  const answer = async (v: string) => {
    reads.at(-1)!.resolve(v);
    await new Promise((r) => setImmediate(r));
  };
  return { bus, cache, reads, answer, tick: (ms: number) => (now += ms) };
}

describe('BusKeyedCache', () => {
  it('reads a key once for concurrent and later callers, until a change on any of its topics', async () => {
    const { bus, cache, reads, answer } = setup();
    const a = cache.get('m1');
    const b = cache.get('m1');
    await answer('v1');
    expect([await a, await b, await cache.get('m1')]).toEqual(['v1', 'v1', 'v1']);
    expect(reads).toHaveLength(1);
    bus.emitLocal('menus.changed', { userIds: null });
    const c = cache.get('m1');
    await answer('v2');
    expect(await c).toBe('v2');
    expect(reads).toHaveLength(2);
    await cache.changed();
    void cache.get('m1');
    expect(reads).toHaveLength(3);
  });

  it('does not keep a read that began before a change, nor an answer `keep` refuses, nor a failed read', async () => {
    const { bus, cache, reads, answer } = setup({ keep: (v) => v !== 'none' });
    const early = cache.get('m1');
    bus.emitLocal('visualdev.changed', {});
    await answer('old');
    expect(await early).toBe('old');
    void cache.get('m1');
    expect(reads).toHaveLength(2); // the old answer was not kept
    await answer('new');
    void cache.get('unknown');
    await answer('none');
    void cache.get('unknown');
    expect(reads).toHaveLength(4);
    reads.at(-1)!.resolve('x');
    const failing = new BusKeyedCache(
      bus,
      { announce: 'visualdev.changed' },
      () => Promise.reject(new Error('down')),
      { now: () => 0, maxAgeMs: 1_000, maxEntries: 10, keep: () => true },
    );
    await expect(failing.get('k')).rejects.toThrow('down');
    await expect(failing.get('k')).rejects.toThrow('down'); // read again, not the kept failure
  });

  it('reads again after maxAgeMs and never holds more than maxEntries keys', async () => {
    const { cache, reads, answer, tick } = setup({ maxEntries: 2 });
    void cache.get('a');
    await answer('a');
    tick(999);
    void cache.get('a');
    expect(reads).toHaveLength(1);
    tick(1);
    void cache.get('a');
    expect(reads).toHaveLength(2);
    await answer('a2');
    void cache.get('b');
    await answer('b');
    void cache.get('c'); // the third key empties the map first
    await answer('c');
    void cache.get('a');
    expect(reads.map((r) => r.key)).toEqual(['a', 'a', 'b', 'c', 'a']);
  });
});
