import {
  CHAT_TEXT_MAX,
  FILE_KINDS,
  STORED_FILE_NAME,
  type TChatErrorCode,
  type TMessageListFrame,
  type TMessageListReplyFrame,
  type TSendMessageFrame,
  type TUnreadNum,
} from '@app/contracts';
import type { TDb } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import type { TDelivery } from './chat.frames.ts';
import { MessageWriter } from './chat.writer.ts';
import {
  conversationOf,
  findConversationPage,
  findOwnImFile,
  findUnreadNums,
  findUserCards,
  markRead,
  toHistoryItem,
  type TUserCard,
} from './chat.repo.ts';

const CARD_TTL_MS = 60_000;
/** Users per card query. */
const CARD_BATCH = 500;
const IMAGE_EXTS: readonly string[] = FILE_KINDS.IM.exts.filter((e) => e !== 'mp3');

/** Unread notice and system-message counts for initMessage; the system-messages module provides it. */
type TUnreadCountsProvider = (userId: string) => Promise<{
  unreadNoticeCount: number;
  noticeDefaultText: string;
  unreadMessageCount: number;
  messageDefaultText: string;
}>;

/** Until the system-messages module registers its provider, there is nothing unread. */
const noUnreadCounts: TUnreadCountsProvider = async () => ({
  unreadNoticeCount: 0,
  noticeDefaultText: '',
  unreadMessageCount: 0,
  messageDefaultText: '',
});

/** Per-sender token bucket: `burst` messages at once, refilled at `perSecond`. */
export interface TRateLimit {
  burst: number;
  perSecond: number;
}

/** Removes control characters except tab and newline, then trims. */
function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
}

/** The stored IM file name a client reference points at (`name`, or the last segment of `path`). */
function imFileName(ref: { name?: string; path?: string }): string | null {
  const name = ref.name ?? ref.path?.split('/').pop() ?? '';
  return STORED_FILE_NAME.test(name) ? name : null;
}

/** Chat rules: what may be sent, history, read state, unread counts. No sockets here. */
export class ChatService {
  private readonly cards = new Map<string, { card: TUserCard; at: number }>();
  private cardBatch: { ids: Set<string>; loaded: Promise<Map<string, TUserCard>> } | null = null;
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private unreadCounts: TUnreadCountsProvider = noUnreadCounts;
  private readonly writer: MessageWriter;

  constructor(
    private readonly db: TDb,
    private readonly opts: { now: () => number; rate: TRateLimit },
  ) {
    this.writer = new MessageWriter(db);
  }

  /** Lets the system-messages module supply unreadNoticeCount / unreadMessageCount (the hook). */
  setUnreadCountsProvider(provider: TUnreadCountsProvider): void {
    this.unreadCounts = provider;
  }

  /** The counts of initMessage for a user. */
  async unreadFor(
    userId: string,
  ): Promise<{ unreadNums: TUnreadNum[] } & Awaited<ReturnType<TUnreadCountsProvider>>> {
    const [unreadNums, counts] = await Promise.all([
      findUnreadNums(this.db, userId),
      this.unreadCounts(userId),
    ]);
    return { unreadNums, ...counts };
  }

  /** Validates and stores a message from `senderId`; returns what to deliver, or why not. */
  async send(senderId: string, f: TSendMessageFrame): Promise<TDelivery | { error: TChatErrorCode }> {
    if (f.toUserId === senderId) return { error: 'self' };
    const content = await this.contentOf(senderId, f);
    if (typeof content !== 'string') return content;
    if (!this.take(senderId)) return { error: 'rateLimited' };
    const [sender, receiver] = await Promise.all([this.card(senderId), this.card(f.toUserId)]);
    if (!sender || !receiver) return { error: 'unknownUser' };
    const message = {
      id: newId(),
      conversation: conversationOf(senderId, f.toUserId),
      sendUserId: senderId,
      sendTime: this.opts.now(),
      receiveUserId: f.toUserId,
      receiveTime: null,
      content,
      contentType: f.messageType,
      state: 0,
    };
    await this.writer.write(message);
    return { message, sender, receiver };
  }

