import {
  CHAT_LOGOUT_TEXT,
  ZChatServerFrame,
  type TChatServerFrame,
  type TMessageListReplyFrame,
  type TSendMessageFrame,
} from '@app/contracts';
import i18next from 'i18next';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { emitRealtime } from '../../shared/realtime/events.ts';
import { toastError } from '../../shared/ui/feedback.ts';
import { reloadPage } from '../../shared/utils/page.ts';
import { CHAT_NS } from './chat-i18n.ts';
import { useChatStore } from './chat-store.ts';

/** The socket path (contract §0: the .NET path). */
const PATH = '/api/message/websocket';
const MAX_BACKOFF_MS = 30_000;
/** Spec §8: the expiry toast shows for 1 s, then the token is reset and the page reloads. */
const LOGOUT_TOAST_SECONDS = 1;

let socket: WebSocket | null = null;
let token = '';
let backoff = 1000;
let retry: ReturnType<typeof setTimeout> | null = null;
let isLoggedOut = false;
// Replies to MessageList come back in the order asked (the server answers a socket's frames one at a time).
const pendingLists: ((reply: TMessageListReplyFrame) => void)[] = [];

function url(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${PATH}`;
}

function send(frame: object): boolean {
  if (socket?.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(frame));
  return true;
}

function onLogout(): void {
  if (isLoggedOut) return;
  isLoggedOut = true;
  toastError(i18next.t('expired', { ns: CHAT_NS, defaultValue: CHAT_LOGOUT_TEXT }), LOGOUT_TOAST_SECONDS);
  setTimeout(() => {
    useAuthStore.getState().resetToken();
    reloadPage();
  }, LOGOUT_TOAST_SECONDS * 1000);
}

const ERROR_KEYS: Record<string, string> = {
  tooLong: 'tooLong',
  rateLimited: 'rateLimited',
  badFile: 'uploadFailed',
};

function dispatch(f: TChatServerFrame): void {
  const chat = useChatStore.getState();
  switch (f.method) {
    case 'initMessage':
      chat.init(f);
      break;
    case 'presence':
      chat.presence(f.online, f.offline);
      break;
    case 'receiveMessage':
      if (chat.receive(f)) markRead(f.formUserId);
      break;
    case 'sendMessage':
      chat.echo(f);
      break;
    case 'messageList':
      pendingLists.shift()?.(f);
      break;
    case 'logout':
      onLogout();
      break;
    case 'error':
      if (ERROR_KEYS[f.code]) toastError(i18next.t(ERROR_KEYS[f.code], { ns: CHAT_NS }));
      break;
    default:
      break;
  }
  emitRealtime(f.method, f);
}

function open(): void {
  const ws = new WebSocket(url());
  socket = ws;
  ws.onopen = () => {
    backoff = 1000;
    ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
  };
  ws.onmessage = (e: MessageEvent<string>) => {
    let json: unknown;
    try {
      json = JSON.parse(e.data);
    } catch {
      return;
    }
    const parsed = ZChatServerFrame.safeParse(json);
    if (parsed.success) dispatch(parsed.data);
    else if (typeof (json as { method?: unknown }).method === 'string')
      emitRealtime((json as { method: string }).method, json);
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    while (pendingLists.length)
      pendingLists.shift()?.({
        method: 'messageList',
        toUserId: '',
        list: [],
        pagination: { currentPage: 1, pageSize: 0, total: 0 },
      });
    if (isLoggedOut || !token) return;
    retry = setTimeout(open, backoff);
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  };
}

/** Opens the real-time channel for a token (again only when the token changed); '' closes it. */
export function connectChat(nextToken: string): void {
  if (nextToken === token && (socket || retry)) return;
  disconnectChat();
  token = nextToken;
  isLoggedOut = false;
  if (token) open();
}

/** Closes the channel and stops reconnecting. */
export function disconnectChat(): void {
  token = '';
  if (retry) clearTimeout(retry);
  retry = null;
  const ws = socket;
  socket = null;
  ws?.close();
}

/** Sends a message; false when the channel is down. */
export function sendChatMessage(frame: Omit<TSendMessageFrame, 'method' | 'token'>): boolean {
  return send({ method: 'SendMessage', ...frame, token });
}

/** Marks messages from a user read. */
export function markRead(formUserId: string): void {
  send({ method: 'UpdateReadMessage', formUserId, token });
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
    if (!send({ method: 'MessageList', ...q, keyword: q.keyword ?? '', token })) {
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
