import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { buildTestApp, type TTestApp } from '../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildUser } from '../test/factories.ts';
import { accessPlugin } from './access.ts';
import type { SessionService } from '../modules/auth/session.service.ts';

let t: TTestApp;
let noGrants: string;
beforeAll(async () => {
  t = await buildTestApp();
  const u = await buildUser(t.db, { account: 'nogrants' });
  noGrants = await t.signIn(u.account, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

/**
 * What a signed-in user without any grant may call: their own session, profile, messages, chat contacts, feedback
 * and uploads (a download or signed link of a file needs its uploader or a page that attaches files of its kind).
 */
const SELF_SERVICE = [
  'GET /api/oauth/current/user/Web',
  'GET /api/oauth/Logout',
  'POST /api/oauth/lock/screen',
  'POST /api/oauth/qrcode/:ticket/:action',
  'POST /api/oauth/ticket',
  'GET /api/system/permission/users/current/baseInfo',
  'POST /api/system/permission/users/current/updateUserInfo',
  'POST /api/system/permission/users/current/modifyPassword',
  'PUT /api/system/permission/users/current/systemTheme',
  'PUT /api/system/permission/users/current/systemLanguage',
  'GET /api/system/permission/users/current/subordinate',
  'GET /api/system/permission/users/current/authorize',
  'GET /api/system/permission/users/current/systemLog',
  'GET /api/system/message/receive/page',
  'GET /api/system/message/read/:id',
  'POST /api/system/message/readAll',
  'DELETE /api/system/message/receive/del',
  'GET /api/system/message/unread',
  'GET /api/chat/users',
  'POST /api/system/feedback',
  'POST /api/file/Uploader/:type',
  'GET /api/file/download/:type/:name',
  'GET /api/file/sign/:type/:name',
  'GET /api/system/jobs/:id',
];
const isSelfService = (r: { method: string; url: string }) => SELF_SERVICE.includes(`${r.method} ${r.url}`);

/** A concrete URL for a route pattern (path params filled with harmless values). */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (name === 'type' ? 'annex' : `x${name}1`));

describe('deny-by-default permission guard', () => {
  it('knows every /api route and its declared access', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(8);
    for (const r of t.app.apiRoutes) expect(r.access).toBeDefined();
  });

  it('answers 600 on every protected route when there is no token', async () => {
    const protectedRoutes = t.app.apiRoutes.filter((r) => !('public' in r.access));
    expect(protectedRoutes.length).toBeGreaterThan(3);
    for (const r of protectedRoutes) {
      const res = await t.call(r.method, concrete(r.url));
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode, code: res.json().code }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 401,
        code: 600,
      });
    }
  });

  it('answers 403 on every route but self-service for a signed-in user with no grants', async () => {
    const others = t.app.apiRoutes.filter((r) => !('public' in r.access) && !isSelfService(r));
    expect(others.length).toBeGreaterThan(100);
    for (const r of others) {
      const res = await t.call(r.method, concrete(r.url), { token: noGrants });
      expect({ route: `${r.method} ${r.url}`, code: res.json().code }).toEqual({
        route: `${r.method} ${r.url}`,
        code: 403,
      });
    }
  });

  it('declares `self` on exactly the listed self-service routes', () => {
    const self = t.app.apiRoutes.filter((r) => 'permission' in r.access && r.access.permission === 'self');
    expect(self.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...SELF_SERVICE].sort());
  });

  it('lets a user with no grants reach the self-service routes', async () => {
    for (const r of t.app.apiRoutes.filter(isSelfService)) {
      if (r.url === '/api/oauth/Logout') continue; // would end the session used by the loop
      const res = await t.call(r.method, concrete(r.url), { token: noGrants });
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode }).not.toMatchObject({ status: 403 });
      expect(res.statusCode).not.toBe(401);
    }
  });

  it("downloads and signs only a user's own uploads when they hold no page that attaches files", async () => {
    const upload = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/file/Uploader/annex',
        headers: { authorization: token, 'content-type': 'multipart/form-data; boundary=b' },
        payload: `--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--b--\r\n`,
      });
    const theirs = (await upload(await t.signIn())).json().data.name as string;
    const mine = (await upload(noGrants)).json().data.name as string;
    for (const path of ['download', 'sign']) {
      const res = await t.call('GET', `/api/file/${path}/annex/${theirs}`, { token: noGrants });
      expect({ path, ...res.json() }).toMatchObject({ path, code: 403, msg: '没有权限下载该文件' });
      expect((await t.call('GET', `/api/file/${path}/annex/${mine}`, { token: noGrants })).statusCode).toBe(
        200,
      );
    }
  });

  it('refuses to start when a route declares neither a permission nor public access', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { sessions: {} as SessionService });
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(
      /declares neither a permission nor public/,
    );
  });

  it('refuses to start when a route declares a permission missing from the catalogue', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { sessions: {} as SessionService });
    const declare = () =>
      app.get(
        '/api/unknown-perm',
        { config: { access: { permission: 'nope.page' as 'self' } } },
        async () => 'x',
      );
    expect(declare).toThrow(/unknown permission/);
  });

  it('refuses to start when a list of permissions is empty or names one missing from the catalogue', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { sessions: {} as SessionService });
    const declare = (url: string, permission: readonly string[]) => () =>
      app.get(url, { config: { access: { permission: permission as readonly 'self'[] } } }, async () => 'x');
    expect(declare('/api/empty-list', [])).toThrow(/empty permission list/);
    expect(declare('/api/bad-list', ['permission.user', 'nope.page'])).toThrow(
      /unknown permission "nope.page"/,
    );
  });
});
