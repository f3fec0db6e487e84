import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser } from '../../test/factories.ts';
import { smsCodes } from './auth.table.ts';

let t: TTestApp;
const sent: { mobile: string; code: string }[] = [];
beforeAll(async () => {
  t = await buildTestApp({ smsSender: { send: async (mobile, code) => void sent.push({ mobile, code }) } });
});
afterAll(() => t.close());

let nextMobile = 13700000000;
async function userWithMobile() {
  const mobile = String(++nextMobile);
  const user = await buildUser(t.db, { mobilePhone: mobile });
  return { user, mobile };
}
const requestCode = (mobile: string) => t.call('POST', '/api/oauth/sms/code', { body: { mobile } });
const smsLogin = (mobile: string, code: string) =>
  t.call('POST', '/api/oauth/Login', { body: { account: mobile, code, loginType: 'sms' } });
const lastCodeFor = (mobile: string) => sent.filter((s) => s.mobile === mobile).at(-1)?.code;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const me = (token: string) => t.call('GET', '/api/oauth/current/user/Web', { token });

describe('SMS sign-in', () => {
  it("sends a code to a user's mobile and signs that user in with it", async () => {
    const { user, mobile } = await userWithMobile();
    const res = await requestCode(mobile);
    expect(res.json()).toMatchObject({ code: 200, data: { cooldownSeconds: 60, expiresInSeconds: 300 } });
    const code = lastCodeFor(mobile)!;
    expect(code).toMatch(/^\d{6}$/);
    const login = await smsLogin(mobile, code);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.token).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect((await me(login.json().data.token)).json().data.userInfo.userId).toBe(user.id);
  });

  it('refuses a wrong code', async () => {
    const { mobile } = await userWithMobile();
    await requestCode(mobile);
    const res = await smsLogin(mobile, otherCode(lastCodeFor(mobile)!));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '验证码错误或已过期', data: null });
  });

  it('accepts a code only once', async () => {
    const { mobile } = await userWithMobile();
    await requestCode(mobile);
    const code = lastCodeFor(mobile)!;
    expect((await smsLogin(mobile, code)).statusCode).toBe(200);
    const again = await smsLogin(mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('验证码错误或已过期');
  });

  it('refuses a resend within 60 s with the cooldown message and sends nothing', async () => {
    const { mobile } = await userWithMobile();
    await requestCode(mobile);
    const before = sent.length;
    t.advance(20_000);
    const res = await requestCode(mobile);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 429, data: null });
    expect(res.json().msg).toMatch(/^验证码已发送，请 (39|40) 秒后再试$/);
    expect(sent.length).toBe(before);
    t.advance(41_000);
    expect((await requestCode(mobile)).statusCode).toBe(200);
    expect(sent.length).toBe(before + 1);
  });

  it('refuses even the right code after five wrong attempts', async () => {
    const { mobile } = await userWithMobile();
    await requestCode(mobile);
    const code = lastCodeFor(mobile)!;
    for (let i = 0; i < 5; i++) expect((await smsLogin(mobile, otherCode(code))).statusCode).toBe(400);
    const right = await smsLogin(mobile, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toBe('验证码错误或已过期');
  });

  it('refuses a code older than five minutes', async () => {
    const { mobile } = await userWithMobile();
    await requestCode(mobile);
    t.advance(5 * 60_000 + 1_000);
    const res = await smsLogin(mobile, lastCodeFor(mobile)!);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('验证码错误或已过期');
  });

  it('answers an unknown mobile exactly like a known one but sends nothing', async () => {
    const { mobile: known } = await userWithMobile();
    const unknown = '13999999999';
    const before = sent.length;
    const a = await requestCode(known);
    const b = await requestCode(unknown);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    expect(sent.length).toBe(before + 1);
    expect(sent.some((s) => s.mobile === unknown)).toBe(false);
  });

  it('refuses a malformed mobile, naming the field, and stores no code', async () => {
    const res = await requestCode('12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('mobile');
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, '12345'))).toEqual([]);
  });
});

describe('scan (QR) sign-in', () => {
  const create = async () =>
    (await t.call('POST', '/api/oauth/qrcode')).json().data as { ticket: string; pollKey: string };
  const poll = (ticket: string, pollKey: string) =>
    t.call('GET', `/api/oauth/qrcode/${ticket}?pollKey=${pollKey}`);
  const act = (ticket: string, action: 'scan' | 'confirm', token: string) =>
    t.call('POST', `/api/oauth/qrcode/${ticket}/${action}`, { token });

  it('walks waiting → scanned → confirmed and hands out a working token for the scanning user once', async () => {
    const u = await buildUser(t.db);
    const phone = await t.signIn(u.account, DEFAULT_PASSWORD);
    const { ticket, pollKey } = await create();
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    expect((await poll(ticket, pollKey)).json().data).toEqual({ status: 'waiting' });
    expect((await act(ticket, 'scan', phone)).json()).toMatchObject({ code: 200, data: null });
    expect((await poll(ticket, pollKey)).json().data).toEqual({ status: 'scanned' });
    expect((await act(ticket, 'confirm', phone)).json().code).toBe(200);
    const done = (await poll(ticket, pollKey)).json().data;
    expect(done.status).toBe('confirmed');
    expect(done.token).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(done.token).not.toBe(phone);
    expect((await me(done.token)).json().data.userInfo.userId).toBe(u.id);
    const second = await poll(ticket, pollKey);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 409, msg: '二维码已使用', data: null });
  });

  it('refuses a poll with the wrong poll key', async () => {
    const { ticket, pollKey } = await create();
    const wrong = pollKey.slice(0, -1) + (pollKey.endsWith('A') ? 'B' : 'A');
    const res = await poll(ticket, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('二维码已过期，请刷新');
  });

  it('refuses scanning a ticket another user already scanned', async () => {
    const first = await t.signIn((await buildUser(t.db)).account, DEFAULT_PASSWORD);
    const second = await t.signIn((await buildUser(t.db)).account, DEFAULT_PASSWORD);
    const { ticket, pollKey } = await create();
    await act(ticket, 'scan', first);
    const res = await act(ticket, 'confirm', second);
    expect(res.statusCode).toBe(409);
    expect((await poll(ticket, pollKey)).json().data).toEqual({ status: 'scanned' });
  });

  it('expires a ticket after two minutes', async () => {
    const phone = await t.signIn((await buildUser(t.db)).account, DEFAULT_PASSWORD);
    const { ticket, pollKey } = await create();
    t.advance(2 * 60_000 + 1_000);
    expect((await poll(ticket, pollKey)).json().data).toEqual({ status: 'expired' });
    const scan = await act(ticket, 'scan', phone);
    expect(scan.statusCode).toBe(400);
    expect(scan.json().msg).toBe('二维码已过期，请刷新');
  });

  it('refuses scanning without a session', async () => {
    const { ticket } = await create();
    const res = await t.call('POST', `/api/oauth/qrcode/${ticket}/scan`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(600);
  });
});
