import websocket from '@fastify/websocket';
import { CHAT_FRAME_MAX_BYTES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** WebSocket upgrades for the real-time channel: frames up to CHAT_FRAME_MAX_BYTES, no compression. */
export const websocketPlugin = fp(async (app: FastifyInstance) => {
  await app.register(websocket, {
    options: { maxPayload: CHAT_FRAME_MAX_BYTES, perMessageDeflate: false, clientTracking: false },
  });
});

/**
 * Lets go of the HTTP upgrade a `websocket: true` route was reached by, so a long-lived socket keeps nothing of
 * it. @fastify/websocket leaves its ServerResponse attached to the TCP socket and adds an 'error' listener that
 * closes over the request and the reply: together they hold the request, its headers, the reply, a child logger
 * and the response (about 4 KB a socket) for the socket's whole life. Call it first in the handler; the caller
 * then owns the socket's 'error' event.
 */
export function releaseUpgrade(
  socket: { removeAllListeners(event: 'error'): unknown },
  raw: IncomingMessage,
) {
  const tcp = raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  tcp._httpMessage?.detachSocket(tcp);
  socket.removeAllListeners('error');
}
