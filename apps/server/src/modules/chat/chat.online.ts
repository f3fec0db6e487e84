import type { TMessagePushFrame } from '@app/contracts';
import type { TDbOrTx } from '../../db/client.ts';
import type { TBus } from '../../lib/bus.ts';
import { findOnlineConnections } from './chat.repo.ts';
import { ChatTopic, NODE_TTL_MS } from './chat.topics.ts';

/** One online user across every server process (for the online-users screen, contract §3.12). */
export interface TOnlineUser {
  userId: string;
  account: string;
  realName: string;
  /** Open chat sockets of the user. */
  connections: number;
  /** Earliest socket, epoch ms. */
  firstConnectedAt: number;
  /** Latest client activity on any socket (written at most once a minute), epoch ms. */
  lastActiveAt: number;
  /** Address of the most recent socket. */
  ip: string;
  /** 'Web' or 'App' of the most recent socket. */
  platform: string;
  /** Sessions the sockets are bound to (revoke them to force the user offline). */
  sessionIds: string[];
}

/** Every announced chat socket on a process alive at `now` (the app's clock), oldest first. */
export async function listOnlineConnections(db: TDbOrTx, now: number) {
  return findOnlineConnections(db, now - NODE_TTL_MS);
}

/** Online users with their connection count, first connection, last activity and IP, oldest first. */
export async function listOnlineUsers(db: TDbOrTx, now: number): Promise<TOnlineUser[]> {
  const byUser = new Map<string, TOnlineUser>();
  for (const c of await listOnlineConnections(db, now)) {
    const u = byUser.get(c.userId);
    if (!u) {
      byUser.set(c.userId, {
        userId: c.userId,
        account: c.account,
        realName: c.realName,
        connections: 1,
        firstConnectedAt: c.connectedAt,
        lastActiveAt: c.lastActiveAt,
        ip: c.ip,
        platform: c.platform,
        sessionIds: [c.sessionId],
      });
      continue;
    }
    u.connections++;
    u.lastActiveAt = Math.max(u.lastActiveAt, c.lastActiveAt);
    u.ip = c.ip;
    u.platform = c.platform;
    if (!u.sessionIds.includes(c.sessionId)) u.sessionIds.push(c.sessionId);
  }
  return [...byUser.values()];
}

/** Sends `messagePush` (a released notice or a system message) to the recipients' sockets on every process. */
export async function publishMessagePush(
  bus: TBus,
  frame: Omit<TMessagePushFrame, 'method'>,
  opts: { all?: boolean } = {},
): Promise<void> {
  // Everybody: one small event that every process delivers to all its sockets.
  if (opts.all)
    return bus.publish(ChatTopic.push, { ...frame, method: 'messagePush', toUserId: [], all: true });
  // One NOTIFY must stay under 8000 bytes: long recipient lists travel in chunks.
  for (let i = 0; i < Math.max(frame.toUserId.length, 1); i += 200) {
    const toUserId = frame.toUserId.slice(i, i + 200);
    await bus.publish(ChatTopic.push, { ...frame, method: 'messagePush', toUserId });
  }
}
