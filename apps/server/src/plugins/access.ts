import { Code, isKnownPermission, type TMessageKey } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TSessionFailure } from '../modules/auth/auth.types.ts';
import type { SessionService } from '../modules/auth/session.service.ts';
import { sendError } from './envelope.ts';
import type { TAccess, TGuardDeps } from '../lib/route.ts';

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

/** Why a route's declared access cannot stand (start-up refuses it), or null. */
function accessProblem(access: TAccess | undefined): string | null {
  if (!access) return 'declares no access (public, optionalSession, signedIn, permission or resolve)';
  if ('public' in access || 'optionalSession' in access) return null;
  if ('rowRule' in access && access.rowRule && !access.rowRule.name)
    return 'declares a row rule without a name';
  if ('signedIn' in access) return null;
  if ('resolve' in access && typeof access.resolve !== 'function')
    return 'declares a resolver that is not a function';
  if (!('permission' in access)) return 'resolve' in access ? null : 'declares no access';
  const codes: readonly string[] = [access.permission].flat();
  if (!codes.length) return 'declares an empty permission list (nobody could call it)';
  if (codes.includes('self')) return 'declares `self` (declare `signedIn: true`)';
  const unknown = codes.find((p) => !isKnownPermission(p));
  return unknown ? `declares unknown permission "${unknown}"` : null;
}

/** True when a holder of `codes` (null = super admin) holds any one of `wanted`. */
function holdsAny(codes: ReadonlySet<string> | null, wanted: readonly string[]): boolean {
  return wanted.some((w) => codes === null || codes.has(w));
}

/**
 * Deny by default: every /api route must declare its `access` (lib/route.ts TAccess), else the server refuses to
 * start. The guard, not the handler, enforces it: the session and fixed codes before the body is parsed, resolved
 * codes before it is validated, the row rule after validation and before the handler.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { sessions: SessionService } & TGuardDeps) => {
    app.decorateRequest('auth', null);
    const registry: TApiRoute[] = [];
    app.decorate('apiRoutes', registry);
    const deps: TGuardDeps = { db: opts.db, modelMenus: opts.modelMenus };

    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path;
      const method = String(route.method);
      if (!url.startsWith('/api')) return;
      if (PLUGIN_PUBLIC_PREFIXES.some((p) => url.startsWith(p))) {
        route.config = { ...(route.config ?? {}), access: { public: true } };
        return;
      }
      const access = route.config?.access;
      const problem = accessProblem(access);
      if (problem || !access) throw new Error(`Route ${method} ${url} ${problem}`);
      for (const m of [route.method].flat()) if (m !== 'HEAD') registry.push({ method: m, url, access });
    });

    app.addHook('onRequest', async (req, reply) => {
      const access = req.routeOptions.config?.access;
      if (!access || 'public' in access) return;
      const optional = 'optionalSession' in access;
      if (optional && !req.headers.authorization) return;
      const result = await opts.sessions.resolve(req.headers.authorization);
      if ('failure' in result) {
        if (optional) return;
        const f = FAILURES[result.failure];
        return sendError(req, reply, f.code, f.key);
      }
      const auth = result.auth;
      req.auth = auth;
      if (optional) return;
      if (auth.mustChangePassword && !('signedIn' in access)) {
        return sendError(req, reply, Code.forbidden, 'auth.passwordChangeRequired');
      }
      if ('permission' in access && !holdsAny(auth.codes, [access.permission].flat()))
        return sendError(req, reply, Code.forbidden, 'perm.denied');
    });

    app.addHook('preValidation', async (req, reply) => {
      const access = req.routeOptions.config?.access;
      if (!access || !('resolve' in access) || !access.resolve || !req.auth) return;
      if (!holdsAny(req.auth.codes, await access.resolve(req, deps)))
        return sendError(req, reply, Code.forbidden, 'perm.denied');
    });

    app.addHook('preHandler', async (req, reply) => {
      const access = req.routeOptions.config?.access;
      if (!access || !('rowRule' in access) || !access.rowRule || !req.auth) return;
      if (!(await access.rowRule.allows(req, req.auth, deps)))
        return sendError(req, reply, Code.forbidden, access.rowRule.refusal);
    });
  },
);
