import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { md5 } from '../../lib/crypto.ts';
import { newId } from '../../lib/ids.ts';
import { eq } from 'drizzle-orm';
import { sysLogs } from './log.table.ts';
import { LogWriter } from './log.writer.ts';
import { endOfDay, startOfDay } from './log.routes.ts';

const base = '/api/system/base/log';
const DAY = 86_400_000;
let t: TTestApp;
let admin: string;
let reader: string; // the page without btn_remove
const day0 = startOfDay(Date.now()) - 10 * DAY;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const u = await buildUser(t.db, { account: 'logreader' });
  await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [u.id])).id }, ['system.log']);
  reader = await t.signIn('logreader', DEFAULT_PASSWORD);
  const row = (i: number, over: Partial<typeof sysLogs.$inferInsert> = {}) => ({
    id: newId(),
    category: 3,
    userName: `管理员/admin`,
    ipAddress: '10.0.0.1',
    moduleName: '岗位管理',
    abstracts: `动作${i}`,
    creatorTime: day0 + i * DAY + 12 * 3_600_000,
    ...over,
  });
  await t.db
    .insert(sysLogs)
    .values([
      row(0),
      row(1),
      row(2, { moduleName: '部门管理', abstracts: '删除部门' }),
      row(3, { category: 4, abstracts: 'boom' }),
    ]);
});
afterAll(() => t.close());

const list = async (path: string, token = admin) =>
  (await t.call('GET', `${base}/${path}`, { token })).json();

describe('system logs', () => {
  it('writes every field of a batch through the log writer, quotes and all', async () => {
    const writer = new LogWriter(t.db, (err) => {
      throw err;
    });
    const full = {
      category: 5,
      userId: 'u-writer',
      userName: `O'Brien/"ob"`,
      ipAddress: '10.1.2.3',
      ipAddressName: '内网',
      requestUrl: '/api/x?a=1&b=%27',
      requestMethod: 'GET',
      requestDuration: 12,
      statusCode: 200,
      abstracts: 'a\nb',
      json: '{"k":[1,2]}',
      platForm: 'Windows 10',
      moduleName: '用户',
      creatorTime: 1_795_000_000_123,
    };
    writer.write(full);
    writer.write({ category: 1, creatorTime: 1_795_000_000_124, userId: 'u-writer' });
    await writer.flush();
    const rows = await t.db
      .select()
      .from(sysLogs)
      .where(eq(sysLogs.userId, 'u-writer'))
      .orderBy(sysLogs.creatorTime);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject(full);
    expect(rows[1]).toMatchObject({ category: 1, userName: null, statusCode: null });
    await t.db.delete(sysLogs).where(eq(sysLogs.userId, 'u-writer'));
  });

  it('lists a category newest first, paged, with keyword', async () => {
    const page = (await list(`3?startTime=${day0}&endTime=${day0 + 2 * DAY}&pageSize=2`)).data;
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    expect(page.list.map((r: { abstracts: string }) => r.abstracts)).toEqual(['删除部门', '动作1']);
    expect((await list(`3?keyword=部门管理&startTime=${day0}`)).data.list).toHaveLength(1);
    expect((await list(`4?startTime=${day0}&endTime=${day0 + 5 * DAY}`, reader)).data.list[0].abstracts).toBe(
      'boom',
    );
  });

  it('widens the time range to whole days', async () => {
    const q = `startTime=${day0 + DAY + 23 * 3_600_000}&endTime=${day0 + DAY + 1000}`;
    const rows = (await list(`3?${q}`)).data.list;
    expect(rows.map((r: { abstracts: string }) => r.abstracts)).toEqual(['动作1']);
    expect(endOfDay(day0) - startOfDay(day0)).toBe(DAY - 1);
  });

  it('sorts only by allowed keys', async () => {
    const asc = (await list(`3?startTime=${day0}&endTime=${day0 + 2 * DAY}&sidx=creatorTime&sort=asc`)).data
      .list;
    expect(asc[0].abstracts).toBe('动作0');
    const res = await t.call('GET', `${base}/3?sidx=json`, { token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('sidx');
  });

  it('rejects an unknown category and bad filters naming the field', async () => {
    for (const [path, field] of [
      ['2', 'category'],
      ['3?startTime=yesterday', 'startTime'],
      ['3?pageSize=5000', 'pageSize'],
    ] as const) {
      const res = await t.call('GET', `${base}/${path}`, { token: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(field);
    }
  });

  it('keeps passwords, digests and tokens out of every log row', async () => {
    const u = await buildUser(t.db, { account: 'secretive' });
    const token = await t.signIn(u.account, DEFAULT_PASSWORD);
    await t.call('GET', `/api/oauth/current/user/Web?token=${encodeURIComponent(token)}`, { token });
    await new Promise((r) => setTimeout(r, 1100));
    for (const category of [1, 3, 4, 5]) {
      const body = (await t.call('GET', `${base}/${category}?pageSize=500`, { token: admin })).body;
      expect(body).not.toContain(md5(DEFAULT_PASSWORD));
      expect(body).not.toContain(token.slice(7));
      expect(body).not.toContain(DEFAULT_PASSWORD);
    }
    expect((await list('1?keyword=secretive')).data.pagination.total).toBeGreaterThan(0);
  });

  it('deletes rows in a batch with btn_remove, refuses without it and rejects bad lists', async () => {
    const rows = (await list(`3?startTime=${day0}&endTime=${day0 + 2 * DAY}`)).data.list;
    const ids = rows.slice(0, 2).map((r: { id: string }) => r.id);
    expect((await t.call('DELETE', base, { token: reader, body: { ids } })).json().code).toBe(403);
    for (const body of [
      { ids: [] },
      { ids: ['bad id!'] },
      { ids: Array.from({ length: 501 }, (_, i) => `x${i}`) },
      {},
    ]) {
      const res = await t.call('DELETE', base, { token: admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('ids');
    }
    expect((await list(`3?startTime=${day0}&endTime=${day0 + 2 * DAY}`)).data.pagination.total).toBe(3);
    expect((await t.call('DELETE', base, { token: admin, body: { ids } })).json().code).toBe(200);
    expect((await list(`3?startTime=${day0}&endTime=${day0 + 2 * DAY}`)).data.pagination.total).toBe(1);
  });
});
