import Fastify, { type FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseUpgrade, websocketPlugin } from './websocket.ts';

/** The part of the server-side `ws` socket this test uses (`ws` ships no types). */
interface TServerSocket {
  on(event: 'message', listener: (data: Buffer) => void): unknown;
  on(event: 'error', listener: () => void): unknown;
  send(data: string): void;
  terminate(): void;
  listeners(event: 'error'): unknown[];
  listenerCount(event: 'error'): number;
  removeAllListeners(event: 'error'): unknown;
}
type TServed = { socket: TServerSocket; raw: IncomingMessage; onError?: () => void };

/** A bare app with one echoing socket route; `release` says whether the handler lets go of the upgrade. */
async function echoApp(release: boolean): Promise<{ app: FastifyInstance; served: Promise<TServed> }> {
  const app = Fastify();
  await app.register(websocketPlugin);
  let done: (s: TServed) => void = () => {};
  const served = new Promise<TServed>((resolve) => (done = resolve));
  app.get('/ws', { websocket: true }, (ws, req) => {
    const socket = ws as TServerSocket;
    const onError = () => socket.terminate();
    if (release) {
      releaseUpgrade(socket, req.raw);
      socket.on('error', onError);
    }
    socket.on('message', (data) => socket.send(`echo ${String(data)}`));
    done({ socket, raw: req.raw, onError: release ? onError : undefined });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, served };
}

/** Opens a client socket, sends one text and resolves with the answer. */
async function echo(app: FastifyInstance, text: string): Promise<{ answer: string; ws: WebSocket }> {
  const addr = app.server.address();
  const ws = new WebSocket(`ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/ws`);
  await new Promise((resolve) => ws.addEventListener('open', resolve));
  const answer = new Promise<string>((resolve) =>
    ws.addEventListener('message', (e) => resolve(String(e.data))),
  );
  ws.send(text);
  return { answer: await answer, ws };
}

/** The response object the TCP socket of an upgrade still points at (Node's internal `_httpMessage`). */
const responseOf = (raw: IncomingMessage) => (raw.socket as Socket & { _httpMessage?: unknown })._httpMessage;

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

describe('releaseUpgrade', () => {
  it('is needed: without it the TCP socket keeps the upgrade response and the plugin keeps an error listener', async () => {
    const r = await echoApp(false);
    app = r.app;
    const { ws } = await echo(app, 'hi');
    const { socket, raw } = await r.served;
    expect(responseOf(raw)).toBeTruthy();
    expect(socket.listenerCount('error')).toBe(1);
    ws.close();
  });

  it('detaches the upgrade response and the plugin listener, and the socket still works', async () => {
    const r = await echoApp(true);
    app = r.app;
    const { answer, ws } = await echo(app, 'hi');
    const { socket, raw, onError } = await r.served;
    expect(answer).toBe('echo hi');
    expect(responseOf(raw)).toBeFalsy();
    // Only the handler's own listener is left: nothing closes over the request or the reply.
    expect(socket.listeners('error')).toEqual([onError]);
    ws.close();
  });
});
