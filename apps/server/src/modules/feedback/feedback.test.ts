import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { FEEDBACK_PER_HOUR } from './feedback.service.ts';
import { feedbacks } from './feedback.table.ts';

const base = '/api/system/feedback';
let t: TTestApp;
let admin: string;
let writer: string; // any signed-in user, no pages
let viewer: string; // the feedback page without its button
let handlerToken: string; // the page and 编辑

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn();
  const w = await buildUser(t.db, { account: 'fbwriter', realName: '写反馈' });
  writer = await t.signIn(w.account, DEFAULT_PASSWORD);
  const v = await buildUser(t.db, { account: 'fbviewer' });
  await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [v.id])).id }, ['system.feedback']);
  viewer = await t.signIn(v.account, DEFAULT_PASSWORD);
  const h = await buildUser(t.db, { account: 'fbhandler', realName: '处理人' });
  await grant(
    t.db,
    { type: 'Role', id: (await buildRole(t.db, [h.id])).id },
    ['system.feedback'],
    ['btn_edit'],
  );
  handlerToken = await t.signIn(h.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const send = (body: object, token = writer) => t.call('POST', base, { token, body });
const page = async (q = '', token = admin) =>
  (await t.call('GET', `${base}/page?${q}`, { token })).json().data as {
    list: Record<string, unknown>[];
    pagination: { total: number };
  };
const stored = async () => (await t.db.select({ n: count() }).from(feedbacks))[0].n;

describe('feedback', () => {
  it('stores what any signed-in user sends; the feedback page lists it newest first with the writer', async () => {
    expect(
      (await send({ content: '  列表页太宽了\n手机上看不全  ', pagePath: '/system/notice' })).json().code,
    ).toBe(200);
    t.advance(1000);
    expect((await send({ content: '希望支持暗色主题', contact: '13800000000' })).json()).toMatchObject({
      code: 200,
    });
    const { list, pagination } = await page();
    expect(pagination.total).toBe(2);
    expect(list[0]).toMatchObject({
      content: '希望支持暗色主题',
      contact: '13800000000',
      pagePath: null,
      userName: '写反馈/fbwriter',
      state: 0,
      handledTime: null,
      handledUser: null,
    });
    expect(list[1]).toMatchObject({ content: '列表页太宽了\n手机上看不全', pagePath: '/system/notice' });
    expect((await page('keyword=暗色')).list.map((r) => r.content)).toEqual(['希望支持暗色主题']);
    expect((await page('keyword=fbwriter')).pagination.total).toBe(2);
    expect((await page('', viewer)).pagination.total).toBe(2);
  });

  it('marks a piece handled once, naming who and when; the state filter follows', async () => {
    const [first] = (await page()).list;
    const before = Date.now();
    const handle = (token: string) => t.call('PUT', `${base}/handle/${String(first.id)}`, { token });
    expect((await handle(handlerToken)).json().code).toBe(200);
    expect((await handle(admin)).json().code).toBe(200);
    const [row] = (await page('state=1')).list;
    expect(row).toMatchObject({ id: first.id, state: 1, handledUser: '处理人/fbhandler' });
    expect(row.handledTime).toBeGreaterThanOrEqual(before);
    expect((await page('state=0')).list.map((r) => r.id)).not.toContain(first.id);
    expect((await t.call('PUT', `${base}/handle/123456`, { token: admin })).json().code).toBe(404);
  });

  it('needs only a session to send, the page to read, and 编辑 to mark handled', async () => {
    expect((await t.call('POST', base, { body: { content: 'x' } })).json().code).toBe(600);
    expect((await t.call('GET', `${base}/page`, { token: writer })).statusCode).toBe(403);
    const [first] = (await page()).list;
    expect((await t.call('PUT', `${base}/handle/${String(first.id)}`, { token: viewer })).statusCode).toBe(
      403,
    );
    expect((await t.call('PUT', `${base}/handle/${String(first.id)}`, { token: writer })).statusCode).toBe(
      403,
    );
  });

  it('rejects bad input naming the field and stores nothing', async () => {
    const n = await stored();
    for (const [body, field] of [
      [{ content: '   ' }, 'content'],
      [{ content: 'x'.repeat(2001) }, 'content'],
      [{ content: 'a\u0000b' }, 'content'],
      [{ content: 'a\u0007b' }, 'content'],
      [{ content: 'ok', contact: 'a\nb' }, 'contact'],
      [{ content: 'ok', pagePath: 'https://evil.example/' }, 'pagePath'],
      [{ content: 42 }, 'content'],
    ] as const) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg, JSON.stringify(body)).toContain(field);
    }
    expect((await t.call('GET', `${base}/page?state=7`, { token: admin })).json().msg).toContain('state');
    expect(await stored()).toBe(n);
  });

  it(`refuses more than ${FEEDBACK_PER_HOUR} pieces an hour from one user, and takes them again an hour later`, async () => {
    const u = await buildUser(t.db, { account: 'fbspammer' });
    const token = await t.signIn(u.account, DEFAULT_PASSWORD);
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++)
      expect((await send({ content: `第${i}条` }, token)).json().code).toBe(200);
    const refused = await send({ content: '还有一条' }, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('请求过于频繁，请稍后再试');
    t.advance(60 * 60 * 1000 + 1);
    expect((await send({ content: '一小时后' }, token)).json().code).toBe(200);
  });
});
