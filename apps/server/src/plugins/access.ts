import { Code, hasPermission, isKnownPermission, type TMessageKey } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TSessionFailure } from '../modules/auth/auth.types.ts';
import type { SessionService } from '../modules/auth/session.service.ts';
import { sendError } from './envelope.ts';
import type { TAccess } from '../lib/route.ts';

/** A registered /api route and who may call it. */
export interface TApiRoute {
  method: string;
  url: string;
  access: TAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access (the permission test walks them). */
    apiRoutes: readonly TApiRoute[];
  }
}

/** Routes under these prefixes come from plugins (the API docs) and are public. */
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];

const FAILURES: Record<TSessionFailure, { code: number; key: TMessageKey }> = {
  missing: { code: Code.sessionExpired, key: 'session.missing' },
  expired: { code: Code.sessionExpired, key: 'session.expired' },
  kicked: { code: Code.sessionKicked, key: 'session.kicked' },
  invalid: { code: Code.tokenInvalid, key: 'session.invalid' },
};

/**
 * Deny by default: every /api route must declare `access` (a catalogue permission or public), else the
 * server refuses to start. Each request is then checked before its body is even parsed.
 */
export const accessPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  app.decorateRequest('auth', null);
  const registry: TApiRoute[] = [];
  app.decorate('apiRoutes', registry);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const method = String(route.method);
    if (!url.startsWith('/api')) return;
    if (PLUGIN_PUBLIC_PREFIXES.some((p) => url.startsWith(p))) {
      route.config = { ...(route.config ?? {}), access: { public: true } };
      return;
    }
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${method} ${url} declares neither a permission nor public access`);
    const codes = 'permission' in access ? [access.permission].flat() : [];
    if ('permission' in access && !codes.length)
      throw new Error(`Route ${method} ${url} declares an empty permission list (nobody could call it)`);
    const unknown = codes.filter((p) => !isKnownPermission(p));
    if (unknown.length)
      throw new Error(`Route ${method} ${url} declares unknown permission "${String(unknown[0])}"`);
    for (const m of [route.method].flat()) if (m !== 'HEAD') registry.push({ method: m, url, access });
  });

  app.addHook('onRequest', async (req, reply) => {
    const access = req.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const result = await opts.sessions.resolve(req.headers.authorization);
    if ('failure' in result) {
      const f = FAILURES[result.failure];
      return sendError(req, reply, f.code, f.key);
    }
    const auth = result.auth;
    req.auth = auth;
    if (auth.mustChangePassword && access.permission !== 'self') {
      return sendError(req, reply, Code.forbidden, 'auth.passwordChangeRequired');
    }
    if (![access.permission].flat().some((p) => hasPermission(auth.codes, p)))
      return sendError(req, reply, Code.forbidden, 'perm.denied');
  });
});
