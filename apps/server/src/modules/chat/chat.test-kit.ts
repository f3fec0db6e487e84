import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createLocalBus, createPgBus, type TBus } from '../../lib/bus.ts';
import { buildTestApp, type TTestApp } from '../../test/build-test-app.ts';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.ts';

type TFrame = Record<string, unknown> & { method: string };

/** A chat client for tests: Node's WebSocket with a frame inbox and waits by method. */
export class TestSocket {
  readonly frames: TFrame[] = [];
  /** Binary frames received (the server sends text frames only). */
  binaryFrames = 0;
  readonly closed: Promise<{ code: number; at: number }>;
  private waiters: { method: string; resolve: (f: TFrame) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.addEventListener('message', (e) => {
      if (typeof e.data !== 'string') {
        this.binaryFrames++;
        return;
      }
      const f = JSON.parse(e.data) as TFrame;
      const i = this.waiters.findIndex((w) => w.method === f.method);
      if (i >= 0) this.waiters.splice(i, 1)[0].resolve(f);
      else this.frames.push(f);
    });
    this.closed = new Promise((resolve) =>
      ws.addEventListener('close', (e) => resolve({ code: e.code, at: Date.now() })),
    );
  }

  /** Opens a socket to `path` on a listening app. */
  static async open(app: FastifyInstance, path = '/api/message/websocket'): Promise<TestSocket> {
    const addr = app.server.address();
    const port = typeof addr === 'object' && addr ? addr.port : 0;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener('open', () => resolve());
      ws.addEventListener('error', () => reject(new Error('socket did not open')));
    });
    return new TestSocket(ws);
  }

  /** Opens a socket and announces it with a token; returns it with its initMessage. */
  static async connect(app: FastifyInstance, token: string, path?: string) {
    const s = await TestSocket.open(app, path);
    s.send({ method: 'OnConnection', token, mobileDevice: false });
    const init = await s.next('initMessage');
    return { s, init };
  }

  /** Sends a frame (objects as JSON, strings verbatim). */
  send(frame: object | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next frame of a method (already received or the next to arrive). */
  next(method: string, timeoutMs = 3000): Promise<TFrame> {
    const i = this.frames.findIndex((f) => f.method === method);
    if (i >= 0) return Promise.resolve(this.frames.splice(i, 1)[0]);
    return new Promise((resolve, reject) => {
      const w = { method, resolve };
      this.waiters.push(w);
      setTimeout(() => {
        this.waiters = this.waiters.filter((x) => x !== w);
        reject(new Error(`no ${method} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`));
      }, timeoutMs).unref();
    });
  }

  /** True when no frame of this method arrives within `ms`. */
  async hasNone(method: string, ms = 300): Promise<boolean> {
    return this.next(method, ms).then(
      () => false,
      () => true,
    );
  }

  /** Closes the socket. */
  close(): void {
    this.ws.close();
  }
}

/** Creates a user and signs it in; returns its id and token. */
export async function chatUser(t: TTestApp, realName = '聊天用户'): Promise<{ id: string; token: string }> {
  const u = await buildUser(t.db, { realName });
  return { id: u.id, token: await t.signIn(u.account, DEFAULT_PASSWORD) };
}

/** Uploads a file of kind IM as a user; returns the upload answer's data. */
export async function uploadIm(t: TTestApp, token: string, filename: string, body: Buffer) {
  const boundary = '----chattest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/file/Uploader/IM',
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const json = res.json<{ code: number; data: { name: string; url: string } }>();
  if (json.code !== 200) throw new Error(`upload failed: ${res.body}`);
  return json.data;
}

/** The smallest valid PNG (1×1) and an MP3 frame header, enough for the upload's content check. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const MP3_HEAD = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64, 0)]);

/** Waits until `check` is true or the time is up. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
}

/** Several app instances on one database and one bus (PostgreSQL: LISTEN/NOTIFY; PGlite: one emitter). */
export interface TChatCluster {
  t: TTestApp;
  apps: FastifyInstance[];
  /** The first instance's bus (the only one unless `makeBus` gave each its own). */
  bus: TBus;
  /** Moves the clock of every instance. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/**
 * Builds `count` listening instances sharing the test database, as separate server processes would: on one
 * shared database bus, or each on its own bus from `makeBus` (the Redis bus, one connection pair per process).
 */
export async function buildChatCluster(
  count: number,
  opts: { makeBus?: () => Promise<TBus> } = {},
): Promise<TChatCluster> {
  const t = await buildTestApp();
  const { database } = t;
  let shared: TBus | null = null;
  if (!opts.makeBus) {
    shared = database.url ? await createPgBus(database.url, database.pool!, () => {}) : createLocalBus();
  }
  const buses: TBus[] = [];
  let offset = 0;
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < count; i++) {
    const bus = shared ?? (await opts.makeBus!());
    if (!buses.includes(bus)) buses.push(bus);
    const app = await buildApp({
      config: t.config,
      database,
      bus,
      secret: 'test-secret-'.padEnd(40, 'x'),
      now: () => Date.now() + offset,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
  }
  return {
    t,
    apps,
    bus: buses[0],
    advance: (ms) => {
      offset += ms;
    },
    close: async () => {
      for (const app of apps) await app.close();
      for (const bus of buses) await bus.close();
      await t.close();
    },
  };
}
