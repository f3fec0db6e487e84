import type { FastifyRequest } from 'fastify';
import { describePlace, describePlatform } from '../../lib/net.ts';
import type { TSessionMeta } from './session.service.ts';

/** Where a request comes from, for sessions and the login log. */
export function requestMeta(req: FastifyRequest): TSessionMeta {
  return {
    ip: req.ip,
    ipPlace: describePlace(req.ip),
    platform: describePlatform(req.headers['user-agent']),
    userAgent: req.headers['user-agent'] ?? '',
  };
}
