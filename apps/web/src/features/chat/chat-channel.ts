import type { TChatServerFrame, TMessageListReplyFrame, TSendMessageFrame } from '@app/contracts';
import i18next from 'i18next';
import { onRealtime, type TRealtimeHandler } from '../../shared/realtime/events.ts';
import { REALTIME_CLOSED, sendRealtime } from '../../shared/realtime/socket.ts';
import { toastError } from '../../shared/ui/feedback.ts';
import { CHAT_NS } from './chat-i18n.ts';
import { useChatStore } from './chat-store.ts';

type TFrame<M extends TChatServerFrame['method']> = Extract<TChatServerFrame, { method: M }>;

// Replies to MessageList come back in the order asked (the server answers a socket's frames one at a time).
const pendingLists: ((reply: TMessageListReplyFrame) => void)[] = [];

const ERROR_KEYS: Record<string, string> = {
  tooLong: 'tooLong',
  rateLimited: 'rateLimited',
  badFile: 'uploadFailed',
};

function on<M extends TChatServerFrame['method']>(method: M, handle: (f: TFrame<M>) => void): () => void {
  return onRealtime(method, handle as TRealtimeHandler);
}

/** Feeds the chat store from the shared real-time channel; returns the unsubscribe. */
export function subscribeChat(): () => void {
  const chat = () => useChatStore.getState();
  const offs = [
    on('initMessage', (f) => chat().init(f)),
    on('presence', (f) => chat().presence(f.online, f.offline)),
    on('receiveMessage', (f) => {
      if (chat().receive(f)) markRead(f.formUserId);
    }),
    on('sendMessage', (f) => chat().echo(f)),
    on('messageList', (f) => pendingLists.shift()?.(f)),
    on('error', (f) => {
      if (ERROR_KEYS[f.code]) toastError(i18next.t(ERROR_KEYS[f.code], { ns: CHAT_NS }));
    }),
    onRealtime(REALTIME_CLOSED, () => {
      while (pendingLists.length)
        pendingLists.shift()?.({
          method: 'messageList',
          toUserId: '',
          list: [],
          pagination: { currentPage: 1, pageSize: 0, total: 0 },
        });
    }),
  ];
  return () => offs.forEach((off) => off());
}

/** Sends a message; false when the channel is down. */
export function sendChatMessage(frame: Omit<TSendMessageFrame, 'method' | 'token'>): boolean {
  return sendRealtime({ method: 'SendMessage', ...frame });
}

/** Marks messages from a user read. */
export function markRead(formUserId: string): void {
  sendRealtime({ method: 'UpdateReadMessage', formUserId });
}

/** Asks for a page of the conversation with a user; resolves with the reply (an empty page when offline). */
export function listMessages(q: {
  toUserId: string;
  formUserId: string;
  currentPage: number;
  pageSize: number;
  sord: 'asc' | 'desc';
  keyword?: string;
}): Promise<TMessageListReplyFrame> {
  return new Promise((resolve) => {
    if (!sendRealtime({ method: 'MessageList', ...q, keyword: q.keyword ?? '' })) {
      resolve({
        method: 'messageList',
        toUserId: q.toUserId,
        list: [],
        pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: 0 },
      });
      return;
    }
    pendingLists.push(resolve);
  });
}
