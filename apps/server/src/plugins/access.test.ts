import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { PAGE_CODES, formatMessage } from '@app/contracts';
import { buildTestApp, type TTestApp } from '../test/build-test-app.ts';
import { DEFAULT_PASSWORD, buildRole, buildUser, grant } from '../test/factories.ts';
import { accessPlugin, type TApiRoute } from './access.ts';
import type { SessionService } from '../modules/auth/session.service.ts';
import type { TDb } from '../db/client.ts';
import type { TAccess } from '../lib/route.ts';

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
  // The home page's workflow widgets: the caller's own counts and to-do rows.
  'GET /api/visualdev/Dashboard/FlowTodoCount',
  'GET /api/visualdev/Dashboard/FlowTodo',
  'GET /api/visualdev/Dashboard/MyFlowTodo',
  // The portals granted to the caller and its home-portal choice.
  'GET /api/visualdev/Portal/Granted',
  'DELETE /api/visualdev/Portal/home',
];
/** Signed-in routes whose row rule admits only callers granted the portal of the path (403 to the others). */
const GRANTED_PORTAL = [
  'GET /api/visualdev/Portal/:id/auth',
  'GET /api/visualdev/Portal/:id/Card/:cardId',
  'PUT /api/visualdev/Portal/:id/home',
];
const isSelfService = (r: { method: string; url: string }) => SELF_SERVICE.includes(`${r.method} ${r.url}`);
const name = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** Routes any caller may reach (public), or reach as themselves when they send a session (optional). */
const isOpen = (r: TApiRoute) => 'public' in r.access || 'optionalSession' in r.access;
/** Routes whose code is read from the request. */
const isResolved = (r: TApiRoute) => 'resolve' in r.access && Boolean(r.access.resolve);

/** The routes serving both signed-in and public callers. */
const OPTIONAL_SESSION = ['GET /api/system/base/data/interface/actions/:id'];

/** The shared selectors, open to their pages' holders and to model menus whose forms call them (selectorAccess). */
const SELECTOR_ROUTES = [
  'GET /api/system/permission/position/list/all',
  'GET /api/system/permission/users/list/all',
  'GET /api/system/base/dictionary/data/data/ops/:id',
  'GET /api/system/base/area/list',
  'GET /api/system/base/area/ops/:id',
  'GET /api/system/permission/organize/ops',
  'GET /api/system/permission/organize/ops/:id',
  'GET /api/system/permission/organize/tree',
  'GET /api/system/permission/organize/department/ops',
  'GET /api/system/permission/organize/department/ops/:id',
  'GET /api/system/permission/tree/user',
  'GET /api/system/permission/tree/company',
  'GET /api/system/permission/tree/department',
  'GET /api/system/permission/tree/position',
  'GET /api/system/permission/position/ops',
  'GET /api/system/permission/users/ops',
];

/** A concrete URL for a route pattern (path params filled with harmless values). */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (name === 'type' ? 'annex' : `x${name}1`));

