/** A handler of one real-time method's payload. */
export type TRealtimeHandler = (payload: unknown) => void;

const handlers = new Map<string, Set<TRealtimeHandler>>();

/** Subscribes to a method pushed by the real-time channel (e.g. `messagePush`); returns the unsubscribe. */
export function onRealtime(method: string, handler: TRealtimeHandler): () => void {
  const set = handlers.get(method) ?? new Set<TRealtimeHandler>();
  set.add(handler);
  handlers.set(method, set);
  return () => {
    set.delete(handler);
  };
}

/** Feeds one received message to its subscribers (called by the chat socket). */
export function emitRealtime(method: string, payload: unknown): void {
  for (const handler of handlers.get(method) ?? []) handler(payload);
}
