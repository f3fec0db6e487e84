import {
  ZBaseInfo,
  ZChangePassword,
  ZGrantNode,
  ZList,
  ZNull,
  ZOwnLogItem,
  ZOwnLogQuery,
  ZPaged,
  ZSubordinate,
  ZSystemLanguage,
  ZSystemTheme,
  ZUpdateProfile,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { logOperation } from '../logs/operation-log.ts';

const tags = ['profile'];
const base = '/api/system/permission/users/current';
const ZMine = z.object({
  module: z.array(ZGrantNode),
  button: z.array(ZGrantNode),
  column: z.array(ZGrantNode),
  form: z.array(ZGrantNode),
  resource: z.array(ZGrantNode),
});

/** The current user's own endpoints (spec §7 Current user). */
export function profileRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.profile;
  const access = { signedIn: true } as const;

  defineRoute(app, {
    method: 'GET',
    url: `${base}/baseInfo`,
    summary: 'Your profile',
    tags,
    access,
    response: ZBaseInfo,
    handler: ({ auth }) => svc.baseInfo(auth),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/updateUserInfo`,
    summary: 'Edit your profile',
    tags,
    access,
    body: ZUpdateProfile,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      const before = await svc.update(auth, body);
      logOperation(
        c.logs,
        req,
        auth,
        { module: 'profile', action: 'updateProfile', objectId: auth.userId, before, after: body },
        c.now(),
      );
      return null;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/modifyPassword`,
    summary: 'Change your password (old and new as MD5)',
    tags,
    access,
    body: ZChangePassword,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      await svc.changePassword(auth, body.oldPassword, body.password);
      logOperation(
        c.logs,
        req,
        auth,
        { module: 'profile', action: 'changePassword', objectId: auth.userId },
        c.now(),
      );
      return null;
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${base}/systemTheme`,
    summary: 'Save your layout',
    tags,
    access,
    body: ZSystemTheme,
    response: ZNull,
    handler: async ({ auth, body }) => {
      await svc.setPreference(auth, { theme: body.theme });
      return null;
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${base}/systemLanguage`,
    summary: 'Save your language',
    tags,
    access,
    body: ZSystemLanguage,
    response: ZNull,
    handler: async ({ auth, body }) => {
      await svc.setPreference(auth, { language: body.language });
      return null;
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/subordinate`,
    summary: 'Your subordinates',
    tags,
    access,
    response: ZList(ZSubordinate),
    handler: async ({ auth }) => ({ list: await svc.subordinates(auth) }),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/authorize`,
    summary: 'Your authorisations as trees',
    tags,
    access,
    response: ZMine,
    handler: ({ auth }) => c.services.authorize.mine(auth),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/systemLog`,
    summary: 'Your own log (category 1 login, 3 operation, 4 exception, 5 request)',
    tags,
    access,
    query: ZOwnLogQuery,
    response: ZPaged(ZOwnLogItem),
    handler: ({ req, auth, query }) => svc.ownLog(auth, query, req.lang),
  });
}
