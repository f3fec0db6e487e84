import { z } from 'zod';
import { ZEditVersion, ZId, ZName, ZPageQuery, ZRowVersion } from './common.ts';
import { idList } from './lenient.ts';
import type { TText } from './text.ts';

/** 1 notice written by an administrator, 2 system message (workflow). */
export const MessageType = { notice: 1, system: 2 } as const;

/** Who receives a notice: everybody (all lists empty) or the union of chosen users, departments and roles. */
export const ZMessageRecipients = z.strictObject({
  userIds: z.array(ZId).max(1000).default([]),
  /** Departments or companies, each with everything below it. */
  organizeIds: z.array(ZId).max(200).default([]),
  roleIds: z.array(ZId).max(200).default([]),
});
export type TMessageRecipients = z.infer<typeof ZMessageRecipients>;

/** Create (no id) or update (id, drafts only) a notice; the HTML is sanitised on the server. */
export const ZNoticeEdit = z.strictObject({
  /** The version the edit is based on (from info); absent: the last write wins (the JNPF client sends none). */
  version: ZEditVersion,
  id: ZId.optional(),
  title: ZName(100),
  /** Rich-text HTML (at most 200,000 characters). */
  bodyText: z.string().max(200_000).default(''),
  /** Omitted or null: every user. */
  recipients: ZMessageRecipients.nullish(),
});
export type TNoticeEdit = z.infer<typeof ZNoticeEdit>;

/** Admin notice list query. */
export const ZNoticePageQuery = ZPageQuery;

/** A notice of the admin list. */
export const ZNoticeItem = z.object({
  id: z.string(),
  title: z.string(),
  type: z.number().int(),
  /** "RealName/Account" of the author. */
  creatorUser: z.string(),
  lastModifyTime: z.number().nullable(),
  /** When the notice was released; null while it is a draft. */
  releaseTime: z.number().nullable(),
  /** 0 draft, 1 released. */
  enabledMark: z.number().int(),
  creatorTime: z.number(),
});
export type TNoticeItem = z.infer<typeof ZNoticeItem>;

/** A notice with its body (edit form and read detail). */
export const ZNoticeInfo = z.object({
  /** The row version: send it back with the edit to have a change made since refused (409 record.stale). */
  version: ZRowVersion.optional(),
  id: z.string(),
  title: z.string(),
  type: z.number().int(),
  bodyText: z.string(),
  creatorUser: z.string(),
  lastModifyTime: z.number().nullable(),
  /** When the notice was released; null while it is a draft. */
  releaseTime: z.number().nullable(),
  enabledMark: z.number().int(),
  recipients: ZMessageRecipients.nullable(),
});
export type TNoticeInfo = z.infer<typeof ZNoticeInfo>;

/** The signed-in user's inbox query (drawer and message centre). */
export const ZReceivePageQuery = ZPageQuery.extend({
  /** 1 notices, 2 system messages; omitted: both. */
  type: z.coerce.number().int().min(1).max(2).optional(),
});

/** A message of the inbox. */
export const ZReceiveItem = z.object({
  id: z.string(),
  title: z.string(),
  type: z.number().int(),
  creatorUser: z.string(),
  lastModifyTime: z.number().nullable(),
  /** '1' read, '0' unread. */
  isRead: z.enum(['0', '1']),
  /** Type 2: JSON `{type, id}` of the flow task to open; notices: ''. */
  bodyText: z.string(),
});
export type TReceiveItem = z.infer<typeof ZReceiveItem>;

/** Inbox rows to remove: an array or a comma-separated string of message ids. */
export const ZReceiveDelete = z.strictObject({
  ids: idList(500).refine((ids) => ids.length > 0, 'must name at least one message'),
});

/** Unread counts of the caller. */
export const ZUnreadCounts = z.object({ notice: z.number().int(), message: z.number().int() });

/** Messages of the system-messages module. */
export const MESSAGE_MESSAGES = {
  'message.notDraft': {
    zh: '只能修改草稿状态的公告',
    zhtw: '只能修改草稿狀態的公告',
    en: 'Only draft notices can be changed',
  },
  'message.released': {
    zh: '该公告已发布',
    zhtw: '該公告已發布',
    en: 'The notice has already been released',
  },
} as const satisfies Record<string, TText>;
