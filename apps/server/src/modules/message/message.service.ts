import { publishMessagePush } from '../chat/chat.online.ts';
import {
  Code,
  MessageType,
  ZMessageRecipients,
  type TMessageRecipients,
  type TNoticeEdit,
  type TPageQuery,
} from '@app/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { TAppContext } from '../../app-context.ts';
import type { TDbOrTx } from '../../db/client.ts';
import type { TBus } from '../../lib/bus.ts';
import { softDelete } from '../../lib/crud.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { orderBy, pageWindow, paged } from '../../lib/paging.ts';
import { updateVersioned } from '../../lib/versioned.ts';
import { defineOutboxTopic, type Outbox } from '../outbox/outbox.dispatcher.ts';
import type { TAuth } from '../auth/auth.types.ts';
import type { TColumnQuery } from '../authorize/column-permission.ts';
import {
  deleteReceipts,
  findInboxPage,
  findMessage,
  findNoticePage,
  findRecipientIds,
  insertReceiptPairs,
  insertReceipts,
  markAllRead,
  markRead,
  messageReceives,
  messages,
  noticeFilter,
  recipientFilter,
} from './message.repo.ts';

/** What a push carries: the author, recipients ('all' = everybody), the title and how many notices were added. */
export interface TMessagePushEvent {
  userId: string;
  userIds: string[] | 'all';
  title: string;
  unreadNoticeCount: number;
}

/** The HTML a notice may keep (everything else is removed on save). */
const HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'h1', 'h2', 'del', 'ins', 'u', 's'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s,.%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s,.%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d{1,3}(px|em|rem|%)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
};

/** The notice HTML with everything outside the allow-list removed. */
export function sanitizeNotice(html: string): string {
  return sanitizeHtml(html, HTML_POLICY);
}

const NOTICE_SORT = {
  lastModifyTime: messages.lastModifyTime,
  releaseTime: messages.releaseTime,
  creatorTime: messages.creatorTime,
  title: messages.title,
};
const NOTICE_ORDER = [desc(messages.creatorTime), asc(messages.id)];

/** Outbox topic of the `messagePush` frames: written with the message or the release, pushed after commit. */
export const MessagePushTopic = defineOutboxTopic<TMessagePushEvent>('message.push');

/** Pushes `messagePush` to the recipients' sockets on every server process (the real-time channel). */
function publishPush(bus: TBus, e: TMessagePushEvent): Promise<void> {
  const frame = {
    userId: e.userId,
    toUserId: e.userIds === 'all' ? [] : e.userIds,
    title: e.title,
    unreadNoticeCount: e.unreadNoticeCount,
  };
  return publishMessagePush(bus, frame, { all: e.userIds === 'all' });
}

/**
 * Delivers the outbox's message pushes through the bus. A repeated push (a crash before its row was marked) only
 * makes the client fetch its unread counts again, so it is idempotent.
 */
export function consumeMessagePushes(outbox: Outbox, bus: TBus): void {
  outbox.consumeBatch(MessagePushTopic, async (pushes) => {
    for (const { payload } of pushes) await publishPush(bus, payload);
  });
}

/**
 * Sends a system message (type 2, e.g. from the workflow) to users: one message, one receipt each, and an outbox
 * row for the push, all in the caller's transaction (`c.db`); call `c.outbox.nudge()` after it commits (else the
 * sweep pushes it). `bodyText` is the JSON the client opens (`{type, id}`).
 */
export async function sendSystemMessage(
  c: { db: TDbOrTx; outbox: Outbox; now: () => number },
  m: { title: string; bodyText: string; userIds: string[]; senderId: string | null },
): Promise<string> {
  const id = newId();
  const now = c.now();
  // A savepoint inside the caller's transaction, or a transaction of its own.
  await c.db.transaction(async (tx) => {
    await tx.insert(messages).values({
      id,
      type: MessageType.system,
      title: m.title.slice(0, 100),
      bodyText: m.bodyText,
      enabledMark: 1,
      releaseTime: now,
      lastModifyTime: now,
      creatorTime: now,
      creatorUserId: m.senderId,
    });
    if (!m.userIds.length) return;
    const who = recipientFilter({ userIds: m.userIds, organizeIds: [], roleIds: [] });
    await insertReceipts(tx, { messageId: id, type: MessageType.system, now }, who);
    const push = { userId: m.senderId ?? 'system', userIds: m.userIds, title: m.title, unreadNoticeCount: 0 };
    await c.outbox.enqueue(tx, { topic: MessagePushTopic, payload: push });
  });
  return id;
}

/**
 * `sendSystemMessage` for several messages in four statements whatever their number (the messages, the receipts of
 * their live recipients, the pushes' outbox rows), in the caller's transaction; answers the message ids.
 */
export async function sendSystemMessages(
  c: { db: TDbOrTx; outbox: Outbox; now: () => number },
  list: readonly { title: string; bodyText: string; userIds: string[]; senderId: string | null }[],
): Promise<string[]> {
  if (!list.length) return [];
  const now = c.now();
  const rows = list.map((m) => ({
    id: newId(),
    type: MessageType.system,
    title: m.title.slice(0, 100),
    bodyText: m.bodyText,
    enabledMark: 1,
    releaseTime: now,
    lastModifyTime: now,
    creatorTime: now,
    creatorUserId: m.senderId,
  }));
  await c.db.insert(messages).values(rows);
  const pairs = list.flatMap((m, i) => m.userIds.map((userId) => ({ messageId: rows[i].id, userId })));
  await insertReceiptPairs(c.db, { type: MessageType.system, now }, pairs);
  const pushes = list
    .filter((m) => m.userIds.length)
    .map((m) => ({
      topic: MessagePushTopic,
      payload: { userId: m.senderId ?? 'system', userIds: m.userIds, title: m.title, unreadNoticeCount: 0 },
    }));
  await c.outbox.enqueueAll(c.db, pushes);
  return rows.map((r) => r.id);
}

