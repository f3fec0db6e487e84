import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser } from '../../test/factories.ts';
import { md5 } from '../../lib/crypto.ts';
import { users } from '../users/user.table.ts';

const base = '/api/system/permission/users/current';
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('current user endpoints', () => {
  it('shows and edits your own profile, with validation naming the field', async () => {
    const u = await buildUser(t.db, { account: 'prof1', managerId: 'admin' });
    const token = await t.signIn(u.account, DEFAULT_PASSWORD);
    const info = (await t.call('GET', `${base}/baseInfo`, { token })).json().data;
    expect(info).toMatchObject({
      account: 'prof1',
      manager: '管理员/admin',
      organize: '信息中心 / 引迈信息技术有限公司',
    });
    expect(info).not.toHaveProperty('passwordHash');
    const bad = await t.call('POST', `${base}/updateUserInfo`, {
      token,
      body: { realName: '新名', mobilePhone: '123' },
    });
    expect(bad.json().msg).toContain('mobilePhone');
    const ok = await t.call('POST', `${base}/updateUserInfo`, {
      token,
      body: { realName: '新名字', mobilePhone: '13700000000' },
    });
    expect(ok.json().code).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ realName: '新名字', mobilePhone: '13700000000', quickQuery: 'XMZ' });
    const admin = await t.signIn();
    const subs = (await t.call('GET', `${base}/subordinate`, { token: admin })).json().data.list;
    expect(subs.map((s: { userName: string }) => s.userName)).toContain('新名字/prof1');
  });

  it('changes your password only with the old one, and ends your other sessions', async () => {
    const u = await buildUser(t.db, { account: 'prof2' });
    const a = await t.signIn(u.account, DEFAULT_PASSWORD);
    const b = await t.signIn(u.account, DEFAULT_PASSWORD);
    const wrong = await t.call('POST', `${base}/modifyPassword`, {
      token: a,
      body: { oldPassword: md5('nope1234'), password: md5('New12345') },
    });
    expect(wrong.json()).toMatchObject({ code: 400, msg: '旧密码错误，请重新输入' });
    const ok = await t.call('POST', `${base}/modifyPassword`, {
      token: a,
      body: { oldPassword: md5(DEFAULT_PASSWORD), password: md5('New12345') },
    });
    expect(ok.json().code).toBe(200);
    expect((await t.call('GET', '/api/oauth/current/user/Web', { token: a })).json().code).toBe(200);
    expect((await t.call('GET', '/api/oauth/current/user/Web', { token: b })).json().code).toBe(600);
    await t.signIn(u.account, 'New12345');
  });

  it('lets a user who must change the password do only that, then everything they hold', async () => {
    const u = await buildUser(t.db, { account: 'prof3', mustChangePassword: true });
    const token = await t.signIn(u.account, DEFAULT_PASSWORD);
    const me = (await t.call('GET', '/api/oauth/current/user/Web', { token })).json().data.userInfo;
    expect(me.mustChangePassword).toBe(true);
    const res = await t.call('POST', `${base}/modifyPassword`, {
      token,
      body: { oldPassword: md5(DEFAULT_PASSWORD), password: md5('Fresh123') },
    });
    expect(res.json().code).toBe(200);
    const after = (await t.call('GET', '/api/oauth/current/user/Web', { token })).json().data.userInfo;
    expect(after.mustChangePassword).toBe(false);
  });

  it('saves layout and language and shows them at the next load', async () => {
    const u = await buildUser(t.db, { account: 'prof4' });
    const token = await t.signIn(u.account, DEFAULT_PASSWORD);
    expect(
      (await t.call('PUT', `${base}/systemTheme`, { token, body: { theme: 'plain' } })).json().code,
    ).toBe(200);
    expect(
      (await t.call('PUT', `${base}/systemTheme`, { token, body: { theme: 'fancy' } })).json().msg,
    ).toContain('theme');
    expect(
      (await t.call('PUT', `${base}/systemLanguage`, { token, body: { language: 'en' } })).json().code,
    ).toBe(200);
    const me = (await t.call('GET', '/api/oauth/current/user/Web', { token })).json().data.userInfo;
    expect(me).toMatchObject({ theme: 'plain', language: 'en' });
    const again = await t.call('POST', '/api/oauth/Login', {
      body: { account: 'prof4', password: md5(DEFAULT_PASSWORD) },
    });
    expect(again.json().data.theme).toBe('plain');
  });

  it('shows your own sign-in log and your authorisations', async () => {
    const admin = await t.signIn();
    await new Promise((r) => setTimeout(r, 1100));
    const log = (await t.call('GET', `${base}/systemLog?category=1`, { token: admin })).json().data;
    expect(log.pagination.total).toBeGreaterThan(0);
    expect(log.list[0].abstracts).toMatch(/登录/);
    expect((await t.call('GET', `${base}/systemLog?category=9`, { token: admin })).json().msg).toContain(
      'category',
    );
    const mine = (await t.call('GET', `${base}/authorize`, { token: admin })).json().data;
    expect(mine.module.length).toBeGreaterThan(3);
  });
});
