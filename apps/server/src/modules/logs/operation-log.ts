import type { TLogModule, TLogNoun, TLogSummary, TLogSummaryParams } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { describePlace, describePlatform } from '../../lib/net.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { diffRecords, operationDetailJson, type TStoredChange } from './log-diff.ts';
import { LogCategory } from './log.table.ts';
import type { LogWriter } from './log.writer.ts';

/** What an operation did (a summary code of LOG_SUMMARIES other than the sign-in ones). */
export type TLogAction = Exclude<TLogSummary, 'signIn' | 'signInFailed'>;

/** One operation for the log: module, action and record, and what changed. Stored as codes, never as text. */
interface TOperation {
  module: TLogModule;
  action: TLogAction;
  /** What kind of record was acted on. */
  noun?: TLogNoun;
  /** The record's id. */
  objectId?: string;
  /** The record's name now (else taken from `after` or `before`, else looked up by id when the log is read). */
  name?: string;
  count?: number;
  sessions?: number;
  /** The record before and after: their differing fields are the detail (no secrets, no bookkeeping). */
  before?: object | null;
  after?: object | null;
  /** Changes the records cannot tell (members, grants); added to those of before and after. */
  changes?: readonly (TStoredChange | null)[];
}

const NAME_FIELDS = ['fullName', 'realName', 'title', 'account'] as const;

/** A record's name: its first non-empty name field. */
function nameOf(row: object | null | undefined): string | undefined {
  const r: Record<string, unknown> = { ...row };
  const name = NAME_FIELDS.map((f) => r[f]).find((v): v is string => typeof v === 'string' && v !== '');
  return name?.slice(0, 100);
}

/** The action of an enable/disable toggle by the record's new state. */
export function toggleAction(after: object): 'enable' | 'disable' {
  return (after as { enabledMark?: unknown }).enabledMark === 1 ? 'enable' : 'disable';
}

/** Writes an operation-log row: who did what to which record, and the changed fields (no secrets). */
export function logOperation(
  logs: LogWriter,
  req: FastifyRequest,
  auth: TAuth,
  op: TOperation,
  now: number,
): void {
  const params: TLogSummaryParams = {
    noun: op.noun,
    id: op.objectId,
    name: op.name ?? nameOf(op.after) ?? nameOf(op.before),
    count: op.count,
    sessions: op.sessions,
  };
  const changes = [
    ...(op.before || op.after ? diffRecords(op.before, op.after) : []),
    ...(op.changes ?? []).filter((c): c is TStoredChange => c !== null),
  ];
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
    abstracts: op.action,
    abstractParams: JSON.stringify(params),
    json: operationDetailJson(changes),
    creatorTime: now,
  });
}
