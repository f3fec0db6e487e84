import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLogDetail } from '../modules/logs/log-rows.ts';
import { LogCategory } from '../modules/logs/log.table.ts';
import type { LogWriter } from '../modules/logs/log.writer.ts';
import { describePlace, describePlatform } from '../lib/net.ts';

/** Query keys whose values never reach a log. */
const SECRET_KEYS = /^(password|token|code|encryption|pollKey|sig|secret|client_secret)$/i;

/** Longest URL kept in a log row. */
const MAX_URL = 1000;

/** A URL with secret query values masked, cut to MAX_URL first (a long query costs parsing, not logging). */
export function maskUrl(whole: string): string {
  const url = whole.length > MAX_URL ? whole.slice(0, MAX_URL) : whole;
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const k of [...params.keys()]) if (SECRET_KEYS.test(k)) params.set(k, '***');
  return `${url.slice(0, q)}?${params.toString()}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The system-log writer (its counters show whether rows were dropped). */
    logs: LogWriter;
  }
}

/** Keeps every /api request (category 5) and every server error (category 4) in the system log. */
export const requestLogPlugin = fp(
  async (app: FastifyInstance, opts: { logs: LogWriter; enabled: boolean; now: () => number }) => {
    app.decorate('logs', opts.logs);
    app.addHook('onResponse', async (req, reply) => {
      if (!req.url.startsWith('/api') || req.routeOptions.config?.skipRequestLog) return;
      const base = {
        userId: req.auth?.userId ?? null,
        userName: req.auth ? `${req.auth.realName}/${req.auth.account}` : null,
        ipAddress: req.ip,
        ipAddressName: describePlace(req.ip),
        requestUrl: maskUrl(req.url).slice(0, MAX_URL),
        requestMethod: req.method,
        requestDuration: Math.round(reply.elapsedTime),
        statusCode: reply.statusCode,
        platForm: describePlatform(req.headers['user-agent']),
        creatorTime: opts.now(),
      };
      if (reply.serverError) {
        opts.logs.write({
          ...base,
          category: LogCategory.exception,
          abstracts: `${reply.serverErrorId}: ${reply.serverError.message}`.slice(0, 1000),
          json: (reply.serverError.stack ?? '').slice(0, 8000),
        });
      }
      if (!opts.enabled) return;
      const json = requestLogDetail(
        req.headers['user-agent'],
        reply.serverError ? reply.serverErrorId : undefined,
      );
      opts.logs.write({ ...base, category: LogCategory.request, json });
    });
  },
);
