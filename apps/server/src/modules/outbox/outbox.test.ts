import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { TMessagePushFrame } from '@app/contracts';
import type { TDb } from '../../db/client.ts';
import { createLocalBus } from '../../lib/bus.ts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { ChatTopic } from '../chat/chat.topics.ts';
import { openOtherProcessDb, testClock } from '../jobs/job.test-kit.ts';
import { countUnread } from '../message/message.repo.ts';
import { consumeMessagePushes, sendSystemMessage } from '../message/message.service.ts';
import { Outbox, defineOutboxTopic, type TOutboxConsumer } from './outbox.dispatcher.ts';
import { sysConfigs } from '../system/sys-config.table.ts';
import { outboxMessages } from './outbox.table.ts';

let t: TTestApp;
let other: { db: TDb; close: () => Promise<void> };
const clock = testClock();
const errors: unknown[] = [];
const GRACE = 10_000;
const BACKOFF = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
  other = await openOtherProcessDb(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** A server process's outbox (started: it delivers its own rows when nudged). */
function serverOutbox(db: TDb, isStarted = true): Outbox {
  const o = new Outbox({
    db,
    now: clock.now,
    onError: (e) => errors.push(e),
    graceMs: GRACE,
    backoffMs: BACKOFF,
  });
  if (isStarted) o.start();
  return o;
}

const rowOf = async (id: string) =>
  (await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

describe('transactional outbox', () => {
  it('delivers a message push exactly once after a crash between commit and push', async () => {
    const user = await buildUser(t.db);
    const pushes: TMessagePushFrame[] = [];
    const bus = createLocalBus();
    bus.subscribe(ChatTopic.push, (e) => pushes.push(e));
    // Process A writes the message and its push in one transaction, commits, and dies before pushing.
    const crashed = serverOutbox(t.db, false);
    consumeMessagePushes(crashed, bus);
    const messageId = await t.db.transaction((tx) =>
      sendSystemMessage(
        { db: tx, outbox: crashed, now: clock.now },
        { title: '请审批', bodyText: '{}', userIds: [user.id], senderId: null },
      ),
    );
    expect(await countUnread(t.db, user.id)).toEqual({ notice: 0, message: 1 });
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'message.push'));
    expect(row.deliveredTime).toBeNull();
    expect(pushes).toEqual([]);
    // Process B (restarted, or any other) sweeps: not before the writer's grace period, then once.
    const restarted = serverOutbox(other.db);
    consumeMessagePushes(restarted, bus);
    expect(await restarted.sweep()).toBe(0);
    clock.advance(GRACE + 1);
    expect(await restarted.sweep()).toBe(1);
    expect(await restarted.sweep()).toBe(0);
    await crashed.nudge(); // the "dead" process's nudge, had it come, finds nothing left
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ method: 'messagePush', toUserId: [user.id], title: '请审批' });
    expect((await rowOf(row.id)).deliveredTime).not.toBeNull();
    expect(messageId).toBeTruthy();
    await restarted.stop();
  });

  it("delivers the writer's rows at once when nudged after commit, and never a rolled-back row", async () => {
    const topic = defineOutboxTopic<{ n: number }>('test.nudge');
    const seen: number[] = [];
    const o = serverOutbox(t.db);
    o.consume(topic, async (d) => void seen.push(d.payload.n));
    await t.db.transaction(async (tx) => {
      await o.enqueue(tx, { topic, payload: { n: 1 } });
    });
    await t.db
      .transaction(async (tx) => {
        await o.enqueue(tx, { topic, payload: { n: 2 } });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await o.nudge();
    expect(seen).toEqual([1]);
    clock.advance(GRACE + 1);
    expect(await o.sweep()).toBe(0);
    expect(seen).toEqual([1]);
    await o.stop();
  });

  it('retries a failing consumer with back-off until it succeeds; its database work commits once', async () => {
    const topic = defineOutboxTopic<{ key: string }>('test.retry');
    let calls = 0;
    const consumer: TOutboxConsumer<{ key: string }> = async (d, tx) => {
      calls++;
      // The same key each time: a failed attempt's insert that stayed would make the next one fail.
      await tx.insert(sysConfigs).values({ key: d.payload.key, value: String(d.attempt), name: 'test' });
      if (d.attempt < 3) throw new Error(`down ${d.attempt}`);
    };
    const o = serverOutbox(t.db);
    o.consume(topic, consumer);
    const id = await o.enqueue(t.db, { topic, payload: { key: 'outbox.retry' } });
    const before = clock.now();
    await o.nudge();
    expect(await rowOf(id)).toMatchObject({ attempts: 1, lastError: 'down 1', deliveredTime: null });
    const retryAt = (await rowOf(id)).availableAt;
    expect(retryAt - before).toBeGreaterThanOrEqual(BACKOFF);
    expect(retryAt - clock.now()).toBeLessThanOrEqual(BACKOFF);
    expect(await o.sweep()).toBe(0); // not before its back-off
    clock.advance(BACKOFF);
    expect(await o.sweep()).toBe(1);
    const second = await rowOf(id);
    expect(second).toMatchObject({ attempts: 2, lastError: 'down 2' });
    expect(second.availableAt - clock.now()).toBeGreaterThan(BACKOFF); // twice as long
    clock.advance(2 * BACKOFF);
    expect(await o.sweep()).toBe(1);
    expect((await rowOf(id)).deliveredTime).not.toBeNull();
    expect(calls).toBe(3);
    // The failed attempts' inserts were rolled back with their savepoints; the delivery's committed with it.
    const kept = await t.db.select().from(sysConfigs).where(eq(sysConfigs.key, 'outbox.retry'));
    expect(kept.map((r) => r.value)).toEqual(['3']);
    await o.stop();
  });

  it('delivers each row once when two dispatchers sweep at the same time', async () => {
    const topic = defineOutboxTopic<{ i: number }>('test.race');
    const deliveries = new Map<string, number>();
    const count: TOutboxConsumer<{ i: number }> = async (d) => {
      deliveries.set(d.id, (deliveries.get(d.id) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 1));
    };
    const [a, b] = [serverOutbox(t.db, false), serverOutbox(other.db, false)];
    a.consume(topic, count);
    b.consume(topic, count);
    const ids = await t.db.transaction(async (tx) => {
      const out: string[] = [];
      for (let i = 0; i < 250; i++) out.push(await a.enqueue(tx, { topic, payload: { i } }));
      return out;
    });
    clock.advance(GRACE + 1);
    const [na, nb] = await Promise.all([a.sweep(), b.sweep()]);
    expect(na + nb).toBe(250);
    expect(deliveries.size).toBe(250);
    expect([...deliveries.values()].every((n) => n === 1)).toBe(true);
    const waiting = await t.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
    expect(waiting.every((r) => r.deliveredTime !== null)).toBe(true);
  });

  it("delivers a batch topic's rows of a pass in one call, and after a failing batch each row alone", async () => {
    const topic = defineOutboxTopic<{ key: string; isBad?: boolean }>('test.batch');
    const calls: string[][] = [];
    const o = serverOutbox(t.db);
    o.consumeBatch(topic, async (ds, tx) => {
      calls.push(ds.map((d) => d.payload.key));
      await tx.insert(sysConfigs).values(ds.map((d) => ({ key: d.payload.key, value: '1', name: 'test' })));
      if (ds.some((d) => d.payload.isBad)) throw new Error('bad row');
    });
    const keys = ['outbox.b1', 'outbox.b2', 'outbox.b3'];
    await t.db.transaction((tx) =>
      o.enqueueAll(
        tx,
        keys.map((key) => ({ topic, payload: { key } })),
      ),
    );
    await o.nudge();
    expect(calls).toEqual([keys]);
    const bad = ['outbox.b4', 'outbox.b5'];
    const ids = await t.db.transaction((tx) =>
      o.enqueueAll(tx, [
        { topic, payload: { key: bad[0] } },
        { topic, payload: { key: bad[1], isBad: true } },
      ]),
    );
    await o.nudge();
    // The batch failed and was rolled back; then each row alone: the good one delivered, the bad one failed.
    expect(calls.slice(1)).toEqual([bad, [bad[0]], [bad[1]]]);
    expect((await rowOf(ids[0])).deliveredTime).not.toBeNull();
    expect(await rowOf(ids[1])).toMatchObject({ deliveredTime: null, attempts: 1, lastError: 'bad row' });
    const kept = await t.db
      .select()
      .from(sysConfigs)
      .where(inArray(sysConfigs.key, [...keys, ...bad]));
    expect(kept.map((r) => r.key).sort()).toEqual([...keys, bad[0]].sort());
    await o.stop();
  });
});
