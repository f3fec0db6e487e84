import type { TSignalTopic } from './bus-topics.ts';
import type { TBus } from './bus.ts';

/**
 * A small table read whole into memory, one copy per process, dropped when any process announces a change on
 * `topic`. Concurrent readers share one read. A read that began before a change is handed to the callers that
 * asked for it but is not kept, so the next reader sees the change. With `maxAgeMs`, a copy that old is reread
 * anyway (rows written outside the product).
 */
export class BusSnapshot<T> {
  private value: T | null = null;
  private readAt = 0;
  private loading: Promise<T> | null = null;
  /** Bumped by every change. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: TBus,
    private readonly topic: TSignalTopic,
    private readonly read: () => Promise<T>,
    private readonly opts: { now?: () => number; maxAgeMs?: number } = {},
  ) {
    this.unsubscribe = bus.subscribe(topic, () => {
      this.generation++;
      this.value = null;
      this.loading = null;
    });
  }

  /** The current copy, read first when there is none or it is too old. */
  get(): Promise<T> {
    const { now, maxAgeMs } = this.opts;
    const fresh = maxAgeMs === undefined || !now || now() - this.readAt < maxAgeMs;
    return this.value !== null && fresh ? Promise.resolve(this.value) : this.reload();
  }

  /** Reads again (or joins the read under way). */
  reload(): Promise<T> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const startedAt = this.opts.now?.() ?? 0;
    const loading = this.read().then((value) => {
      if (generation === this.generation) {
        this.value = value;
        this.readAt = startedAt;
      }
      return value;
    });
    this.loading = loading;
    void loading
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      })
      .catch(() => undefined);
    return loading;
  }

  /** Announces a change to every process, this one at once. */
  async changed(): Promise<void> {
    this.bus.emitLocal(this.topic, {});
    await this.bus.publish(this.topic, {});
  }

  /** Stops listening. */
  close(): void {
    this.unsubscribe();
  }
}
