import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { billRules } from './bill-rule.table.ts';

const base = '/api/system/base/bill/rule';
let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const rule = {
    fullName: '缓存规则',
    enCode: 'CACHED',
    prefix: 'HC',
    dateFormat: 'no',
    digit: 3,
    startNumber: '1',
  };
  expect((await t.call('POST', `${base}/edit`, { token: admin, body: rule })).json().code).toBe(200);
});
afterAll(() => t.close());

const take = async () => (await t.call('GET', `${base}/getNumber/CACHED`, { token: admin })).json();

describe('a number draw with the rule kept in memory', () => {
  it('still refuses a rule disabled or deleted behind its back (another process), and takes an edit here at once', async () => {
    expect((await take()).data).toBe('HC001');
    // Another process disables the rule: this one still holds the rule, but the draw's UPDATE refuses it.
    await t.db.update(billRules).set({ enabledMark: 0 }).where(eq(billRules.enCode, 'CACHED'));
    expect((await take()).code).toBe(400);
    await t.db
      .update(billRules)
      .set({ enabledMark: 1, deleteTime: Date.now() })
      .where(eq(billRules.enCode, 'CACHED'));
    expect((await take()).code).not.toBe(200);
    await t.db.update(billRules).set({ deleteTime: null }).where(eq(billRules.enCode, 'CACHED'));
    expect((await take()).data).toBe('HC002');
    // An edit through this process drops the kept rule: the next number follows the new date format.
    const [row] = await t.db.select().from(billRules).where(eq(billRules.enCode, 'CACHED'));
    const saved = await t.call('POST', `${base}/edit`, {
      token: admin,
      body: {
        id: row.id,
        fullName: row.fullName,
        enCode: 'CACHED',
        prefix: 'HC',
        dateFormat: 'yyyy',
        digit: 3,
        startNumber: '1',
        version: row.version,
      },
    });
    expect(saved.json().code).toBe(200);
    expect((await take()).data).toMatch(/^HC\d{4}\d{3}$/);
  });
});
