import type { SQL } from 'drizzle-orm';
import type { TDb, TDbOrTx, TTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { backoffDelay } from '../jobs/job.kind.ts';
import {
  insertOutboxRow,
  lockWaiting,
  outboxInsert,
  markDelivered,
  markFailed,
  purgeDelivered,
  waitingWhere,
  type TOutboxRow,
} from './outbox.repo.ts';

/** A topic of the outbox with its payload type, declared once beside its consumer. */
interface TOutboxTopic<P> {
  readonly name: string;
  /** Type only. */
  readonly payloadType?: P;
}

/** Declares an outbox topic. */
export function defineOutboxTopic<P>(name: string): TOutboxTopic<P> {
  return { name };
}

/** One delivery of a row: its id (the idempotency key), its payload and which try this is (1 first). */
interface TOutboxDelivery<P> {
  id: string;
  payload: P;
  attempt: number;
}

/**
 * Delivers a row. Database work goes through `tx`: it commits with the row's "delivered" mark, so it happens once.
 * Effects outside the database (a bus push) happen at least once: a crash after them but before the commit repeats
 * them, so consumers must be idempotent by `id`.
 */
export type TOutboxConsumer<P> = (delivery: TOutboxDelivery<P>, tx: TTx) => Promise<void>;

/**
 * Delivers several rows of one topic in one call (one savepoint, set-based writes): what a pass under load takes
 * costs a few statements instead of a few per row. When it throws, the pass delivers the rows again one by one, each
 * in its own savepoint, so a bad row fails alone.
 */
type TOutboxBatchConsumer<P> = (deliveries: TOutboxDelivery<P>[], tx: TTx) => Promise<void>;

interface TOutboxOptions {
  db: TDb;
  /** The app's clock. */
  now: () => number;
  onError: (err: unknown) => void;
  /** How often the sweep looks for rows left by a crash, or due for a retry. */
  sweepMs?: number;
  /** A new row is the writing process's for this long (it delivers it when nudged); then any sweep takes it. */
  graceMs?: number;
  /** The first retry waits this long, each next twice as long. */
  backoffMs?: number;
  /** Rows per delivering transaction. */
  batch?: number;
}

const DELIVERED_KEPT_MS = 86_400_000;
const PURGE_EVERY_MS = 3_600_000;

/**
 * The transactional outbox: `enqueue(tx, …)` writes a row with the change it announces; after commit `nudge()`
 * delivers this process's new rows at once, and a periodic sweep (any process) delivers the rest: rows left by a
 * crash between commit and push, and retries with back-off. Each row is marked delivered in the transaction that
 * delivered it, so it is delivered once.
 */
export class Outbox {
  private readonly consumers = new Map<string, TOutboxConsumer<unknown>>();
  private readonly batchConsumers = new Map<string, TOutboxBatchConsumer<unknown>>();
  /** Rows this process wrote and has not yet delivered, with when they were written. */
  private readonly pending = new Map<string, number>();
  private readonly o: Required<TOutboxOptions>;
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | null = null;
  private isPassAgain = false;
  private purgedAt = 0;

  constructor(o: TOutboxOptions) {
    this.o = { sweepMs: 5000, graceMs: 10_000, backoffMs: 1000, batch: 100, ...o };
  }

  /** Registers the consumer of a topic (at start). */
  consume<P>(topic: TOutboxTopic<P>, consumer: TOutboxConsumer<P>): void {
    if (this.consumers.has(topic.name)) throw new Error(`outbox topic "${topic.name}" has two consumers`);
    this.consumers.set(topic.name, consumer as TOutboxConsumer<unknown>);
  }

  /** Registers the consumer of a topic that delivers the rows of a pass together (at start). */
  consumeBatch<P>(topic: TOutboxTopic<P>, consumer: TOutboxBatchConsumer<P>): void {
    const batch = consumer as TOutboxBatchConsumer<unknown>;
    this.consume(topic, (d, tx) => batch([d], tx));
    this.batchConsumers.set(topic.name, batch);
  }

  /** Writes a row in the caller's transaction; call `nudge()` after the commit. */
  async enqueue<P>(tx: TDbOrTx, msg: { topic: TOutboxTopic<P>; payload: P }): Promise<string> {
    const id = newId();
    const now = this.o.now();
    await insertOutboxRow(tx, {
      id,
      topic: msg.topic.name,
      payload: msg.payload,
      createdTime: now,
      availableAt: now + this.o.graceMs,
    });
    this.pending.set(id, now);
    return id;
  }

  /** Writes several rows in one statement in the caller's transaction; call `nudge()` after the commit. */
  async enqueueAll<P>(
    tx: TDbOrTx,
    msgs: readonly { topic: TOutboxTopic<P>; payload: P }[],
  ): Promise<string[]> {
    const insert = this.insertAll(msgs);
    if (insert) await tx.execute(insert.query);
    return insert?.ids ?? [];
  }

  /**
   * The insert of several rows, not yet run, for a caller that sends it with its other writes in one statement
   * (a data-modifying CTE); null when there is nothing to write. Call `nudge()` after the commit.
   */
  insertAll<P>(msgs: readonly { topic: TOutboxTopic<P>; payload: P }[]) {
    if (!msgs.length) return null;
    const now = this.o.now();
    const rows = msgs.map((m) => ({
      id: newId(),
      topic: m.topic.name,
      payload: m.payload,
      createdTime: now,
      availableAt: now + this.o.graceMs,
    }));
    // Remembered before the commit: a row whose transaction rolls back is never found, and forgotten after the grace.
    for (const r of rows) this.pending.set(r.id, now);
    return { query: outboxInsert(rows), ids: rows.map((r) => r.id) };
  }

  /** Delivers this process's committed rows now; resolves when done (never rejects: failures are retried). */
  nudge(): Promise<void> {
    if (!this.timer || !this.pending.size) return this.pass ?? Promise.resolve();
    if (this.pass) {
      this.isPassAgain = true;
      return this.pass;
    }
    this.pass = this.deliverPending()
      .catch(this.o.onError)
      .finally(() => (this.pass = null));
    return this.pass;
  }

  /** Delivers every due row of any process (the periodic sweep); answers how many rows it took. */
  async sweep(): Promise<number> {
    let taken = 0;
    for (;;) {
      const now = this.o.now();
      const n = (await this.deliver(waitingWhere({ topics: [...this.consumers.keys()], now }))).length;
      taken += n;
      if (n < this.o.batch) break;
    }
    const now = this.o.now();
    this.forgetStale(now);
    if (now - this.purgedAt > PURGE_EVERY_MS) {
      this.purgedAt = now;
      await purgeDelivered(this.o.db, now - DELIVERED_KEPT_MS);
    }
    return taken;
  }

  /** Starts the periodic sweep. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep().catch(this.o.onError), this.o.sweepMs);
    this.timer.unref();
  }

  /** Stops the sweep and waits for a running pass; rows not delivered stay for the next sweep of any process. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.pass;
  }

  private async deliverPending(): Promise<void> {
    do {
      this.isPassAgain = false;
      const ids = [...this.pending.keys()];
      const now = this.o.now();
      const topics = [...this.consumers.keys()];
      for (let i = 0; i < ids.length; i += this.o.batch) {
        const chunk = ids.slice(i, i + this.o.batch);
        const taken = await this.deliver(waitingWhere({ topics, ids: chunk, now }));
        for (const id of taken) this.pending.delete(id);
      }
      this.forgetStale(now);
    } while (this.isPassAgain);
  }

  /** Rows not seen (their transaction has not committed, or rolled back) stay a while, then are the sweep's. */
  private forgetStale(now: number): void {
    for (const [id, at] of this.pending) if (now - at > this.o.graceMs) this.pending.delete(id);
  }

  /**
   * One transaction: lock waiting rows, deliver them (a batch topic's rows together in one savepoint, else each in its
   * own), mark them delivered or failed.
   */
  private async deliver(where: SQL): Promise<string[]> {
    if (!this.consumers.size) return [];
    return this.o.db.transaction(async (tx) => {
      const rows = await lockWaiting(tx, where, this.o.batch);
      const byTopic = new Map<string, TOutboxRow[]>();
      for (const row of rows) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row]);
      const delivered: string[] = [];
      for (const [topic, group] of byTopic) {
        const batch = this.batchConsumers.get(topic);
        if (batch && group.length > 1 && (await this.deliverBatch(tx, batch, group))) {
          delivered.push(...group.map((r) => r.id));
          continue;
        }
        for (const row of group) if (await this.deliverOne(tx, row)) delivered.push(row.id);
      }
      await markDelivered(tx, delivered, this.o.now());
      return rows.map((r) => r.id);
    });
  }

  /** The rows of one batch topic in one savepoint; false (nothing kept) when the consumer threw. */
  private async deliverBatch(tx: TTx, batch: TOutboxBatchConsumer<unknown>, group: TOutboxRow[]) {
    try {
      await tx.transaction((sp) => batch(group.map(deliveryOf), sp));
      return true;
    } catch {
      return false; // delivered again one by one: the failing row is retried alone, its error recorded
    }
  }

  /** One row in its own savepoint; a failure is recorded on the row with its next try after a back-off. */
  private async deliverOne(tx: TTx, row: TOutboxRow): Promise<boolean> {
    const consumer = this.consumers.get(row.topic)!;
    const delivery = deliveryOf(row);
    try {
      await tx.transaction((sp) => consumer(delivery, sp));
      return true;
    } catch (err) {
      this.o.onError(err);
      const availableAt = this.o.now() + backoffDelay(this.o.backoffMs, delivery.attempt);
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      await markFailed(tx, row.id, { error, availableAt });
      return false;
    }
  }
}

/** What a consumer gets of a row. */
function deliveryOf(row: TOutboxRow): TOutboxDelivery<unknown> {
  return { id: row.id, payload: row.payload, attempt: row.attempts + 1 };
}
