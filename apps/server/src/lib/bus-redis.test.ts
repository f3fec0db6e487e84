import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { TRawBus } from './bus.ts';
import { createRedisBus, defaultChannel, redactUrl } from './bus-redis.ts';

const url = process.env.TEST_REDIS_URL;

/** Waits until `check` is true or the time is up. */
async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Lets in-flight pub/sub messages arrive before counting. */
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('Redis bus helpers', () => {
  it('hides the password of a URL in log lines and keeps the rest', () => {
    expect(redactUrl('redis://app:s3cret@cache:6380/2')).toBe('redis://app:***@cache:6380/2');
    expect(redactUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(redactUrl('not a url')).not.toContain('not a url');
  });

  it('suffixes the default channel with the database number, since pub/sub ignores SELECT', () => {
    expect(defaultChannel('redis://127.0.0.1:6379')).toBe('app_events');
    expect(defaultChannel('redis://127.0.0.1:6379/0')).toBe('app_events');
    expect(defaultChannel('rediss://u:p@cache/3')).toBe('app_events:3');
  });
});

describe.skipIf(!url)('Redis bus on a real Redis', () => {
  // One channel per test run, so parallel test files and CI runs on the same Redis never hear each other.
  const run = `test_bus_${randomUUID()}`;
  const errors: Error[] = [];
  const onError = (err: Error) => errors.push(err);
  const open: TRawBus[] = [];
  const admin = createClient({ url });

  const openBus = async (channel = run, report: (err: Error) => void = onError) => {
    const bus = await createRedisBus(url!, report, { channel });
    open.push(bus);
    return bus;
  };

  /** Collects what a bus hears on a topic. */
  const listen = (bus: TRawBus, topic: string) => {
    const heard: unknown[] = [];
    return { heard, off: bus.subscribe(topic, (d) => heard.push(d)) };
  };

  /** Kills this run's connection named `<channel>-pub|sub` from the server side, as a Redis restart would. */
  const kill = async (name: string) => {
    if (!admin.isOpen) await admin.connect();
    const list = await admin.sendCommand<string>(['CLIENT', 'LIST']);
    const ids = list
      .split('\n')
      .filter((l) => l.includes(` name=${name} `))
      .map((l) => /(?:^|\s)id=(\d+)/.exec(l)![1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) await admin.sendCommand(['CLIENT', 'KILL', 'ID', id]);
  };

  afterEach(async () => {
    for (const bus of open.splice(0)) await bus.close();
    errors.length = 0;
  });
  afterAll(async () => {
    if (admin.isOpen) await admin.close();
  });

  it('delivers every publish once to every process, the sender included', async () => {
    const [a, b] = [await openBus(), await openBus()];
    const [onA, onB] = [listen(a, 'greet'), listen(b, 'greet')];
    await a.publish('greet', { from: 'a', n: 1 });
    await b.publish('greet', { from: 'b', n: 2 });
    await waitFor(() => onA.heard.length === 2 && onB.heard.length === 2);
    await settle();
    expect(onA.heard).toEqual([
      { from: 'a', n: 1 },
      { from: 'b', n: 2 },
    ]);
    expect(onB.heard).toEqual(onA.heard);
    expect(errors).toEqual([]);
  });

  it('routes by topic and stops calling a handler once unsubscribed', async () => {
    const [a, b] = [await openBus(), await openBus()];
    const onB = listen(b, 'one');
    const other = listen(b, 'two');
    await a.publish('one', 1);
    await waitFor(() => onB.heard.length === 1);
    onB.off();
    await a.publish('one', 2);
    await a.publish('two', 3);
    await waitFor(() => other.heard.length === 1);
    await settle();
    expect(onB.heard).toEqual([1]);
    expect(other.heard).toEqual([3]);
  });

  it('runs emitLocal on this process only', async () => {
    const [a, b] = [await openBus(), await openBus()];
    const [onA, onB] = [listen(a, 'cache'), listen(b, 'cache')];
    a.emitLocal('cache', 'drop');
    expect(onA.heard).toEqual(['drop']);
    await settle();
    expect(onB.heard).toEqual([]);
  });

  it('keeps buses on different channels apart', async () => {
    const [a, b] = [await openBus(`${run}_a`), await openBus(`${run}_b`)];
    const [onA, onB] = [listen(a, 'x'), listen(b, 'x')];
    await a.publish('x', 'for a');
    await b.publish('x', 'for b');
    await waitFor(() => onA.heard.length === 1 && onB.heard.length === 1);
    await settle();
    expect(onA.heard).toEqual(['for a']);
    expect(onB.heard).toEqual(['for b']);
  });

  it('reports an unparsable message and goes on', async () => {
    const a = await openBus();
    const onA = listen(a, 'after');
    if (!admin.isOpen) await admin.connect();
    await admin.publish(run, 'not json');
    await a.publish('after', 1);
    await waitFor(() => onA.heard.length === 1);
    expect(errors.map((e) => e.name)).toEqual(['SyntaxError']);
  });

  it('resubscribes after Redis drops the subscriber connection and hears again', async () => {
    const [a, b] = [await openBus(), await openBus()];
    const onA = listen(a, 'again');
    await kill(`${run}-sub`);
    await waitFor(() => errors.length > 0);
    // Events published while the subscriber is away are lost (as with LISTEN/NOTIFY): publish until heard.
    let n = 0;
    await waitFor(() => {
      void b.publish('again', ++n).catch(() => {});
      return onA.heard.length > 0;
    }, 5000);
    await settle();
    const before = onA.heard.length;
    await b.publish('again', 'last');
    await waitFor(() => onA.heard.includes('last'));
    await settle();
    expect(onA.heard.length).toBe(before + 1);
  });

  it('rejects a publish at once while the connection is down and publishes again once reconnected', async () => {
    const down: { attempt?: Promise<unknown> } = {};
    const a: TRawBus = await openBus(run, (err) => {
      errors.push(err);
      // Called as the drop is noticed, before the first reconnection attempt.
      down.attempt ??= a.publish('down', 1).then(
        () => 'sent',
        (e: unknown) => e,
      );
    });
    const b = await openBus();
    const onB = listen(b, 'down');
    await kill(`${run}-pub`);
    await waitFor(() => down.attempt !== undefined);
    expect(await down.attempt).toBeInstanceOf(Error);
    await waitFor(() => {
      void a.publish('down', 2).catch(() => {});
      return onB.heard.includes(2);
    }, 5000);
  });

  it('refuses to start when Redis cannot be reached, naming the URL without its password', async () => {
    const reported: Error[] = [];
    const promise = createRedisBus('redis://user:hunter2@127.0.0.1:1', (e) => reported.push(e), {
      channel: run,
    });
    await expect(promise).rejects.toThrow(/Redis at redis:\/\/user:\*\*\*@127\.0\.0\.1:1 cannot be reached/);
    await expect(promise).rejects.not.toThrow(/hunter2/);
  });
});
