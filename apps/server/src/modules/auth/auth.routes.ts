import {
  ZCurrentUser,
  ZLoginBody,
  ZLoginQuery,
  ZLoginResult,
  ZNull,
  ZQrStatus,
  ZQrTicket,
  ZQrTicketParams,
  ZSmsCodeBody,
  ZSmsCodeResult,
  ZUnlockBody,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import { defineRoute, PreSerialized } from '../../lib/route.ts';
import { findUserById } from '../users/user.repo.ts';
import { requestMeta } from './request-meta.ts';

const tags = ['oauth'];
const CREDENTIAL_KEYS = [
  'account',
  'password',
  'tenantId',
  'userType',
  'code',
  'timestamp',
  'loginType',
] as const;

/** Sign-in, sign-out, unlock, SMS and scan sign-in, and the current user (spec §7 Session). */
export function authRoutes(app: FastifyInstance, c: TAppContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/oauth/Login',
    summary: 'Sign in with account and MD5 password (JSON, form or query), or with an SMS code',
    tags,
    access: { public: true },
    query: ZLoginQuery,
    body: ZLoginBody.nullish(),
    response: ZLoginResult,
    handler: async ({ req, query, body }) => {
      const fromQuery = Object.fromEntries(
        CREDENTIAL_KEYS.filter((k) => query[k] !== undefined).map((k) => [k, query[k]]),
      );
      const creds = ZLoginBody.safeParse({ ...fromQuery, ...(body ?? {}) });
      if (!creds.success) {
        const i = creds.error.issues[0];
        throw new AppError(400, 'req.invalid', { detail: `body.${i.path.join('.')}: ${i.message}` });
      }
      const r = await c.login.login(creds.data, requestMeta(req));
      return { token: r.token, theme: r.theme };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/oauth/current/user/Web',
    summary: 'The signed-in user, menu tree and permission list',
    tags,
    access: { signedIn: true },
    response: ZCurrentUser,
    handler: async ({ req, auth }) => {
      const json = await c.currentUser.getJson(auth, req.lang);
      if (!json) throw new AppError(600, 'session.expired');
      return new PreSerialized(json);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/oauth/Logout',
    summary: 'Sign out: ends this session',
    tags,
    access: { signedIn: true },
    response: ZNull,
    handler: async ({ auth }) => {
      await c.sessions.revoke(auth.sessionId, 'logout');
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/oauth/lock/screen',
    summary: 'Unlock the lock screen: re-checks the password of the signed-in account',
    tags,
    access: { signedIn: true },
    body: ZUnlockBody,
    response: ZNull,
    handler: async ({ req, body, auth }) => {
      await c.login.unlock(body.account, body.password, auth.userId, requestMeta(req));
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/oauth/sms/code',
    summary: 'Send an SMS sign-in code (60 s cooldown, 5 min expiry)',
    tags,
    access: { public: true },
    body: ZSmsCodeBody,
    response: ZSmsCodeResult,
    handler: ({ body }) => c.login.sendSmsCode(body.mobile),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/oauth/qrcode',
    summary: 'Start a scan sign-in: a ticket for the QR code and a key for polling',
    tags,
    access: { public: true },
    response: ZQrTicket,
    handler: () => c.qr.create(),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/oauth/qrcode/:ticket',
    summary: 'Poll a scan sign-in; answers the token once, when confirmed',
    tags,
    access: { public: true },
    params: ZQrTicketParams,
    query: z.object({ pollKey: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'invalid poll key') }),
    response: ZQrStatus,
    handler: async ({ req, params, query }) => {
      const r = await c.qr.poll(params.ticket, query.pollKey);
      if ('status' in r) return { status: r.status };
      const user = await findUserById(c.db, r.userId);
      if (!user || user.enabledMark !== 1) throw new AppError(400, 'auth.qrExpired');
      const s = await c.login.openSession(user, requestMeta(req), 'scan');
      return { status: 'confirmed' as const, token: s.token, theme: s.theme };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/oauth/qrcode/:ticket/:action',
    summary: 'Scan (action "scan") or confirm (action "confirm") a scan sign-in as the signed-in user',
    tags,
    access: { signedIn: true },
    params: ZQrTicketParams.extend({ action: z.enum(['scan', 'confirm']) }),
    response: ZNull,
    handler: async ({ params, auth }) => {
      await c.qr.mark(params.ticket, auth.userId, params.action === 'scan' ? 'scanned' : 'confirmed');
      return null;
    },
  });
}
