import type {
  TChatContent,
  TChatHistoryItem,
  TChatMessageType,
  TChatUser,
  TInitMessageFrame,
  TReceiveMessageFrame,
  TSendMessageEchoFrame,
} from '@app/contracts';
import { create } from 'zustand';

/** A message of the open chat (spec §3 Chat message). */
interface TChatMessage {
  /** The sender. */
  userId: string;
  messageType: TChatMessageType;
  message: TChatContent;
  dateTime: number;
}

/** A user of the drawer list with its live state. */
export interface TChatListUser extends TChatUser {
  isOnline: boolean;
  unreadNum: number;
}

interface TChatState {
  onlineIds: ReadonlySet<string>;
  unread: Readonly<Record<string, number>>;
  /** The chat shown in the panel, or null. */
  openUserId: string | null;
  messages: TChatMessage[];
  /** A message arrived for a chat that is not open: the navbar icon blinks. */
  isBlinking: boolean;
  init: (f: TInitMessageFrame) => void;
  presence: (online: string[], offline: string[]) => void;
  /** Returns true when the message belongs to the open chat (then it is read at once). */
  receive: (f: TReceiveMessageFrame) => boolean;
  echo: (f: TSendMessageEchoFrame) => void;
  open: (userId: string | null) => void;
  setMessages: (items: TChatHistoryItem[]) => void;
}

/** The message of a stored history item (media content is JSON text). */
export function fromHistory(item: TChatHistoryItem): TChatMessage {
  let message: TChatContent = item.content;
  if (item.contentType !== 'text') {
    try {
      message = JSON.parse(item.content) as TChatContent;
    } catch {
      message = item.content;
    }
  }
  return { userId: item.sendUserId, messageType: item.contentType, message, dateTime: item.sendTime };
}

/** Users ordered by unread count (descending), then online before offline (spec §4 Chat connection). */
export function orderUsers(
  users: readonly TChatUser[],
  onlineIds: ReadonlySet<string>,
  unread: Readonly<Record<string, number>>,
): TChatListUser[] {
  return users
    .map((u) => ({ ...u, isOnline: onlineIds.has(u.id), unreadNum: unread[u.id] ?? 0 }))
    .sort((a, b) => b.unreadNum - a.unreadNum || Number(b.isOnline) - Number(a.isOnline));
}

/** Chat state fed by the socket: presence, unread counts, the open chat and its messages. */
export const useChatStore = create<TChatState>()((set, get) => ({
  onlineIds: new Set(),
  unread: {},
  openUserId: null,
  messages: [],
  isBlinking: false,
  init: (f) => {
    const unread = Object.fromEntries(f.unreadNums.map((n) => [n.sendUserId, n.unreadNum]));
    set({ onlineIds: new Set(f.onlineUsers), unread, isBlinking: f.unreadNums.length > 0 });
  },
  presence: (online, offline) => {
    const ids = new Set(get().onlineIds);
    for (const id of online) ids.add(id);
    for (const id of offline) ids.delete(id);
    set({ onlineIds: ids });
  },
  receive: (f) => {
    const { openUserId, messages, unread } = get();
    if (f.formUserId === openUserId) {
      const m = {
        userId: f.formUserId,
        messageType: f.messageType,
        message: f.formMessage,
        dateTime: f.dateTime,
      };
      set({ messages: [...messages, m] });
      return true;
    }
    set({ unread: { ...unread, [f.formUserId]: (unread[f.formUserId] ?? 0) + 1 }, isBlinking: true });
    return false;
  },
  echo: (f) => {
    if (f.toUserId !== get().openUserId) return;
    const m = { userId: f.UserId, messageType: f.messageType, message: f.toMessage, dateTime: f.dateTime };
    set({ messages: [...get().messages, m] });
  },
  open: (userId) => {
    const unread = { ...get().unread };
    if (userId) delete unread[userId];
    const hasUnread = Object.values(unread).some((n) => n > 0);
    set({ openUserId: userId, messages: [], unread, isBlinking: get().isBlinking && hasUnread });
  },
  setMessages: (items) => set({ messages: items.map(fromHistory) }),
}));
