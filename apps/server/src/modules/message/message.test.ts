import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { SEED_COMPANY_ID } from '../../db/seed/seed.ts';
import { createLocalBus } from '../../lib/bus.ts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildOrg, buildRole, buildUser, grant } from '../../test/factories.ts';
import { users } from '../users/user.table.ts';
import { countUnread } from './message.repo.ts';
import { Outbox } from '../outbox/outbox.dispatcher.ts';
import { consumeMessagePushes, sendSystemMessage } from './message.service.ts';
import { ChatTopic } from '../chat/chat.topics.ts';
import type { TMessagePushFrame } from '@app/contracts';
import { messageReceives, messages } from './message.table.ts';

const base = '/api/system/message';
let t: TTestApp;
let admin: string;
let reader: string; // an ordinary user
let readerId: string;
let viewer: string; // notice page without buttons
let deptId: string;
const pushes: (TMessagePushFrame & { all?: boolean })[] = [];
const bus = createLocalBus();
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  deptId = (await buildOrg(t.db, { parentId: SEED_COMPANY_ID, fullName: '市场部', enCode: 'MKT' })).id;
  const sub = await buildOrg(t.db, { parentId: deptId, fullName: '市场一组', enCode: 'MKT1' });
  const r = await buildUser(t.db, { account: 'reader', organizeId: sub.id });
  readerId = r.id;
  reader = await t.signIn(r.account, DEFAULT_PASSWORD);
  const v = await buildUser(t.db, { account: 'noticeview' });
  await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [v.id])).id }, ['system.notice']);
  viewer = await t.signIn(v.account, DEFAULT_PASSWORD);
  // A second app on the same database with a bus this test listens to.
  bus.subscribe(ChatTopic.push, (e) => pushes.push(e));
  app = await buildApp({
    config: t.config,
    database: t.database,
    bus,
    secret: 'test-secret-'.padEnd(40, 'x'),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, o: { token?: string; body?: object } = {}) =>
  app.inject({
    method,
    url,
    headers: o.token ? { authorization: o.token } : {},
    ...(o.body ? { payload: o.body } : {}),
  });

const save = (body: object, token = admin) => call('POST', `${base}/edit`, { token, body });
const idOf = async (title: string) =>
  (await t.db.select().from(messages).where(eq(messages.title, title)))[0]?.id;
const liveUsers = async () => (await t.db.select({ n: count() }).from(users))[0].n;

describe('notices', () => {
  it('saves a sanitised draft, releases it to everybody once, and pushes messagePush', async () => {
    const html =
      '<p style="color:#f00;position:fixed">你好<script>alert(1)</script><img src="javascript:x" onerror="y"><a href="https://e.x/">l</a></p>';
    expect((await save({ title: '放假通知', bodyText: html })).json().code).toBe(200);
    const id = await idOf('放假通知');
    const info = (await call('GET', `${base}/info/${id}`, { token: admin })).json().data;
    expect(info).toMatchObject({ enabledMark: 0, recipients: null });
    expect(info.bodyText).toBe('<p style="color:#f00">你好<img /><a href="https://e.x/">l</a></p>');
    expect((await save({ id, title: '国庆放假通知', bodyText: '<p>x</p>' })).json().code).toBe(200);
    expect((await countUnread(t.db, readerId)).notice).toBe(0);
    expect((await call('POST', `${base}/release/${id}`, { token: admin })).json().code).toBe(200);
    const receipts = await t.db
      .select({ n: count() })
      .from(messageReceives)
      .where(eq(messageReceives.messageId, id));
    expect(receipts[0].n).toBe(await liveUsers());
    expect(pushes.at(-1)).toMatchObject({
      method: 'messagePush',
      all: true,
      toUserId: [],
      title: '国庆放假通知',
      unreadNoticeCount: 1,
    });
    expect((await call('POST', `${base}/release/${id}`, { token: admin })).json().code).toBe(409);
    expect((await save({ id, title: '改', bodyText: '' })).json()).toMatchObject({
      code: 409,
      msg: '只能修改草稿状态的公告',
    });
  });

  it('gives a draft no release time, and a released notice the time it was released', async () => {
    expect((await save({ title: '草稿时间', bodyText: '<p>x</p>' })).json().code).toBe(200);
    const id = await idOf('草稿时间');
    const rowOf = async () =>
      (await call('GET', `${base}/page?keyword=草稿时间`, { token: admin })).json().data.list[0];
    expect(await rowOf()).toMatchObject({ id, enabledMark: 0, releaseTime: null });
    expect((await call('GET', `${base}/info/${id}`, { token: admin })).json().data.releaseTime).toBeNull();
    const before = Date.now();
    expect((await call('POST', `${base}/release/${id}`, { token: admin })).json().code).toBe(200);
    const released = await rowOf();
    expect(released.enabledMark).toBe(1);
    expect(released.releaseTime).toBeGreaterThanOrEqual(before);
    expect((await call('GET', `${base}/info/${id}`, { token: admin })).json().data.releaseTime).toBe(
      released.releaseTime,
    );
    await call('DELETE', `${base}/del/${id}`, { token: admin });
  });

  it('shows the notice unread in the inbox, reads it, and marks all read', async () => {
    const page = (await call('GET', `${base}/receive/page?type=1`, { token: reader })).json().data;
    expect(page.list[0]).toMatchObject({
      title: '国庆放假通知',
      isRead: '0',
      type: 1,
      creatorUser: '管理员/admin',
    });
    expect((await call('GET', `${base}/unread`, { token: reader })).json().data).toEqual({
      notice: 1,
      message: 0,
    });
    const detail = (await call('GET', `${base}/read/${page.list[0].id}`, { token: reader })).json().data;
    expect(detail.bodyText).toBe('<p>x</p>');
    expect((await call('GET', `${base}/receive/page`, { token: reader })).json().data.list[0].isRead).toBe(
      '1',
    );
    const outbox = new Outbox({ db: t.db, now: Date.now, onError: (e) => expect.fail(String(e)) });
    consumeMessagePushes(outbox, bus);
    outbox.start();
    await sendSystemMessage(
      { db: t.db, outbox, now: Date.now },
      {
        title: '请审批',
        bodyText: '{"type":2,"id":"task1"}',
        userIds: [readerId],
        senderId: 'admin',
      },
    );
    expect(await countUnread(t.db, readerId)).toEqual({ notice: 0, message: 1 });
    await outbox.nudge();
    await outbox.stop();
    expect(pushes.at(-1)).toMatchObject({ toUserId: [readerId], title: '请审批' });
    expect((await call('POST', `${base}/readAll`, { token: reader })).json().code).toBe(200);
    expect(await countUnread(t.db, readerId)).toEqual({ notice: 0, message: 0 });
  });

  it('releases to a department with everything below it, and to a role', async () => {
    await save({ title: '市场部通知', bodyText: '', recipients: { organizeIds: [deptId] } });
    const id = await idOf('市场部通知');
    await call('POST', `${base}/release/${id}`, { token: admin });
    const rows = await t.db.select().from(messageReceives).where(eq(messageReceives.messageId, id));
    expect(rows.map((r) => r.userId)).toEqual([readerId]);
    expect(pushes.at(-1)).toMatchObject({ toUserId: [readerId], unreadNoticeCount: 1 });
    const role = await buildRole(t.db, ['admin']);
    await save({ title: '角色通知', bodyText: '', recipients: { roleIds: [role.id] } });
    const rid = await idOf('角色通知');
    await call('POST', `${base}/release/${rid}`, { token: admin });
    expect(
      (await t.db.select().from(messageReceives).where(eq(messageReceives.messageId, rid))).map(
        (r) => r.userId,
      ),
    ).toEqual(['admin']);
  });

  it("removes messages from the caller's inbox only, and deletes a notice with its receipts", async () => {
    const id = await idOf('市场部通知');
    expect(
      (await call('DELETE', `${base}/receive/del`, { token: reader, body: { ids: `${id},x` } })).json().code,
    ).toBe(200);
    expect(
      await t.db
        .select()
        .from(messageReceives)
        .where(and(eq(messageReceives.messageId, id))),
    ).toHaveLength(0);
    const all = await idOf('国庆放假通知');
    expect((await call('GET', `${base}/read/${id}`, { token: reader })).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/del/${all}`, { token: admin })).json().code).toBe(200);
    expect(await t.db.select().from(messageReceives).where(eq(messageReceives.messageId, all))).toHaveLength(
      0,
    );
    expect(
      (await call('GET', `${base}/receive/page?keyword=国庆`, { token: reader })).json().data.pagination
        .total,
    ).toBe(0);
  });

  it('rejects bad input naming the field and changes nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(messages))[0].n;
    for (const [body, field] of [
      [{ title: '', bodyText: '' }, 'title'],
      [{ title: 'x'.repeat(101) }, 'title'],
      [{ title: '甲', recipients: { userIds: ["' or 1=1--"] } }, 'recipients'],
      [{ title: '甲', recipients: { groups: [], roleIds: 'x y' } }, 'roleIds'],
      [{ title: '甲', toAll: true, bodyText: 1 }, 'bodyText'],
    ] as const) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    const del = await call('DELETE', `${base}/receive/del`, {
      token: reader,
      body: { ids: '1;drop table x' },
    });
    expect(del.statusCode).toBe(400);
    expect(del.json().msg).toContain('ids');
    expect((await call('GET', `${base}/receive/page?type=9`, { token: reader })).json().msg).toContain(
      'type',
    );
    expect((await t.db.select({ n: count() }).from(messages))[0].n).toBe(before);
  });

  it('needs the notice page for administration and buttons for changes; the inbox needs only a session', async () => {
    expect((await call('GET', `${base}/page`, { token: reader })).statusCode).toBe(403);
    expect((await call('GET', `${base}/page`, { token: viewer })).json().data.list.length).toBeGreaterThan(0);
    expect((await save({ title: '越权' }, viewer)).statusCode).toBe(403);
    const id = await idOf('角色通知');
    expect((await call('POST', `${base}/release/${id}`, { token: viewer })).statusCode).toBe(403);
    expect((await call('DELETE', `${base}/del/${id}`, { token: viewer })).statusCode).toBe(403);
    expect((await call('GET', `${base}/receive/page`)).statusCode).toBe(401);
  });
});
