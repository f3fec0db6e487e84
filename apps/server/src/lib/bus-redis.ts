import { localTopics, type TRawBus } from './bus.ts';

/** The channel when none is given (the PostgreSQL bus's name), suffixed with the URL's database number if any. */
const CHANNEL = 'app_events';
/**
 * A publish that gets no answer in this time rejects instead of waiting for ever. The client's own command
 * timeout stops counting once a command is written, so a half-open connection would otherwise hang it until
 * TCP gives up.
 */
const PUBLISH_TIMEOUT_MS = 5_000;
/** Longest wait between two reconnection attempts. */
const RETRY_MAX_MS = 3_000;

export interface TRedisBusOptions {
  /**
   * The pub/sub channel, shared by every process of one deployment. Redis pub/sub ignores the database number,
   * so the default, `app_events` or `app_events:<db>` for `redis://…/<db>`, keeps deployments on different
   * database numbers apart; tests pass a unique one.
   */
  channel?: string;
}

/** The URL with its password replaced by `***`, for log lines. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/** The default channel of a Redis URL: `app_events`, or `app_events:<db>` when the URL names a database. */
export function defaultChannel(url: string): string {
  const db = /^\/(\d+)$/.exec(new URL(url).pathname)?.[1];
  return db && db !== '0' ? `${CHANNEL}:${db}` : CHANNEL;
}

/**
 * The Redis bus: PUBLISH on one connection, SUBSCRIBE on another, so every process, including the sender, hears
 * every event once. Loads the `redis` package only when called. Fails at once when Redis cannot be reached at
 * start; afterwards a dropped connection is reported through `onError` and re-established (resubscribing), and
 * a publish while it is down rejects at once (events published meanwhile are lost, as with LISTEN/NOTIFY).
 */
export async function createRedisBus(
  url: string,
  onError: (err: Error) => void,
  opts: TRedisBusOptions = {},
): Promise<TRawBus> {
  const { createClient } = await import('redis');
  const channel = opts.channel ?? defaultChannel(url);
  const { ee, emitLocal, subscribe } = localTopics();
  let isStarted = false;
  const options = {
    url,
    // Reject commands while disconnected instead of queueing them until Redis is back.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: PUBLISH_TIMEOUT_MS,
      // Give up on the first failure at start (the server then stops with the reason); later, retry for ever.
      reconnectStrategy: (retries: number, cause: Error) =>
        isStarted ? Math.min(100 * 2 ** retries, RETRY_MAX_MS) : cause,
    },
  };
  const pub = createClient({ ...options, name: `${channel}-pub` });
  const sub = createClient({ ...options, name: `${channel}-sub` });
  // Without an 'error' listener the client's EventEmitter would throw and end the process.
  pub.on('error', (err: Error) => onError(err));
  sub.on('error', (err: Error) => onError(err));

  const onMessage = (message: string) => {
    try {
      const { topic, data } = JSON.parse(message) as { topic: string; data: unknown };
      ee.emit(topic, data);
    } catch (err) {
      onError(err as Error);
    }
  };
  try {
    await Promise.all([pub.connect(), sub.connect()]);
    await sub.subscribe(channel, onMessage);
  } catch (err) {
    pub.destroy();
    sub.destroy();
    throw new Error(`Redis at ${redactUrl(url)} cannot be reached: ${(err as Error).message}`, {
      cause: err,
    });
  }
  isStarted = true;

  return {
    publish: async (topic, data) => {
      const sent = pub.publish(channel, JSON.stringify({ topic, data }));
      // Handled below by the race; this only keeps a late rejection from being reported as unhandled.
      sent.catch(() => {});
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Redis did not answer a publish within ${PUBLISH_TIMEOUT_MS} ms`)),
          PUBLISH_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([sent, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    emitLocal,
    subscribe,
    close: async () => {
      ee.removeAllListeners();
      sub.destroy();
      // Lets publishes already sent finish, but no longer than one publish may take (a half-open connection).
      const timer = setTimeout(() => pub.destroy(), PUBLISH_TIMEOUT_MS);
      await pub.close().catch(() => pub.destroy());
      clearTimeout(timer);
    },
  };
}
