import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { TEST_ADMIN_PASSWORD } from '../../test/constants.ts';
import { DEFAULT_PASSWORD, buildUser } from '../../test/factories.ts';
import { md5 } from '../../lib/crypto.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A password sign-in from an address. */
const login = async (account: string, password: string, ip: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    remoteAddress: ip,
    payload: { account, password: md5(password) },
  });
  return { status: res.statusCode, ...res.json<{ code: number; msg: string }>() };
};
const WRONG = 'wrong-pass1';

describe('sign-in throttling', () => {
  it('delays an account with growing waits after five failures, refusing even the right password meanwhile', async () => {
    await buildUser(t.db, { account: 'slowpoke' });
    for (let i = 0; i < 5; i++) expect((await login('slowpoke', WRONG, '10.0.1.1')).code).toBe(400);
    const waiting = await login('slowpoke', DEFAULT_PASSWORD, '10.0.1.2');
    expect(waiting).toMatchObject({ status: 429, msg: '该账号密码错误次数过多，请 1 秒后再试' });
    t.advance(1000);
    expect((await login('slowpoke', WRONG, '10.0.1.1')).code).toBe(400);
    expect((await login('slowpoke', DEFAULT_PASSWORD, '10.0.1.1')).msg).toContain('2 秒');
    t.advance(1000);
    expect((await login('slowpoke', DEFAULT_PASSWORD, '10.0.1.1')).msg).toContain('1 秒');
    t.advance(1000);
    expect((await login('slowpoke', WRONG, '10.0.1.1')).code).toBe(400);
    expect((await login('slowpoke', DEFAULT_PASSWORD, '10.0.1.1')).msg).toContain('4 秒');
    t.advance(4000);
    expect((await login('slowpoke', DEFAULT_PASSWORD, '10.0.1.1')).code).toBe(200);
    // A success forgets the account's failures: the next one is free again.
    expect((await login('slowpoke', WRONG, '10.0.1.1')).code).toBe(400);
    expect((await login('slowpoke', DEFAULT_PASSWORD, '10.0.1.1')).code).toBe(200);
  });

  it('caps the wait at LOGIN_LOCK_MINUTES and says so in English', async () => {
    await buildUser(t.db, { account: 'capped' });
    const waitOf = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/oauth/Login',
        remoteAddress: '10.0.2.200',
        headers: { 'accept-language': 'en' },
        payload: { account: 'capped', password: md5(DEFAULT_PASSWORD) },
      });
      expect(res.statusCode).toBe(429);
      return Number(/try again in (\d+) s$/.exec(res.json<{ msg: string }>().msg)![1]);
    };
    for (let i = 0; i < 5; i++) expect((await login('capped', WRONG, '10.0.2.1')).code).toBe(400);
    const waits: number[] = [];
    for (let i = 0; i < 11; i++) {
      waits.push(await waitOf());
      t.advance(waits[i] * 1000);
      expect((await login('capped', WRONG, `10.0.2.${i + 2}`)).code).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    expect(await waitOf()).toBe(900);
  });

  it('never lets anonymous failures lock the super administrator out for minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await login('admin', WRONG, '10.0.3.1')).code).toBe(400);
    const res = await login('admin', TEST_ADMIN_PASSWORD, '10.0.3.2');
    expect(res.status).toBe(429);
    expect(res.msg).toContain('1 秒');
    t.advance(1000);
    expect((await login('admin', TEST_ADMIN_PASSWORD, '10.0.3.2')).code).toBe(200);
  });

  it("counts an address's failures across accounts, never clears them on a success, and locks the address", async () => {
    const own = await buildUser(t.db, { account: 'insider' });
    const ip = '10.0.4.1';
    // 30 guesses (6 × LOGIN_MAX_FAILURES) on other accounts, signing in to one's own account between them.
    for (let i = 0; i < 30; i++) {
      expect((await login(`victim${i % 3}`, WRONG, ip)).code).toBe(400);
      if (i % 5 === 2) expect((await login(own.account, DEFAULT_PASSWORD, ip)).code).toBe(200);
      t.advance(8_000); // past each victim's own delay
    }
    const locked = await login(own.account, DEFAULT_PASSWORD, ip);
    expect(locked).toMatchObject({ status: 429 });
    expect(locked.msg).toMatch(/登录失败次数过多，请 \d+ 分钟后再试/);
    expect((await login(own.account, DEFAULT_PASSWORD, '10.0.4.2')).code).toBe(200);
    t.advance(15 * 60_000);
    expect((await login(own.account, DEFAULT_PASSWORD, ip)).code).toBe(200);
  });
});
