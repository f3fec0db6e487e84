import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { sysLogs } from './log.table.ts';
import { LogWriter, cleanLogText, type TLogRow } from './log.writer.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rowsOf = (userId: string) =>
  t.db.select().from(sysLogs).where(eq(sysLogs.userId, userId)).orderBy(sysLogs.creatorTime);

const row = (userId: string, i: number, over: Partial<TLogRow> = {}): TLogRow => ({
  category: 5,
  userId,
  requestUrl: `/api/x/${i}`,
  creatorTime: 1_795_000_000_000 + i,
  ...over,
});

describe('the log writer', () => {
  it('stores text PostgreSQL would refuse, cleaned: NUL removed, a cut emoji replaced, huge values cut', async () => {
    const errors: unknown[] = [];
    const writer = new LogWriter(t.db, (e) => errors.push(e));
    writer.write(
      row('w-clean', 1, {
        userName: 'a\u0000b',
        abstracts: `emoji cut in half: ${'😀'.slice(0, 1)}`,
        platForm: '\udc00lone low',
        json: 'x'.repeat(100_000),
        requestDuration: 1e12,
        statusCode: Number.NaN,
      }),
    );
    await writer.flush();
    const [stored] = await rowsOf('w-clean');
    expect(stored).toMatchObject({
      userName: 'ab',
      abstracts: 'emoji cut in half: \ufffd',
      platForm: '\ufffdlone low',
      requestDuration: 2 ** 31 - 1,
      statusCode: null,
    });
    expect(stored.json).toHaveLength(8000);
    expect({ errors, stats: writer.stats() }).toEqual({
      errors: [],
      stats: { received: 1, stored: 1, dropped: 0 },
    });
  });

  it('keeps every other row of a batch when one row cannot be stored, and counts the dropped one', async () => {
    const errors: unknown[] = [];
    const writer = new LogWriter(t.db, (e) => errors.push(e));
    for (let i = 0; i < 50; i++) {
      // Row 17 breaks a NOT NULL column: no cleaning can save it, and it must not take the batch with it.
      writer.write(row('w-batch', i, i === 17 ? { category: null as unknown as number } : {}));
    }
    await writer.flush();
    const kept = await rowsOf('w-batch');
    expect(kept.map((r) => r.requestUrl)).toEqual(
      Array.from({ length: 50 }, (_, i) => `/api/x/${i}`).filter((u) => u !== '/api/x/17'),
    );
    expect(writer.stats()).toEqual({ received: 50, stored: 49, dropped: 1 });
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toMatch(/log row \S+ \(category null\) dropped/);
  });

  it('keeps writing after a failed batch', async () => {
    const writer = new LogWriter(t.db, () => {});
    writer.write(row('w-after', 1, { category: null as unknown as number }));
    await writer.flush();
    writer.write(row('w-after', 2));
    await writer.flush();
    expect((await rowsOf('w-after')).map((r) => r.requestUrl)).toEqual(['/api/x/2']);
    expect(writer.stats()).toEqual({ received: 2, stored: 1, dropped: 1 });
  });

  it('loses no request-log row when a request carries NUL where the log copies it', async () => {
    const before = t.app.logs.stats();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/system/permission/users/page?keyword=%00',
      headers: { 'user-agent': 'agent\u0000with nul', authorization: 'Bearer nobody' },
    });
    expect(res.statusCode).toBe(401);
    await t.app.logs.flush();
    const after = t.app.logs.stats();
    expect(after.received - before.received).toBe(1);
    expect({ stored: after.stored - before.stored, dropped: after.dropped - before.dropped }).toEqual({
      stored: 1,
      dropped: 0,
    });
  });
});

describe('the dropped-row counter', () => {
  it('shows in /api/health', async () => {
    const before = (await t.call('GET', '/api/health')).json().data.logRowsDropped;
    t.app.logs.write(row('w-health', 1, { category: null as unknown as number }));
    await t.app.logs.flush();
    expect((await t.call('GET', '/api/health')).json().data.logRowsDropped).toBe(before + 1);
  });
});

describe('cleanLogText', () => {
  it('leaves ordinary text alone', () => {
    expect(cleanLogText('管理员/admin 😀 \t\n')).toBe('管理员/admin 😀 \t\n');
  });
});
