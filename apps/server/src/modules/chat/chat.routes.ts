import { CHAT_SOCKET_PATHS, ZChatUserList } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { releaseUpgrade } from '../../plugins/websocket.ts';
import type { TRawSocket } from './chat.conn.ts';
import type { ChatHub } from './chat.hub.ts';
import { publishMessagePush } from './chat.online.ts';
import { findChatUsers } from './chat.repo.ts';
import type { TRateLimit, ChatService } from './chat.service.ts';
import { createSocketServer } from './chat.socket.ts';

/** Messages a sender may send at once, then per second. */
export const CHAT_RATE: TRateLimit = { burst: 20, perSecond: 10 };

/** The chat of this app: rules, sockets and the hook for unread notice counts. */
export interface TChat {
  service: ChatService;
  hub: ChatHub;
  /** Sends `messagePush` to the recipients' sockets on every process (notice release, system message). */
  push: (frame: Parameters<typeof publishMessagePush>[1]) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat: `chat.service.setUnreadCountsProvider(...)` is the system-messages hook. */
    chat: TChat;
  }
}

/** The real-time channel (three socket paths, contract §0) and the chat user list. */
export function chatRoutes(app: FastifyInstance, c: TAppContext): TChat {
  const onError = (err: unknown) => app.log.error({ err }, 'chat failed');
  const { chat: service, chatHub: hub } = c.services;
  const serveSocket = createSocketServer({ hub, service, sessions: c.sessions, now: c.now, onError });
  const chat: TChat = { service, hub, push: (frame) => publishMessagePush(c.bus, frame) };
  app.decorate('chat', chat);

  for (const url of CHAT_SOCKET_PATHS) {
    app.get(
      url,
      {
        websocket: true,
        // The browser cannot send headers on an upgrade: the socket proves itself with OnConnection.
        config: { access: { public: true }, skipRequestLog: true },
        schema: { hide: true },
      },
      (socket, req) => {
        releaseUpgrade(socket as TRawSocket, req.raw);
        serveSocket(socket as TRawSocket, req.ip);
      },
    );
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/chat/users',
    summary: 'Users of the chat drawer: everyone enabled except the caller, with department and avatar',
    tags: ['chat'],
    access: { signedIn: true },
    response: ZChatUserList,
    handler: async ({ auth }) => ({ list: await findChatUsers(c.db, auth.userId) }),
  });

  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());
  return chat;
}
