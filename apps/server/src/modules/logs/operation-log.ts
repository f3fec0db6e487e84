import type { FastifyRequest } from 'fastify';
import { describePlace, describePlatform } from '../../lib/net.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { LogCategory } from './log.table.ts';
import type { LogWriter } from './log.writer.ts';

const SECRET_FIELD = /pass(word)?|secret|token|md5|hash|salt/i;

/** A copy of a row with secret-looking fields removed, for before/after summaries. */
export function withoutSecrets(row: object | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_FIELD.test(k)));
}

/** Writes an operation-log row: who did what to which record, with a before/after summary (no secrets). */
export function logOperation(
  logs: LogWriter,
  req: FastifyRequest,
  auth: TAuth,
  op: { module: string; action: string; objectId?: string; before?: object | null; after?: object | null },
  now: number,
): void {
  logs.write({
    category: LogCategory.operation,
    userId: auth.userId,
    userName: `${auth.realName}/${auth.account}`,
    ipAddress: req.ip,
    ipAddressName: describePlace(req.ip),
    platForm: describePlatform(req.headers['user-agent']),
    requestUrl: req.url.split('?')[0].slice(0, 500),
    requestMethod: req.method,
    moduleName: op.module,
    abstracts: `${op.action}${op.objectId ? ` ${op.objectId}` : ''}`.slice(0, 500),
    json: JSON.stringify({ before: withoutSecrets(op.before), after: withoutSecrets(op.after) }).slice(
      0,
      8000,
    ),
    creatorTime: now,
  });
}
