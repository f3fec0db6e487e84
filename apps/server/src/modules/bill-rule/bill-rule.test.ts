import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatBillDate } from '@app/contracts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { createPgBus } from '../../lib/bus.ts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { billRules } from './bill-rule.table.ts';

const base = '/api/system/base/bill/rule';
let t: TTestApp;
let admin: string;
let clerk: string; // the page's 获取单号 (btn_detail) only: may take numbers
let nobody: string; // no grants at all
let viewer: string; // the page without buttons

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const u = await buildUser(t.db, { account: 'clerk' });
  const clerkRole = { type: 'Role' as const, id: (await buildRole(t.db, [u.id])).id };
  await grant(t.db, clerkRole, ['system.billRule'], ['btn_detail']);
  clerk = await t.signIn(u.account, DEFAULT_PASSWORD);
  nobody = await t.signIn((await buildUser(t.db, { account: 'brnobody' })).account, DEFAULT_PASSWORD);
  const v = await buildUser(t.db, { account: 'brview' });
  await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [v.id])).id }, ['system.billRule']);
  viewer = await t.signIn(v.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const save = (body: object, token = admin) => t.call('POST', `${base}/edit`, { token, body });
const idOf = async (enCode: string) =>
  (await t.db.select().from(billRules).where(eq(billRules.enCode, enCode)))[0]?.id;
const take = async (rule: string, token = clerk, app?: FastifyInstance) => {
  const res = app
    ? await app.inject({ method: 'GET', url: `${base}/getNumber/${rule}`, headers: { authorization: token } })
    : await t.call('GET', `${base}/getNumber/${rule}`, { token });
  return res.json<{ code: number; data: string }>();
};
const today = () => formatBillDate('yyyyMMdd', new Date(Date.now()));

/** A second server on the same PostgreSQL database (PGlite has one process only). */
async function secondServer() {
  if (t.database.kind !== 'pg' || !t.database.url) return null;
  const database = await openDatabase({ url: t.database.url, migrate: false });
  const bus = await createPgBus(t.database.url, database.pool!, () => {});
  const app = await buildApp({ config: t.config, database, bus, secret: 'test-secret-'.padEnd(40, 'x') });
  await app.ready();
  return { app, close: async () => (await app.close(), await bus.close(), await database.close()) };
}

describe('bill rules', () => {
  it('creates a rule, shows its example, and issues numbers that restart when the date changes', async () => {
    expect(
      (
        await save({
          fullName: '采购单',
          enCode: 'PO',
          prefix: 'CG',
          dateFormat: 'yyyyMMdd',
          digit: 4,
          startNumber: '0001',
        })
      ).json().code,
    ).toBe(200);
    const id = await idOf('PO');
    const page = (await t.call('GET', `${base}/page?keyword=采购`, { token: admin })).json().data;
    expect(page.list[0]).toMatchObject({ id, example: `CG${today()}0001`, outputNumber: null });
    expect((await take('PO')).data).toBe(`CG${today()}0001`);
    expect((await take(id)).data).toBe(`CG${today()}0002`);
    // The last numbers were issued on another day: the serial restarts.
    await t.db.update(billRules).set({ lastDate: '20000101' }).where(eq(billRules.id, id));
    expect((await take('PO')).data).toBe(`CG${today()}0001`);
    expect((await take('PO')).data).toBe(`CG${today()}0002`);
  });

  it('widens the serial instead of cutting it, and works without a date part', async () => {
    await save({
      fullName: '小号',
      enCode: 'tiny',
      prefix: '',
      dateFormat: 'no',
      digit: 1,
      startNumber: '8',
    });
    expect([(await take('tiny')).data, (await take('tiny')).data, (await take('tiny')).data]).toEqual([
      '8',
      '9',
      '10',
    ]);
  });

  it('keeps a reserved preview number per user for a few minutes', async () => {
    await save({
      fullName: '报销单',
      enCode: 'BX',
      prefix: 'BX',
      dateFormat: 'yyyy',
      digit: 3,
      startNumber: '1',
    });
    const url = `${base}/getNumber/BX?reserve=true`;
    const a = (await t.call('GET', url, { token: clerk })).json().data;
    expect((await t.call('GET', url, { token: clerk })).json().data).toBe(a);
    expect((await t.call('GET', url, { token: admin })).json().data).not.toBe(a);
    t.advance(4 * 60_000);
    expect((await t.call('GET', url, { token: clerk })).json().data).not.toBe(a);
    t.advance(-4 * 60_000);
  });

  it('gives 1,000 concurrent callers 1,000 distinct consecutive numbers (two servers on PostgreSQL)', async () => {
    await save({
      fullName: '并发单',
      enCode: 'CC',
      prefix: 'C',
      dateFormat: 'no',
      digit: 6,
      startNumber: '1',
    });
    const other = await secondServer();
    try {
      const calls = Array.from({ length: 1000 }, (_, i) =>
        take('CC', clerk, i % 2 && other ? other.app : undefined),
      );
      const numbers = (await Promise.all(calls)).map((r) => r.data);
      const serials = numbers.map((n) => Number(n.slice(1))).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(1000);
      expect(serials[0]).toBe(1);
      expect(serials[999]).toBe(1000);
    } finally {
      await other?.close();
    }
  });

  it('refuses to delete a rule that issued numbers, deletes an unused one', async () => {
    expect(
      (await t.call('DELETE', `${base}/del/${await idOf('PO')}`, { token: admin })).json(),
    ).toMatchObject({
      code: 409,
      msg: '单据规则已引用，无法删除',
    });
    await save({ fullName: '未用', enCode: 'unused', digit: 2, startNumber: '1' });
    const id = await idOf('unused');
    expect((await t.call('DELETE', `${base}/del/${id}`, { token: admin })).json().code).toBe(200);
    expect((await take(id)).code).toBe(404);
  });

  it('refuses numbers from a disabled rule and duplicates of name or code', async () => {
    const id = await idOf('tiny');
    expect((await t.call('PUT', `${base}/enabled/${id}`, { token: admin })).json().code).toBe(200);
    expect((await take('tiny')).code).toBe(400);
    expect((await save({ fullName: '采购单', enCode: 'PO2', digit: 2, startNumber: '1' })).json().code).toBe(
      409,
    );
    expect((await save({ fullName: '采购单2', enCode: 'PO', digit: 2, startNumber: '1' })).json().code).toBe(
      409,
    );
  });

  it('rejects bad input naming the field and changes nothing', async () => {
    const before = JSON.stringify(await t.db.select().from(billRules).orderBy(billRules.id));
    for (const [body, field] of [
      [{ fullName: '甲', enCode: 'a1', digit: 0, startNumber: '1' }, 'digit'],
      [{ fullName: '甲', enCode: 'a1', digit: 10, startNumber: '1' }, 'digit'],
      [{ fullName: '甲', enCode: 'a1', digit: 2, startNumber: '001' }, 'startNumber'],
      [{ fullName: '甲', enCode: 'a1', digit: 2, startNumber: '-1' }, 'startNumber'],
      [{ fullName: '甲', enCode: 'a1', digit: 2, startNumber: '1', dateFormat: 'dd' }, 'dateFormat'],
      [{ fullName: '甲', enCode: 'a1', digit: 2, startNumber: '1', prefix: "x' or 1=1--" }, 'prefix'],
      [{ fullName: '甲', enCode: 'a 1', digit: 2, startNumber: '1' }, 'enCode'],
    ] as const) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    expect((await t.call('GET', `${base}/page?sidx=prefix;drop`, { token: admin })).json().msg).toContain(
      'sidx',
    );
    expect(JSON.stringify(await t.db.select().from(billRules).orderBy(billRules.id))).toBe(before);
  });

  it('needs the page to list rules, its buttons to change them, and its 获取单号 to take numbers', async () => {
    expect((await t.call('GET', `${base}/page`, { token: nobody })).statusCode).toBe(403);
    expect((await t.call('GET', `${base}/ops`, { token: nobody })).statusCode).toBe(403);
    expect((await take('PO', nobody)).code).toBe(403);
    expect((await take('PO', viewer)).code).toBe(403);
    expect((await t.call('GET', `${base}/ops`, { token: clerk })).json().data.list.length).toBeGreaterThan(0);
    expect((await t.call('GET', `${base}/page`, { token: viewer })).statusCode).toBe(200);
    expect(
      (await save({ fullName: '乙', enCode: 'b1', digit: 2, startNumber: '1' }, viewer)).statusCode,
    ).toBe(403);
    expect((await t.call('DELETE', `${base}/del/${await idOf('PO')}`, { token: viewer })).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', `${base}/getNumber/PO`)).statusCode).toBe(401);
  });
});
