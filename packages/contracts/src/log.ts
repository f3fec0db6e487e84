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
  ipAddressName: z.string().nullable(),
  platForm: z.string().nullable(),
  requestURL: z.string().nullable(),
  requestMethod: z.string().nullable(),
  /** Milliseconds. */
  requestDuration: z.number().int().nullable(),
  statusCode: z.number().int().nullable(),
  /** Summary: the action of an operation, the message of an exception. */
  abstracts: z.string().nullable(),
  /** Operation rows: before/after summary as JSON text; exception rows: the stack. */
  json: z.string().nullable(),
  moduleName: z.string().nullable(),
  creatorTime: z.number(),
});
export type TLogItem = z.infer<typeof ZLogItem>;

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
  /** Epoch ms of the newest sign-in. */
  loginTime: z.number(),
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
