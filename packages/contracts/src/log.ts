import { z } from 'zod';
import { ZId, ZPageQuery } from './common.ts';
import type { TText } from './text.ts';

/** Log categories (contract §3.13): 1 login, 3 operation, 4 exception, 5 request. */
export const ZLogCategoryParams = z.strictObject({
  category: z.enum(['1', '3', '4', '5']).transform(Number),
});

/** Log list query: keyword, a time range widened to whole days, paging and an allowed sort key. */
export const ZLogPageQuery = ZPageQuery.extend({
  /** Epoch ms; from the start of that day. */
  startTime: z.coerce.number().int().min(0).optional(),
  /** Epoch ms; to the end of that day. */
  endTime: z.coerce.number().int().min(0).optional(),
});
export type TLogPageQuery = z.infer<typeof ZLogPageQuery>;

/** A log row as the log pages show it (never a password, digest or token). */
export const ZLogItem = z.object({
  id: z.string(),
  category: z.number().int(),
  userId: z.string().nullable(),
  /** "RealName/Account". */
  userName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** The same address under the contract's name (the 3.1 client's log column reads `ipaddress`). */
  ipaddress: z.string().nullable(),
  ipAddressName: z.string().nullable(),
  platForm: z.string().nullable(),
  requestURL: z.string().nullable(),
  requestMethod: z.string().nullable(),
  /** Milliseconds. */
  requestDuration: z.number().int().nullable(),
  statusCode: z.number().int().nullable(),
  /** Summary in the reader's language: what an operation did, how a sign-in went, an exception's message. */
  abstracts: z.string().nullable(),
  /** The module (page) in the reader's language. */
  moduleName: z.string().nullable(),
  creatorTime: z.number(),
});
export type TLogItem = z.infer<typeof ZLogItem>;

/** `{id}` of one log row. */
export const ZLogIdParams = z.strictObject({ id: ZId });

/** One changed field of an operation, labelled in the reader's language, ids shown as names. */
export const ZLogChange = z.object({
  field: z.string(),
  label: z.string(),
  /** `value`: one value a side (none when empty); `set`: `before` lists what was removed, `after` what was added. */
  kind: z.enum(['value', 'set']),
  before: z.array(z.string()),
  after: z.array(z.string()),
});
export type TLogChange = z.infer<typeof ZLogChange>;

/** A request row's detail (also an exception row's request). */
export const ZLogRequestDetail = z.object({
  method: z.string().nullable(),
  path: z.string().nullable(),
  /** The query's parameters in order (secret values masked). */
  query: z.array(z.object({ key: z.string(), value: z.string() })),
  statusCode: z.number().int().nullable(),
  /** Milliseconds. */
  duration: z.number().int().nullable(),
  userAgent: z.string().nullable(),
  /** The error id of a server error (the exception log row has the stack). */
  errorId: z.string().nullable(),
});

/** A sign-in row's detail. */
export const ZLogLoginDetail = z.object({
  isSuccess: z.boolean(),
  /** Success or failure in the reader's language. */
  result: z.string(),
  /** Why it failed, in the reader's language. */
  reason: z.string().nullable(),
  /** Password, SMS code or QR code, in the reader's language. */
  method: z.string().nullable(),
  platform: z.string().nullable(),
  browser: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** One log row in full, rendered in the reader's language; the part of its category is set, the others null. */
export const ZLogDetail = z.object({
  id: z.string(),
  category: z.number().int(),
  creatorTime: z.number(),
  /** "RealName/Account". */
  userName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  place: z.string().nullable(),
  module: z.string().nullable(),
  summary: z.string().nullable(),
  request: ZLogRequestDetail.nullable(),
  login: ZLogLoginDetail.nullable(),
  /** Operation rows: the changed fields (older rows: empty, see `raw`). */
  changes: z.array(ZLogChange).nullable(),
  /** Some changes or values were left out to keep the row small. */
  isTruncated: z.boolean(),
  /** Exception rows: the error id, message and stack. */
  error: z.object({ errorId: z.string().nullable(), message: z.string(), stack: z.string() }).nullable(),
  /** An older row's stored detail as it is (operation rows written before changes were recorded). */
  raw: z.string().nullable(),
});
export type TLogDetail = z.infer<typeof ZLogDetail>;

/** Log rows to delete (at most 500 at a time). */
export const ZLogDelete = z.strictObject({ ids: z.array(ZId).min(1).max(500) });

/** Online users filter: keyword on account and name. */
export const ZOnlineUserQuery = z.object({ keyword: z.string().trim().max(100).optional() });

/** `{userId}` of the user to force offline. */
export const ZOnlineUserParams = z.strictObject({ userId: ZId });

/** One signed-in user: the newest sign-in of their live sessions. */
export const ZOnlineUser = z.object({
  userId: z.string(),
  userAccount: z.string(),
  /** Real name. */
  userName: z.string(),
  /** The newest sign-in as the 3.1 client shows it (no formatter there): "yyyy-MM-dd HH:mm:ss", server time. */
  loginTime: z.string(),
  /** Epoch ms of the newest sign-in (our web formats it in the reader's time zone). */
  loginAt: z.number(),
  loginIPAddress: z.string(),
  /** Place described from the address. */
  loginIPAddressName: z.string(),
  loginPlatForm: z.string(),
  /** Epoch ms of the latest activity over all the user's sessions. */
  lastActivity: z.number(),
  /** Live sessions (tabs, devices) of the user. */
  sessionCount: z.number().int(),
  tenantId: z.string(),
});
export type TOnlineUser = z.infer<typeof ZOnlineUser>;

/** Messages of the logs and online-users modules. */
export const LOG_MESSAGES = {
  'online.self': {
    zh: '不能强制自己下线',
    zhtw: '不能強制自己下線',
    en: 'You cannot force yourself offline',
  },
  'online.admin': {
    zh: '不能强制超级管理员下线',
    zhtw: '不能強制超級管理員下線',
    en: 'Only a super administrator can force a super administrator offline',
  },
} as const satisfies Record<string, TText>;
