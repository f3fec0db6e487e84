import type { TDelivery } from './chat.frames.ts';

/** Bus topics of the chat. */
export const ChatTopic = {
  message: 'chat.message',
  push: 'chat.push',
  presence: 'chat.presence',
  revoked: 'session.revoked',
  node: 'chat.node',
} as const;

/** A process whose heartbeat is older than this is gone (its sockets no longer count as online). */
export const NODE_TTL_MS = 30_000;

/** Stored messages travelling between processes: whole, or by id when too big for one NOTIFY. */
export interface TMessageEvent {
  from: string;
  deliveries: TDelivery[];
  refs: string[];
}
