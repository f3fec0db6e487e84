import { ZChatClientFrame, type TChatClientFrame, type TInitMessageFrame } from '@app/contracts';
import { newId } from '../../lib/ids.ts';
import type { SessionService } from '../auth/session.service.ts';
import { ChatConn, SETTLED, type TRawSocket } from './chat.conn.ts';
import { errorFrame, LOGOUT_FRAME } from './chat.frames.ts';
import type { ChatHub } from './chat.hub.ts';
import type { ChatService } from './chat.service.ts';

/** Frames a socket may have waiting; more are refused (a flooding client cannot grow memory). */
const MAX_PENDING = 64;
const METHODS = new Set(['OnConnection', 'SendMessage', 'MessageList', 'UpdateReadMessage']);
const INIT_HEAD = Buffer.from('{"method":"initMessage","onlineUsers":');

interface TSocketDeps {
  hub: ChatHub;
  service: ChatService;
  sessions: SessionService;
  now: () => number;
  onError: (err: unknown) => void;
}

/** Reads one frame: JSON text matching a client frame schema, or the refusal to send back. */
function parseFrame(data: Buffer, isBinary: boolean): TChatClientFrame | ReturnType<typeof errorFrame> {
  if (isBinary) return errorFrame('badFrame');
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    return errorFrame('badFrame');
  }
  const method = (json as { method?: unknown } | null)?.method;
  if (typeof method !== 'string' || !METHODS.has(method)) return errorFrame('badFrame', undefined, 'method');
  const parsed = ZChatClientFrame.safeParse(json);
  if (parsed.success) return parsed.data;
  return errorFrame('badFrame', method, parsed.error.issues[0]?.path.join('.') || undefined);
}

/** The socket's ChatConn, kept on the socket so that its listeners are shared functions, not closures per socket. */
const CONN = Symbol('chatConn');
type TServedSocket = TRawSocket & { [CONN]: ChatConn };

/**
 * Serves chat sockets: binds each on OnConnection, then answers its frames one at a time, in order. The listeners
 * are created once here and shared by every socket (10,000 idle sockets must stay cheap, issue 6).
 */
export function createSocketServer(d: TSocketDeps): (socket: TRawSocket, ip: string) => ChatConn {
  function onMessage(this: TServedSocket, data: Buffer, isBinary: boolean) {
    const conn = this[CONN];
    if (conn.pending >= MAX_PENDING) return conn.send(errorFrame('rateLimited'));
    conn.pending++;
    conn.queue = conn.queue
      .then(() => answer(d, conn, parseFrame(data, isBinary)))
      .catch(d.onError)
      .finally(() => {
        // An idle socket keeps no settled promise chain of its own.
        if (--conn.pending === 0) conn.queue = SETTLED;
      });
  }
  function onPong(this: TServedSocket) {
    this[CONN].isAlive = true;
  }
  function onError(this: TServedSocket, err: Error) {
    d.onError(err);
    this.terminate();
  }
  function onClose(this: TServedSocket) {
    d.hub.remove(this[CONN]).catch(d.onError);
  }
  return (socket, ip) => {
    const conn = new ChatConn(newId(), socket, ip, d.now());
    (socket as TServedSocket)[CONN] = conn;
    d.hub.add(conn);
    socket.on('message', onMessage);
    socket.on('pong', onPong);
    socket.on('error', onError);
    socket.on('close', onClose);
    return conn;
  };
}

async function answer(d: TSocketDeps, conn: ChatConn, f: TChatClientFrame | ReturnType<typeof errorFrame>) {
  if (conn.isClosed) return;
  if (f.method === 'error') return conn.send(f);
  if (f.method === 'OnConnection') return announce(d, conn, f.token, f.mobileDevice ?? false);
  if (!conn.userId) return conn.send(errorFrame('notConnected', f.method));
  // The socket acts as the session that opened it, whatever token or user id the frame carries.
  const session = await d.sessions.resolve(conn.token);
  if ('failure' in session || session.auth.sessionId !== conn.sessionId) return conn.end(LOGOUT_FRAME, 4001);
  d.hub.touch(conn);
  const userId = conn.userId;
  if (f.method === 'SendMessage') {
    const r = await d.service.send(userId, f);
    return 'error' in r ? conn.send(errorFrame(r.error, f.method)) : d.hub.deliver(r);
  }
  if (f.method === 'MessageList') return conn.send(await d.service.history(userId, f));
  await d.service.markRead(userId, f.formUserId);
}

async function announce(d: TSocketDeps, conn: ChatConn, token: string, mobile: boolean): Promise<void> {
  if (!conn.userId) {
    const r = await d.sessions.resolve(token);
    if ('failure' in r) return conn.end(LOGOUT_FRAME, 4001);
    if (!(await d.hub.bind(conn, token, r, mobile))) return conn.end(LOGOUT_FRAME, 4001);
  }
  const userId = conn.userId!;
  const [unread, online] = await Promise.all([d.service.unreadFor(userId), d.hub.onlineSnapshot()]);
  const rest: Omit<TInitMessageFrame, 'method' | 'onlineUsers'> = { ...unread, dateTime: d.now() };
  // The online list (1,000 users online: ≈ 15 KB) is shared by every initMessage of the second and goes out as its
  // own fragment of the message: never copied per socket (a reconnect storm of 10,000 sockets, issue 6).
  conn.sendFragments([INIT_HEAD, online, `,${JSON.stringify(rest).slice(1)}`]);
}
