import type { TSignalTopic, TTopic } from './bus-topics.ts';
import type { TBus } from './bus.ts';

/**
 * Small reads kept per key in memory, one copy per process, all dropped when any process announces a change on one
 * of `topics`: the keyed sibling of `BusSnapshot`. Concurrent readers of a key share one read; a read that began
 * before a change is handed to its callers but not kept. `keep` decides which answers are worth keeping (an answer
 * for a key nobody configured is not, so random keys cannot grow the map), `maxEntries` bounds it anyway, and an
 * entry older than `maxAgeMs` is read again (rows written outside the product).
 */
export class BusKeyedCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; readAt: number }>();
  private generation = 0;
  private readonly unsubscribe: Array<() => void>;

  constructor(
    private readonly bus: TBus,
    private readonly topics: { announce: TSignalTopic; also?: readonly TTopic[] },
    private readonly read: (key: string) => Promise<V>,
    private readonly opts: {
      now: () => number;
      maxAgeMs: number;
      maxEntries: number;
      keep: (value: V) => boolean;
    },
  ) {
    const drop = () => {
      this.generation++;
      this.entries.clear();
    };
    this.unsubscribe = [topics.announce, ...(topics.also ?? [])].map((t) => bus.subscribe(t, drop));
  }

  /** The kept answer for `key`, or a new read of it (joined by concurrent callers). */
  get(key: string): Promise<V> {
    const now = this.opts.now();
    const kept = this.entries.get(key);
    if (kept && now - kept.readAt < this.opts.maxAgeMs) return kept.value;
    const generation = this.generation;
    const value = this.read(key);
    if (this.entries.size >= this.opts.maxEntries) this.entries.clear();
    this.entries.set(key, { value, readAt: now });
    value.then(
      (v) => {
        const stale = generation !== this.generation || !this.opts.keep(v);
        if (stale && this.entries.get(key)?.value === value) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Announces a change to every process, this one at once. */
  async changed(): Promise<void> {
    this.bus.emitLocal(this.topics.announce, {});
    await this.bus.publish(this.topics.announce, {});
  }

  /** Stops listening. */
  close(): void {
    for (const u of this.unsubscribe) u();
  }
}
