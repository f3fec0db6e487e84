import { EventEmitter } from 'node:events';
import pg from 'pg';

import type { TBusTopics, TTopic } from './bus-topics.ts';

/** `never`: a raw handler is any handler, so a raw bus serves as the typed one. */
type THandler = (data: never) => void;

/**
 * Fan-out between server processes: cache invalidation now, chat and notices later.
 * On PGlite (one process) it is an in-process emitter; on PostgreSQL it is LISTEN/NOTIFY on a dedicated
 * connection, so every process, including the sender, hears every event once.
 * The transports carry any topic (`TRawBus`); the app sees them through `TBus`, checked against `TBusTopics`.
 */
export interface TRawBus {
  publish(topic: string, data: unknown): Promise<void>;
  /**
   * Runs this process's handlers now, without waiting for the round trip (for idempotent cache drops that must
   * hold for the very next request; other processes still need `publish`).
   */
  emitLocal(topic: string, data: unknown): void;
  subscribe(topic: string, handler: THandler): () => void;
  close(): Promise<void>;
}

/** The bus as the app uses it: every topic and its payload declared once in `TBusTopics`. */
export interface TBus {
  publish<K extends TTopic>(topic: K, data: TBusTopics[K]): Promise<void>;
  emitLocal<K extends TTopic>(topic: K, data: TBusTopics[K]): void;
  subscribe<K extends TTopic>(topic: K, handler: (data: TBusTopics[K]) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'app_events';

/** The handlers of this process by topic: what every bus delivers into (`emitLocal`, `subscribe`). */
export function localTopics() {
  const ee = new EventEmitter();
  ee.setMaxListeners(0);
  return {
    ee,
    emitLocal: (topic: string, data: unknown) => {
      ee.emit(topic, data);
    },
    subscribe: (topic: string, handler: THandler) => {
      // The emitter passes what was published on `topic`: the payload `TBusTopics` declares for it.
      const h = handler as (data: unknown) => void;
      ee.on(topic, h);
      return () => ee.off(topic, h);
    },
  };
}

/** The in-process bus used with the embedded database. */
export function createLocalBus(): TRawBus {
  const { ee, emitLocal, subscribe } = localTopics();
  return {
    publish: async (topic, data) => {
      ee.emit(topic, data);
    },
    emitLocal,
    subscribe,
    close: async () => {
      ee.removeAllListeners();
    },
  };
}

/** The PostgreSQL bus: NOTIFY through the pool, LISTEN on its own client (reconnects when dropped). */
export async function createPgBus(
  url: string,
  pool: pg.Pool,
  onError: (err: Error) => void,
): Promise<TRawBus> {
  const { ee, emitLocal, subscribe } = localTopics();
  let client: pg.Client | null = null;
  let closed = false;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { topic, data } = JSON.parse(msg.payload) as { topic: string; data: unknown };
        ee.emit(topic, data);
      } catch (err) {
        onError(err as Error);
      }
    });
    c.on('error', (err) => {
      onError(err);
      client = null;
      if (!closed) setTimeout(() => void connect().catch(onError), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
  };
  await connect();

  return {
    publish: async (topic, data) => {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ topic, data })]);
    },
    emitLocal,
    subscribe,
    close: async () => {
      closed = true;
      ee.removeAllListeners();
      await client?.end().catch(() => {});
    },
  };
}
