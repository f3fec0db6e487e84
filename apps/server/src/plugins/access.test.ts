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

  it('answers 403 on every catalogue-permission route for a signed-in user with no grants', async () => {
    const guarded = t.app.apiRoutes.filter((r) => 'permission' in r.access && r.access.permission !== 'self');
    for (const r of guarded) {
      const res = await t.call(r.method, concrete(r.url), { token: noGrants });
      expect({ route: `${r.method} ${r.url}`, code: res.json().code }).toEqual({
        route: `${r.method} ${r.url}`,
        code: 403,
      });
    }
  });

  it('lets a user with no grants reach the self-service routes', async () => {
    const self = t.app.apiRoutes.filter((r) => 'permission' in r.access && r.access.permission === 'self');
    expect(self.length).toBeGreaterThan(2);
    for (const r of self) {
      if (r.url === '/api/oauth/Logout') continue; // would end the session used by the loop
      const res = await t.call(r.method, concrete(r.url), { token: noGrants });
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode }).not.toMatchObject({ status: 403 });
      expect(res.statusCode).not.toBe(401);
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
});
