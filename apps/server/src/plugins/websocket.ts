import websocket from '@fastify/websocket';
import { CHAT_FRAME_MAX_BYTES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** WebSocket upgrades for the real-time channel: frames up to CHAT_FRAME_MAX_BYTES, no compression. */
export const websocketPlugin = fp(async (app: FastifyInstance) => {
  await app.register(websocket, {
    options: { maxPayload: CHAT_FRAME_MAX_BYTES, perMessageDeflate: false, clientTracking: false },
  });
});