/** Parses the stored recipient JSON (null = everybody). */
function readRecipients(json: string | null): TMessageRecipients | null {
  if (!json) return null;
  try {
    const parsed = ZMessageRecipients.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** System messages (contract §3.1): notices (draft → release) and the signed-in user's inbox with read receipts. */
export class MessageService {
  constructor(private readonly c: Pick<TAppContext, 'db' | 'outbox' | 'now' | 'orgs'>) {}

  /** Admin list of notices. */
  async page(q: TColumnQuery<TPageQuery>) {
    const { limit, offset } = pageWindow(q);
    const order = orderBy(q, NOTICE_SORT, NOTICE_ORDER);
    const { rows, total } = await findNoticePage(
      this.c.db,
      noticeFilter(q.keyword, q.hiddenColumns),
      order,
      limit,
      offset,
    );
    return paged(rows, total, q);
  }

  /** One notice for the edit form. */
  async info(id: string) {
    const row = await findMessage(this.c.db, id);
    if (!row || row.type !== MessageType.notice) throw notFound();
    return { ...row, recipients: readRecipients(row.recipients) };
  }

  /** Creates a draft or updates one (released notices are final). */
  async save(auth: TAuth, input: TNoticeEdit): Promise<{ before: object | null; after: object }> {
    const before = input.id ? await this.info(input.id) : null;
    if (before && before.enabledMark !== 0) throw new AppError(Code.conflict, 'message.notDraft');
    const now = this.c.now();
    const values = {
      title: input.title,
      bodyText: sanitizeNotice(input.bodyText),
      recipients: input.recipients ? JSON.stringify(input.recipients) : null,
      lastModifyTime: now,
    };
    if (before) {
      const set = { ...values, lastModifyUserId: auth.userId };
      const version = await updateVersioned(this.c.db, messages, before.id, set, input.version ?? undefined);
      return { before, after: { ...before, ...values, version: version ?? before.version } };
    }
    const row = {
      id: newId(),
      type: MessageType.notice,
      enabledMark: 0,
      ...values,
      creatorTime: now,
      creatorUserId: auth.userId,
    };
    await this.c.db.insert(messages).values(row);
    return { before: null, after: row };
  }

  /** Soft-deletes a notice and removes its receipts. */
  async remove(auth: TAuth, id: string) {
    const before = await this.info(id);
    await this.c.db.transaction(async (tx) => {
      await softDelete({ ...this.c, db: tx }, messages, auth, id);
      await tx.delete(messageReceives).where(eq(messageReceives.messageId, id));
    });
    return { ...before, bodyText: undefined };
  }

  /** Releases a draft: one unread receipt per recipient in one INSERT … SELECT and the push's outbox row. */
  async release(auth: TAuth, id: string) {
    const before = await this.info(id);
    if (before.enabledMark !== 0) throw new AppError(Code.conflict, 'message.released');
    const r = before.recipients;
    const chosen = r && (r.userIds.length || r.organizeIds.length || r.roleIds.length) ? r : null;
    const expanded = chosen
      ? {
          ...chosen,
          organizeIds: [
            ...new Set((await Promise.all(chosen.organizeIds.map((o) => this.c.orgs.subtree(o)))).flat()),
          ],
        }
      : null;
    const who = recipientFilter(expanded);
    const now = this.c.now();
    await this.c.db.transaction(async (tx) => {
      await tx
        .update(messages)
        .set({ enabledMark: 1, releaseTime: now, lastModifyTime: now, lastModifyUserId: auth.userId })
        .where(eq(messages.id, id));
      await insertReceipts(tx, { messageId: id, type: MessageType.notice, now }, who);
      const userIds = expanded ? await findRecipientIds(tx, who) : 'all';
      const push = { userId: auth.userId, userIds, title: before.title, unreadNoticeCount: 1 };
      await this.c.outbox.enqueue(tx, { topic: MessagePushTopic, payload: push });
    });
    // Pushed before the answer, as before; a crash here leaves the row to the sweep.
    await this.c.outbox.nudge();
    return { before: { ...before, bodyText: undefined }, after: { id, enabledMark: 1 } };
  }

  /** The caller's inbox. */
  async inbox(auth: TAuth, q: TPageQuery & { type?: number }) {
    const { limit, offset } = pageWindow(q);
    const { rows, total } = await findInboxPage(this.c.db, auth.userId, { ...q, limit, offset });
    return paged(
      rows.map((r) => ({ ...r, isRead: r.isRead === 1 ? ('1' as const) : ('0' as const) })),
      total,
      q,
    );
  }

  /** A message the caller received, marked read. */
  async read(auth: TAuth, id: string) {
    const row = await findMessage(this.c.db, id);
    if (!row || !(await markRead(this.c.db, id, auth.userId, this.c.now()))) throw notFound();
    return { ...row, recipients: readRecipients(row.recipients) };
  }

  /** Marks all of the caller's messages read. */
  readAll(auth: TAuth) {
    return markAllRead(this.c.db, auth.userId, this.c.now());
  }

  /** Removes messages from the caller's inbox. */
  removeReceived(auth: TAuth, ids: string[]) {
    return deleteReceipts(this.c.db, auth.userId, ids);
  }
}
