import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { MENU_SEED } from '@app/contracts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../../test/factories.ts';
import { createLocalBus } from '../../lib/bus.ts';
import { md5, sha256 } from '../../lib/crypto.ts';
import { users } from '../users/user.table.ts';
import { sessions } from './auth.table.ts';
import { SessionService } from './session.service.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (token?: string) => t.call('GET', '/api/oauth/current/user/Web', { token });
const sessionIdOf = (token: string) => sha256(token.replace(/^Bearer /, ''));
const MINUTE = 60_000;

async function newUserToken(overrides: Parameters<typeof buildUser>[1] = {}) {
  const u = await buildUser(t.db, overrides);
  return { user: u, token: await t.signIn(u.account, DEFAULT_PASSWORD) };
}

describe('session lifetime', () => {
  it('ends the session on sign-out: the next call answers 600', async () => {
    const { token } = await newUserToken();
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.call('GET', '/api/oauth/Logout', { token });
    expect(out.json()).toMatchObject({ code: 200, data: null });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 600, data: null });
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(row.revokeReason).toBe('logout');
  });

  it('expires a session left idle longer than SESSION_IDLE_MINUTES', async () => {
    const { token } = await newUserToken();
    t.advance((t.config.SESSION_IDLE_MINUTES - 1) * MINUTE);
    expect((await me(token)).statusCode).toBe(200);
    t.advance((t.config.SESSION_IDLE_MINUTES + 1) * MINUTE);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 600, msg: '登录过期,请重新登录' });
  });

  it('expires a session in steady use once its absolute lifetime has passed', async () => {
    const { token } = await newUserToken();
    const step = 3 * 60 * MINUTE;
    const steps = Math.ceil((t.config.SESSION_ABSOLUTE_HOURS * 60 * MINUTE) / step);
    for (let i = 1; i < steps; i++) {
      t.advance(step);
      expect((await me(token)).json().code).toBe(200);
    }
    t.advance(step);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(600);
  });

  it('answers 600 when the Authorization header is missing', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 600, data: null });
  });

  it('answers 602 for a token in the wrong format', async () => {
    for (const bad of [
      'Bearer short',
      'Basic YWRtaW46QWRtaW4xMjM=',
      'not-a-token',
      `Bearer ${'a'.repeat(42)}!`,
    ]) {
      const res = await me(bad);
      expect({ bad, status: res.statusCode, code: res.json().code }).toEqual({ bad, status: 401, code: 602 });
    }
  });

  it('answers 602 for a well-formed token no session has', async () => {
    const res = await me(`Bearer ${'A'.repeat(43)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 602, msg: '令牌无效,请重新登录' });
  });

  it('answers 601 once a session is forced offline, after the cache window', async () => {
    const { token } = await newUserToken();
    expect((await me(token)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ revokedAt: Date.now(), revokeReason: 'kicked' })
      .where(eq(sessions.id, sessionIdOf(token)));
    t.advance(61_000);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 601, msg: '您已被强制下线或在其他地方登录' });
  });

  it('shuts a disabled user out once the cache window has passed', async () => {
    const { user, token } = await newUserToken();
    expect((await me(token)).statusCode).toBe(200);
    await t.db.update(users).set({ enabledMark: 0 }).where(eq(users.id, user.id));
    t.advance(61_000);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(600);
  });
});

describe('POST /api/oauth/lock/screen', () => {
  const unlock = (token: string, account: string, password: string) =>
    t.call('POST', '/api/oauth/lock/screen', { token, body: { account, password: md5(password) } });

  it('unlocks with the signed-in account and its right password', async () => {
    const { user, token } = await newUserToken();
    const res = await unlock(token, user.account, DEFAULT_PASSWORD);
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', data: null });
  });

  it('refuses a wrong password and keeps the session alive', async () => {
    const { user, token } = await newUserToken();
    const res = await unlock(token, user.account, 'Wrong-pass1');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('用户名或密码不正确');
    expect((await me(token)).statusCode).toBe(200);
  });

  it("refuses another user's account even with that user's right password", async () => {
    const { token } = await newUserToken();
    const other = await buildUser(t.db);
    const res = await unlock(token, other.account, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('用户名或密码不正确');
  });
});

describe('GET /api/oauth/current/user/Web', () => {
  it('gives the admin every seeded menu directory and the * permission', async () => {
    const res = await me(await t.signIn());
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const dirs = data.menuList.map((m: { enCode: string }) => m.enCode);
    expect(dirs).toEqual(MENU_SEED.map((d) => d.enCode));
    expect(dirs).toEqual(['permission', 'system', 'systemData', 'onlineDev', 'generator', 'workFlow']);
    expect(data.userInfo.permissions).toEqual(['*']);
    expect(data.userInfo.isAdministrator).toBe(true);
  });

  it('gives a user granted one page and one button through a role exactly that page and button', async () => {
    const u = await buildUser(t.db);
    const role = await buildRole(t.db, [u.id]);
    await grant(t.db, { type: 'Role', id: role.id }, ['permission.user'], ['btn_add']);
    const data = (await me(await t.signIn(u.account, DEFAULT_PASSWORD))).json().data;
    expect(data.menuList).toHaveLength(1);
    expect(data.menuList[0].enCode).toBe('permission');
    expect(data.menuList[0].children.map((c: { enCode: string }) => c.enCode)).toEqual(['permission.user']);
    expect(data.permissionList).toHaveLength(1);
    expect(data.permissionList[0].modelId).toBe('menu-permission.user');
    expect(data.permissionList[0].button.map((b: { enCode: string }) => b.enCode)).toEqual(['btn_add']);
    expect(data.userInfo.permissions).toEqual(['permission.user', 'permission.user:btn_add']);
    expect(data.userInfo.roleIds).toEqual([role.id]);
  });

  it('gives a user with no grants an empty menu and no permissions', async () => {
    const { token } = await newUserToken();
    const data = (await me(token)).json().data;
    expect(data.menuList).toEqual([]);
    expect(data.permissionList).toEqual([]);
    expect(data.userInfo.permissions).toEqual([]);
  });

  it('ignores the grants of a disabled role', async () => {
    const u = await buildUser(t.db);
    const role = await buildRole(t.db, [u.id], { enabledMark: 0 });
    await grant(t.db, { type: 'Role', id: role.id }, ['permission.user'], ['btn_add']);
    const token = await t.signIn(u.account, DEFAULT_PASSWORD);
    const data = (await me(token)).json().data;
    expect(data.menuList).toEqual([]);
    expect(data.userInfo.permissions).toEqual([]);
    expect(data.userInfo.roleIds).toEqual([]);
  });
});

describe('session cache', () => {
  const meta = { ip: '127.0.0.1', ipPlace: '', platform: 'Web', userAgent: 'test' };
  function serviceAt(clock: { now: number }) {
    return new SessionService(t.db, createLocalBus(), {
      idleMs: () => 30 * MINUTE,
      absoluteMs: () => 24 * 60 * MINUTE,
      now: () => clock.now,
      onError: (err) => {
        throw err;
      },
    });
  }
  type TInternals = {
    load: (...args: unknown[]) => unknown;
    touch: (id: string, at: number) => void;
    cache: Map<string, { ttl: number }>;
    touches: { ids: Set<string> } | null;
  };

  it('loads a session once for all its concurrent callers, and spreads the reloads of sessions loaded together', async () => {
    const clock = { now: Date.now() };
    const s = serviceAt(clock);
    const users = await Promise.all(Array.from({ length: 20 }, () => buildUser(t.db)));
    const created = await Promise.all(users.map((u) => s.create(u.id, meta)));
    const internals = s as unknown as TInternals;
    const load = vi.spyOn(internals, 'load');
    const five = await Promise.all(Array.from({ length: 5 }, () => s.resolve(created[0].token)));
    expect(five.every((r) => 'auth' in r && r.auth.userId === users[0].id)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.all(created.map((c) => s.resolve(c.token)));
    // A reconnect storm loads thousands of sessions in one second: they must not all expire in the same one.
    const ttls = [...internals.cache.values()].map((e) => e.ttl);
    expect(ttls).toHaveLength(20);
    expect(new Set(ttls.map((x) => Math.round(x / 1000))).size).toBeGreaterThan(5);
    for (const ttl of ttls) expect(ttl >= 45_000 && ttl <= 60_000).toBe(true);
    s.close();
  });

  it('writes the activity of the sessions used in one turn of the event loop with one statement', async () => {
    const clock = { now: Date.now() };
    const s = serviceAt(clock);
    const users = await Promise.all(Array.from({ length: 3 }, () => buildUser(t.db)));
    const created = await Promise.all(users.map((u) => s.create(u.id, meta)));
    const internals = s as unknown as TInternals;
    const at = clock.now + 5 * MINUTE;
    for (const c of created) internals.touch(c.sessionId, at);
    expect(internals.touches?.ids.size).toBe(3);
    const ids = created.map((c) => c.sessionId);
    for (let i = 0; i < 100; i++) {
      const rows = await t.db.select().from(sessions).where(inArray(sessions.id, ids));
      if (rows.every((r) => r.lastSeenAt === at)) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const rows = await t.db.select().from(sessions).where(inArray(sessions.id, ids));
    expect(rows.map((r) => r.lastSeenAt)).toEqual([at, at, at]);
    expect(internals.touches).toBeNull();
    s.close();
  });
});