  /** A page of the conversation between `userId` and the other side of the frame (never anyone else's). */
  async history(userId: string, f: TMessageListFrame): Promise<TMessageListReplyFrame> {
    // One side is always the socket's user: a frame naming two other users still reads only the caller's chat.
    const other = f.toUserId === userId && f.formUserId ? f.formUserId : f.toUserId;
    const { rows, total } = await findConversationPage(this.db, {
      conversation: conversationOf(userId, other),
      keyword: f.keyword || undefined,
      sord: f.sord,
      limit: f.pageSize,
      offset: (f.currentPage - 1) * f.pageSize,
    });
    return {
      method: 'messageList',
      toUserId: other,
      list: rows.map(toHistoryItem),
      pagination: { currentPage: f.currentPage, pageSize: f.pageSize, total },
    };
  }

  /** Marks messages from `senderId` to `userId` read. */
  async markRead(userId: string, senderId: string): Promise<number> {
    return markRead(this.db, userId, senderId, this.opts.now());
  }

  /** Drops cached names and avatars (users changed). */
  forgetCards(userIds: readonly string[] | null): void {
    if (userIds === null) this.cards.clear();
    else for (const id of userIds) this.cards.delete(id);
  }

  /** The stored content of a message, or the refusal. */
  private async contentOf(
    senderId: string,
    f: TSendMessageFrame,
  ): Promise<string | { error: TChatErrorCode }> {
    const c = f.messageContent;
    if (f.messageType === 'text') {
      if (typeof c !== 'string') return { error: 'badFrame' };
      const text = cleanText(c);
      if (!text) return { error: 'empty' };
      return text.length > CHAT_TEXT_MAX ? { error: 'tooLong' } : text;
    }
    if (typeof c === 'string') return { error: 'badFrame' };
    const name = imFileName(c);
    const ext = name ? await findOwnImFile(this.db, name, senderId) : undefined;
    const isImage = f.messageType === 'image';
    if (!name || !ext || (isImage ? !IMAGE_EXTS.includes(ext) : ext !== 'mp3')) return { error: 'badFile' };
    const path = `/api/file/preview/IM/${name}`;
    if (isImage && 'width' in c) return JSON.stringify({ path, width: c.width, height: c.height });
    if (!isImage && 'length' in c) return JSON.stringify({ path, length: c.length });
    return { error: 'badFrame' };
  }

  /** Takes one token from the sender's bucket. */
  private take(userId: string): boolean {
    const now = this.opts.now();
    const { burst, perSecond } = this.opts.rate;
    const b = this.buckets.get(userId) ?? { tokens: burst, at: now };
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond);
    b.at = now;
    this.buckets.set(userId, b);
    if (this.buckets.size > 50_000) this.buckets.clear(); // bounded: a full bucket is the default anyway
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  /** Name and avatar of a live user, cached for a minute. */
  private async card(userId: string): Promise<TUserCard | undefined> {
    const hit = this.cards.get(userId);
    if (hit && this.opts.now() - hit.at < CARD_TTL_MS) return hit.card;
    return (await this.loadCards(userId)).get(userId);
  }

  /**
   * Loads the cards missed during one event-loop turn with one query: when many users send their first message
   * at once (a reconnect, a busy minute after the cache expired) that is one read instead of one or two per message.
   */
  private loadCards(userId: string): Promise<Map<string, TUserCard>> {
    if (!this.cardBatch) {
      const ids = new Set<string>();
      const loaded = new Promise<Map<string, TUserCard>>((resolve, reject) =>
        setImmediate(() => {
          this.cardBatch = null;
          this.fetchCards([...ids]).then(resolve, reject);
        }),
      );
      this.cardBatch = { ids, loaded };
    }
    this.cardBatch.ids.add(userId);
    return this.cardBatch.loaded;
  }

  private async fetchCards(ids: string[]): Promise<Map<string, TUserCard>> {
    const now = this.opts.now();
    const found = new Map<string, TUserCard>();
    for (let i = 0; i < ids.length; i += CARD_BATCH)
      for (const card of await findUserCards(this.db, ids.slice(i, i + CARD_BATCH))) found.set(card.id, card);
    for (const id of ids) {
      const card = found.get(id);
      if (card) this.cards.set(id, { card, at: now });
      else this.cards.delete(id);
    }
    return found;
  }
}
