import { CHAT_LOGOUT_TEXT, ZChatServerFrame } from '@app/contracts';
import i18next from 'i18next';
import { useEffect } from 'react';
import { useAuthStore } from '../auth/auth-store.ts';
import { toastError } from '../ui/feedback.ts';
import { reloadPage } from '../utils/page.ts';
import { emitRealtime } from './events.ts';

/** The socket path (contract §0: the .NET path). */
const PATH = '/api/message/websocket';
const MAX_BACKOFF_MS = 30_000;
/** Spec §8: the expiry toast shows for 1 s, then the token is reset and the page reloads. */
const LOGOUT_TOAST_SECONDS = 1;
/** The pseudo method emitted when the socket closes (subscribers waiting for replies give up). */
export const REALTIME_CLOSED = 'realtime:closed';

let socket: WebSocket | null = null;
let token = '';
let backoff = 1000;
let retry: ReturnType<typeof setTimeout> | null = null;
let isLoggedOut = false;

function url(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${PATH}`;
}

/** Sends a frame with the session token; false when the channel is down. */
export function sendRealtime(frame: object): boolean {
  if (socket?.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify({ ...frame, token }));
  return true;
}

function onLogout(): void {
  if (isLoggedOut) return;
  isLoggedOut = true;
  toastError(i18next.t('error.sessionExpired', { defaultValue: CHAT_LOGOUT_TEXT }), LOGOUT_TOAST_SECONDS);
  setTimeout(() => {
    useAuthStore.getState().resetToken();
    reloadPage();
  }, LOGOUT_TOAST_SECONDS * 1000);
}

function receive(data: string): void {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return;
  }
  const parsed = ZChatServerFrame.safeParse(json);
  if (parsed.success) {
    if (parsed.data.method === 'logout') onLogout();
    emitRealtime(parsed.data.method, parsed.data);
  } else if (typeof (json as { method?: unknown }).method === 'string')
    emitRealtime((json as { method: string }).method, json);
}

function open(): void {
  const ws = new WebSocket(url());
  socket = ws;
  ws.onopen = () => {
    backoff = 1000;
    ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
  };
  ws.onmessage = (e: MessageEvent<string>) => receive(e.data);
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    emitRealtime(REALTIME_CLOSED, null);
    if (isLoggedOut || !token) return;
    retry = setTimeout(open, backoff);
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  };
}

/** Opens the real-time channel for a token (again only when the token changed); '' closes it. */
export function connectRealtime(nextToken: string): void {
  if (nextToken === token && (socket || retry)) return;
  disconnectRealtime();
  token = nextToken;
  isLoggedOut = false;
  if (token) open();
}

/** Closes the channel and stops reconnecting. */
export function disconnectRealtime(): void {
  token = '';
  if (retry) clearTimeout(retry);
  retry = null;
  const ws = socket;
  socket = null;
  ws?.close();
}

/** Keeps the real-time channel open while signed in (chat and the notification badge listen to it). */
export function useRealtimeConnection(): void {
  const sessionToken = useAuthStore((s) => s.token);
  useEffect(() => {
    connectRealtime(sessionToken);
  }, [sessionToken]);
  useEffect(() => () => disconnectRealtime(), []);
}
