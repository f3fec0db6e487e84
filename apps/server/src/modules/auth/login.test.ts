import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser } from '../../test/factories.ts';
import { md5 } from '../../lib/crypto.ts';
import { users } from '../users/user.table.ts';
import { sysLogs } from '../logs/log.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call('POST', '/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password', {
    body,
    headers,
  });

describe('POST /api/oauth/Login', () => {
  it('signs the admin in with an opaque Bearer token and the classic layout', async () => {
    const res = await login({
      account: ' admin ',
      password: md5('Admin123'),
      tenantId: '',
      userType: '',
      code: '',
      timestamp: 1,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data.token).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(body.data.theme).toBe('classic');
  });

  it('answers an unknown account and a wrong password with the same message', async () => {
    const unknown = await login({ account: 'nobody-here', password: md5('whatever1') });
    const wrong = await login({ account: 'admin', password: md5('wrong-one1') });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('用户名或密码不正确');
    expect(wrong.json().msg).toBe(unknown.json().msg);
  });

  it('takes about as long for an unknown account as for a wrong password', async () => {
    const time = async (account: string) => {
      const s = performance.now();
      await login({ account, password: md5('nope12345') });
      return performance.now() - s;
    };
    await time('admin');
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < 3; i++) {
      a.push(await time(`ghost${i}`));
      b.push(await time('admin'));
    }
    const med = (xs: number[]) => xs.sort((x, y) => x - y)[1];
    // Both paths run one argon2 verification; without the dummy hash the unknown path would be ~10x faster.
    expect(med(a)).toBeGreaterThan(med(b) * 0.4);
  });

  it('answers in English when the caller asks for English', async () => {
    const res = await login({ account: 'nobody', password: md5('x1234567') }, { 'accept-language': 'en' });
    expect(res.json().msg).toBe('Incorrect account or password');
  });

  it('accepts form-encoded credentials and credentials in the query', async () => {
    const u = await buildUser(t.db, { account: 'formuser' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `account=${u.account}&password=${md5(DEFAULT_PASSWORD)}`,
    });
    expect(form.json().code).toBe(200);
    const query = await t.app.inject({
      method: 'POST',
      url: `/api/oauth/Login?account=${u.account}&password=${md5(DEFAULT_PASSWORD)}&grant_type=password`,
    });
    expect(query.json().code).toBe(200);
  });

  it('refuses disabled and deleted accounts with their own messages', async () => {
    const disabled = await buildUser(t.db, { account: 'disabled1', enabledMark: 0 });
    const deleted = await buildUser(t.db, { account: 'deleted1', deleteTime: Date.now() });
    const r1 = await login({ account: disabled.account, password: md5(DEFAULT_PASSWORD) });
    const r2 = await login({ account: deleted.account, password: md5(DEFAULT_PASSWORD) });
    expect(r1.json()).toMatchObject({ code: 403, msg: '账号被禁用' });
    expect(r2.json()).toMatchObject({ code: 403, msg: '账号被删除' });
  });

  it('signs in by mobile number and by sub-account mobile@account', async () => {
    await t.db.update(users).set({ mobilePhone: '13800000000' }).where(eq(users.id, 'admin'));
    const u = await buildUser(t.db, { account: 'subacct', mobilePhone: '13912345678' });
    expect((await login({ account: '13912345678', password: md5(DEFAULT_PASSWORD) })).json().code).toBe(200);
    expect(
      (await login({ account: `13800000000@${u.account}`, password: md5(DEFAULT_PASSWORD) })).json().code,
    ).toBe(200);
    // A mobile that is not a main account's does not open sub-accounts.
    expect(
      (await login({ account: `13912345678@${u.account}`, password: md5(DEFAULT_PASSWORD) })).json().code,
    ).toBe(400);
  });

  it('records the previous sign-in and a login-log row', async () => {
    const u = await buildUser(t.db, { account: 'prevlog' });
    const first = await t.signIn(u.account, DEFAULT_PASSWORD);
    const second = await t.signIn(u.account, DEFAULT_PASSWORD);
    const me = (await t.call('GET', '/api/oauth/current/user/Web', { token: second })).json().data.userInfo;
    expect(me.prevLogin).toBe(1);
    expect(me.prevLoginIPAddress).toBe('127.0.0.1');
    expect(me.prevLoginIPAddressName).toBe('本机');
    expect(first).not.toBe(second);
    // logs are batched: wait for the writer's one-second flush
    await new Promise((r) => setTimeout(r, 1100));
    const rows = await t.db.select().from(sysLogs).where(eq(sysLogs.userId, u.id));
    expect(rows.filter((r) => r.category === 1).length).toBeGreaterThanOrEqual(2);
  });

  it('rejects a password that is not an MD5 digest, naming the field', async () => {
    const res = await login({ account: 'admin', password: 'plain-text' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('password');
  });
});