describe('deny-by-default permission guard', () => {
  it('knows every /api route and its declared access', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(8);
    for (const r of t.app.apiRoutes) expect(r.access).toBeDefined();
  });

  it('answers 600 on every protected route when there is no token', async () => {
    const protectedRoutes = t.app.apiRoutes.filter((r) => !isOpen(r));
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
    const others = t.app.apiRoutes.filter((r) => !isOpen(r) && !isSelfService(r));
    expect(others.length).toBeGreaterThan(100);
    for (const r of others) {
      const res = await t.call(r.method, concrete(r.url), { token: noGrants });
      expect({ route: `${r.method} ${r.url}`, code: res.json().code }).toEqual({
        route: `${r.method} ${r.url}`,
        code: 403,
      });
    }
  });

  it('declares `signedIn` on exactly the listed self-service routes', () => {
    const self = t.app.apiRoutes.filter((r) => 'signedIn' in r.access);
    expect(self.map(name).sort()).toEqual([...SELF_SERVICE, ...GRANTED_PORTAL].sort());
  });

  it('declares an optional session on exactly the listed routes, which answer a caller without a token', async () => {
    const optional = t.app.apiRoutes.filter((r) => 'optionalSession' in r.access);
    expect(optional.map(name).sort()).toEqual([...OPTIONAL_SESSION].sort());
    for (const r of optional) {
      for (const token of [undefined, 'Bearer broken', noGrants]) {
        const code = (await t.call(r.method, concrete(r.url), { token })).json().code;
        expect({ route: name(r), code }).toEqual({ route: name(r), code: 404 });
      }
    }
  });

  it('lets a user with no grants reach the self-service routes', async () => {
    for (const r of t.app.apiRoutes.filter(isSelfService)) {
      if (r.url === '/api/oauth/Logout') continue; // would end the session used by the loop
      const res = await t.call(r.method, concrete(r.url), { token: noGrants });
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode }).not.toMatchObject({ status: 403 });
      expect(res.statusCode).not.toBe(401);
    }
  });

  it('checks the button of every edit route from the body: btn_add without an id, btn_edit with one', async () => {
    // A generated module's routes resolve their codes from its menu; its own generated test checks them (ADR 0015).
    const resolved = t.app.apiRoutes.filter((r) => isResolved(r) && !r.url.startsWith('/api/generated/'));
    const edits = resolved.filter((r) => r.url.endsWith('/edit'));
    // A create-or-update route picks its button by the body; a new one that only names its page is caught here.
    const unresolved = t.app.apiRoutes.filter((r) => r.url.endsWith('/edit') && !isResolved(r));
    expect(unresolved.map(name)).toEqual([]);
    // The shared selectors resolve their codes too (selectorAccess), tested in authorize/selector-access.
    const selectors = resolved.filter((r) => SELECTOR_ROUTES.includes(name(r)));
    expect(selectors.map(name).sort()).toEqual([...SELECTOR_ROUTES].sort());
    expect(resolved.filter((r) => !edits.includes(r) && !selectors.includes(r)).map(name)).toEqual([
      'GET /api/system/permission/userRelation/:objectId',
      // The low-code runtime: codes of the model's type-3 menus (modelMenuAccess), tested in visualdev/runtime.
      'GET /api/visualdev/OnlineDev/:modelId/Config',
      'GET /api/visualdev/OnlineDev/:modelId/List',
      'POST /api/visualdev/OnlineDev/:modelId/List',
      'GET /api/visualdev/OnlineDev/:modelId/:id',
      'GET /api/visualdev/OnlineDev/:modelId/:id/DataChange',
      'GET /api/visualdev/Base/:modelId/FieldDataSelect',
      'GET /api/visualdev/base/:modelId/FieldDataSelect',
      'POST /api/visualdev/OnlineDev/:modelId',
      'PUT /api/visualdev/OnlineDev/:modelId/:id',
      'DELETE /api/visualdev/OnlineDev/:modelId/:id',
      // Export (btn_download), template and import (btn_upload), tested in visualdev/runtime/runtime-excel.
      'POST /api/visualdev/OnlineDev/:modelId/Actions/Export',
      'GET /api/visualdev/OnlineDev/:modelId/Template',
      'GET /api/visualdev/OnlineDev/:modelId/Actions/Template',
      'POST /api/visualdev/OnlineDev/:modelId/Actions/Import',
      'GET /api/visualdev/OnlineDev/:modelId/Actions/Import/:jobId',
      // The tree list's left tree (holders of the model's menus), tested in visualdev/runtime/list-tree.
      'GET /api/visualdev/OnlineDev/:modelId/TreeData',
      'POST /api/visualdev/OnlineDev/batchDelete/:modelId',
      // Data reports: the designer page or the report's type-5 menus (reportRunAccess), tested in report/.
      'GET /api/visualdev/DataReport/:id',
      'POST /api/visualdev/DataReport/:id/Actions/Run',
      'POST /api/visualdev/DataReport/:id/Actions/Export',
    ]);
    expect(edits.length).toBeGreaterThan(8);
    const holder = async (buttons: string[]) => {
      const u = await buildUser(t.db);
      await grant(t.db, { type: 'Role', id: (await buildRole(t.db, [u.id])).id }, [...PAGE_CODES], buttons);
      return t.signIn(u.account, DEFAULT_PASSWORD);
    };
    const [pagesOnly, adds, edits_] = [
      await holder([]),
      await holder(['btn_add']),
      await holder(['btn_edit']),
    ];
    const denied = formatMessage('perm.denied', 'zh');
    const guard = async (r: TApiRoute, token: string, body: object) => {
      const res = (await t.call(r.method, concrete(r.url), { token, body })).json();
      return res.code === 403 && res.msg === denied ? 'refused' : 'passed';
    };
    for (const r of edits) {
      const seen = {
        route: name(r),
        pagesOnly: [await guard(r, pagesOnly, {}), await guard(r, pagesOnly, { id: 'xid1' })],
        btnAdd: [await guard(r, adds, {}), await guard(r, adds, { id: 'xid1' })],
        btnEdit: [await guard(r, edits_, {}), await guard(r, edits_, { id: 'xid1' })],
      };
      expect(seen).toEqual({
        route: name(r),
        pagesOnly: ['refused', 'refused'],
        btnAdd: ['passed', 'refused'],
        btnEdit: ['refused', 'passed'],
      });
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

  it('refuses to start when a route declares no access, `self`, or a row rule without a name', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { sessions: {} as SessionService, db: {} as TDb });
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/declares no access/);
    const declare = (url: string, access: object) => () =>
      app.get(url, { config: { access: access as TAccess } }, async () => 'x');
    expect(declare('/api/empty', {})).toThrow(/declares no access/);
    expect(declare('/api/self', { permission: 'self' })).toThrow(/declare `signedIn: true`/);
    const rowRule = { name: '', refusal: 'perm.rowDenied', allows: () => true };
    expect(declare('/api/rule', { signedIn: true, rowRule })).toThrow(/row rule without a name/);
  });

  it('refuses to start when a route declares a permission missing from the catalogue', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { sessions: {} as SessionService, db: {} as TDb });
    const declare = () =>
      app.get(
        '/api/unknown-perm',
        { config: { access: { permission: 'nope.page' as 'system.menu' } } },
        async () => 'x',
      );
    expect(declare).toThrow(/unknown permission/);
  });

  it('refuses to start when a list of permissions is empty or names one missing from the catalogue', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { sessions: {} as SessionService, db: {} as TDb });
    const declare = (url: string, permission: readonly string[]) => () =>
      app.get(
        url,
        { config: { access: { permission: permission as readonly 'system.menu'[] } } },
        async () => 'x',
      );
    expect(declare('/api/empty-list', [])).toThrow(/empty permission list/);
    expect(declare('/api/bad-list', ['permission.user', 'nope.page'])).toThrow(
      /unknown permission "nope.page"/,
    );
  });
});
