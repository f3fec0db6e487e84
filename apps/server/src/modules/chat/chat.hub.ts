import { PORTAL_CHANGED, type TMessagePushFrame } from '@app/contracts';
import type { TDb } from '../../db/client.ts';
import { USER_TOPICS } from '../../lib/bus-topics.ts';
import type { TBus } from '../../lib/bus.ts';
import { newSecret } from '../../lib/ids.ts';
import { settleMemory } from '../../lib/memory.ts';
import { findSession } from '../auth/session.repo.ts';
import type { SessionService } from '../auth/session.service.ts';
import type { ChatConn } from './chat.conn.ts';
import { echoFrame, LOGOUT_FRAME, receiveFrame, type TDelivery } from './chat.frames.ts';
import { PeerFanout } from './chat.fanout.ts';
import { ChatTopic, NODE_TTL_MS, type TMessageEvent } from './chat.topics.ts';
import {
  beatNode,
  countLiveNodes,
  deleteConnection,
  dropDeadNodes,
  dropNode,
  findMessage,
  findOnlineUserIds,
  findUserCards,
  insertConnection,
  touchConnections,
} from './chat.repo.ts';
import type { ChatService } from './chat.service.ts';

const BEAT_MS = 10_000;
const SWEEP_MS = 200;
const PRESENCE_MS = 1_000;
const PING_MS = 30_000;
const ANNOUNCE_WITHIN_MS = 15_000;
const TOUCH_EVERY_MS = 60_000;
/**
 * A reconnect storm: at least STORM_SIZE announcements, none more than QUIET_MS after the previous, within
 * STORM_WITHIN_MS (sign-ins through a working day never make one). Memory is settled once the sockets have been
 * quiet for QUIET_MS: no announcement and no frame, so the pause does not land in the middle of a conversation.
 */
const STORM_SIZE = 5_000;
const STORM_WITHIN_MS = 120_000;
const QUIET_MS = 2_000;

interface THubDeps {
  db: TDb;
  bus: TBus;
  sessions: SessionService;
  service: ChatService;
  now: () => number;
  idleMs: number;
  onError: (err: unknown) => void;
  /** After a reconnect storm (default: one full GC when the server runs with --expose-gc, lib/memory.ts). */
  settle?: () => void;
  /** Announcements that make a storm (default 1,000). */
  stormSize?: number;
}

/**
 * The sockets of this process and the fan-out between processes: deliveries, pushes and presence travel on the
 * bus; presence and the online list live in the database (base_im_connection) so every process sees them.
 */
export class ChatHub {
  /** This process's id in base_im_node. */
  readonly nodeId = newSecret(12);
  private readonly conns = new Set<ChatConn>();
  private readonly byUser = new Map<string, Set<ChatConn>>();
  private readonly changed = new Set<string>();
  private readonly localChanged = new Set<string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly unsubscribe: (() => void)[] = [];
  private online: { at: number; ids: Set<string>; json: Buffer | null } | null = null;
  private onlineLoad: Promise<void> | null = null;
  /** The current burst of announcements: how many, when it started, when the latest was. */
  private burst = { count: 0, startAt: 0, lastAt: 0 };
  /** When a bound socket last sent a frame. */
  private lastFrameAt = 0;

  private readonly fanout: PeerFanout;

  constructor(private readonly d: THubDeps) {
    this.fanout = new PeerFanout(d.bus, this.nodeId, d.onError);
  }

  /** Registers the process, subscribes to the bus and starts the timers. */
  async start(): Promise<void> {
    await beatNode(this.d.db, this.nodeId, this.d.now());
    const { bus } = this.d;
    this.unsubscribe.push(
      bus.subscribe(ChatTopic.message, (e) => void this.onMessageEvent(e).catch(this.d.onError)),
      bus.subscribe(ChatTopic.push, (f) => this.deliverPush(f as TMessagePushFrame)),
      bus.subscribe(ChatTopic.presence, (e) => {
        const { from, userIds } = e;
        if (from !== this.nodeId) for (const id of userIds) this.changed.add(id);
      }),
      bus.subscribe(ChatTopic.node, (e) => {
        if (e.from !== this.nodeId) this.fanout.peers++;
      }),
      bus.subscribe(ChatTopic.revoked, (e) => this.onRevoked(e.ids, e.quiet)),
      bus.subscribe('portal.changed', (e) =>
        this.deliverToAll({ method: PORTAL_CHANGED, portalId: e.portalId }),
      ),
      ...USER_TOPICS.map((t) => bus.subscribe(t, (e) => this.d.service.forgetCards(e.userIds))),
    );
    const every = (ms: number, fn: () => Promise<void> | void) => {
      const t = setInterval(() => void Promise.resolve(fn()).catch(this.d.onError), ms);
      t.unref();
      this.timers.push(t);
    };
    every(BEAT_MS, () => this.beat());
    await bus.publish(ChatTopic.node, { from: this.nodeId });
    this.fanout.peers = await countLiveNodes(this.d.db, this.d.now() - NODE_TTL_MS, this.nodeId);
    every(SWEEP_MS, () => this.sweep());
    every(PRESENCE_MS, () => {
      this.settleAfterStorm();
      return this.flushPresence();
    });
    every(PING_MS, () => this.ping());
  }

  /** Closes every socket, stops the timers and removes this process from the online list. */
  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    for (const u of this.unsubscribe) u();
    for (const c of this.conns) c.end(null, 1001, 'server shutting down');
    await dropNode(this.d.db, this.nodeId);
  }

  /** Tracks a new, not yet announced socket. */
  add(conn: ChatConn): void {
    this.conns.add(conn);
  }

  /** Binds a socket to its resolved session (`deadline`: when it ends unless used again) and lists it as online. */
  async bind(
    conn: ChatConn,
    token: string,
    session: { auth: { userId: string; sessionId: string }; deadline: number },
    mobile: boolean,
  ) {
    const { auth } = session;
    conn.userId = auth.userId;
    conn.sessionId = auth.sessionId;
    conn.token = token;
    conn.platform = mobile ? 'App' : 'Web';
    conn.deadline = session.deadline;
    const now = this.d.now();
    conn.lastTouchedAt = now;
    await insertConnection(this.d.db, {
      id: conn.id,
      nodeId: this.nodeId,
      userId: auth.userId,
      sessionId: auth.sessionId,
      ip: conn.ip,
      platform: conn.platform,
      connectedAt: conn.connectedAt,
      lastActiveAt: now,
    });
    if (conn.isClosed) {
      await deleteConnection(this.d.db, conn.id);
      return false;
    }
    if (now - this.burst.lastAt >= QUIET_MS) this.burst = { count: 0, startAt: now, lastAt: now };
    this.burst.count++;
    this.burst.lastAt = now;
    const set = this.byUser.get(auth.userId) ?? new Set<ChatConn>();
    const isFirst = !set.size;
    set.add(conn);
    this.byUser.set(auth.userId, set);
    if (isFirst) this.markChanged(auth.userId);
    return true;
  }

  /** Forgets a closed socket. */
  async remove(conn: ChatConn): Promise<void> {
    conn.isClosed = true;
    this.conns.delete(conn);
    if (!conn.userId) return;
    const set = this.byUser.get(conn.userId);
    set?.delete(conn);
    await deleteConnection(this.d.db, conn.id);
    if (set && !set.size) {
      this.byUser.delete(conn.userId);
      this.markChanged(conn.userId);
    }
  }

  /** Records client activity (written at most once a minute) and keeps the socket's session deadline honest. */
  touch(conn: ChatConn): void {
    const now = this.d.now();
    conn.lastActiveAt = now;
    this.lastFrameAt = now;
    if (now - conn.lastTouchedAt > TOUCH_EVERY_MS) {
      conn.lastTouchedAt = now;
      touchConnections(this.d.db, [conn.id], now).catch(this.d.onError);
    }
  }

  /** Users with a socket on any live process (of `among`, or all). */
  async onlineUserIds(among?: readonly string[]): Promise<string[]> {
    return findOnlineUserIds(this.d.db, this.d.now() - NODE_TTL_MS, among);
  }

  /**
   * Everyone online as a JSON array, UTF-8 encoded once and shared by every initMessage until it changes: the
   * database list (refreshed each second) plus this process's changes at once.
   */
  async onlineSnapshot(): Promise<Buffer> {
    if (!this.online || this.d.now() - this.online.at > PRESENCE_MS) {
      // One read for every socket announcing meanwhile: a reconnect storm of 10,000 sockets otherwise reads the
      // whole list once per socket until the first read returns (thousands of reads, issue 6).
      this.onlineLoad ??= this.loadOnline().finally(() => {
        this.onlineLoad = null;
      });
      await this.onlineLoad;
    }
    const online = this.online!;
    online.json ??= Buffer.from(JSON.stringify([...online.ids]));
    return online.json;
  }

  /** Delivers a stored message here at once and to the other processes through the bus. */
  deliver(delivery: TDelivery): void {
    this.deliverLocal(delivery);
    this.fanout.add(delivery);
  }

  /** Sends `logout` to every socket of these sessions and closes them (quiet: a sign-out, closed without it). */
  onRevoked(sessionIds: readonly string[], quiet = false): void {
    const ids = new Set(sessionIds);
    for (const c of this.conns) {
      if (!c.sessionId || !ids.has(c.sessionId)) continue;
      if (quiet) c.end(null, 1000, 'signed out');
      else c.end(LOGOUT_FRAME, 4001, 'session ended');
    }
  }

  private deliverLocal(d: TDelivery): void {
    const toSender = this.byUser.get(d.sender.id);
    const toReceiver = this.byUser.get(d.receiver.id);
    if (toSender) {
      const echo = JSON.stringify(echoFrame(d));
      for (const c of toSender) c.send(echo);
    }
    if (toReceiver) {
      const rec = JSON.stringify(receiveFrame(d));
      for (const c of toReceiver) c.send(rec);
    }
  }

  private async onMessageEvent(e: TMessageEvent): Promise<void> {
    if (e.from === this.nodeId) return;
    for (const d of e.deliveries) this.deliverLocal(d);
    for (const id of e.refs) {
      const message = await findMessage(this.d.db, id);
      if (!message || !(this.byUser.has(message.sendUserId) || this.byUser.has(message.receiveUserId)))
        continue;
      const cards = await findUserCards(this.d.db, [message.sendUserId, message.receiveUserId]);
      const sender = cards.find((c) => c.id === message.sendUserId);
      const receiver = cards.find((c) => c.id === message.receiveUserId);
      if (sender && receiver) this.deliverLocal({ message, sender, receiver });
    }
  }

  /** Sends one frame to every bound socket of this process. */
  private deliverToAll(frame: object): void {
    const json = Buffer.from(JSON.stringify(frame));
    for (const conns of this.byUser.values()) for (const c of conns) c.send(json);
  }

  private deliverPush(event: TMessagePushFrame & { all?: boolean }): void {
    const { all, ...f } = event;
    const json = Buffer.from(JSON.stringify(f));
    const users = all ? this.byUser.keys() : f.toUserId;
    for (const id of users) for (const c of this.byUser.get(id) ?? []) c.send(json);
  }

  private async loadOnline(): Promise<void> {
    const at = this.d.now();
    const ids = new Set(await this.onlineUserIds());
    for (const id of this.byUser.keys()) ids.add(id);
    this.online = { at, ids, json: null };
  }

  private markChanged(userId: string): void {
    this.changed.add(userId);
    this.localChanged.add(userId);
    if (!this.online) return;
    if (this.byUser.has(userId)) this.online.ids.add(userId);
    else this.online.ids.delete(userId);
    this.online.json = null;
  }

  private async beat(): Promise<void> {
    const now = this.d.now();
    await beatNode(this.d.db, this.nodeId, now);
    await dropDeadNodes(this.d.db, now - NODE_TTL_MS);
    this.fanout.peers = await countLiveNodes(this.d.db, now - NODE_TTL_MS, this.nodeId);
  }

  /** Unannounced sockets are dropped; bound ones past their session deadline are checked again. */
  private sweep(): void {
    const now = this.d.now();
    for (const c of this.conns) {
      if (!c.userId && now - c.connectedAt > ANNOUNCE_WITHIN_MS) c.end(null, 4000, 'OnConnection expected');
      else if (c.userId && c.deadline <= now && !c.isChecking) void this.recheck(c);
    }
  }

  private async recheck(c: ChatConn): Promise<void> {
    c.isChecking = true;
    try {
      const row = await findSession(this.d.db, c.sessionId!);
      const now = this.d.now();
      const deadline = row ? Math.min(row.expiresAt, row.lastSeenAt + this.d.idleMs) : 0;
      if (!row || row.revokedAt || deadline <= now) c.end(LOGOUT_FRAME, 4001, 'session ended');
      else c.deadline = deadline;
    } catch (err) {
      this.d.onError(err);
    } finally {
      c.isChecking = false;
    }
  }

  /** Once a reconnect storm is over, its garbage is collected at once rather than minutes later (lib/memory.ts). */
  private settleAfterStorm(): void {
    const { burst } = this;
    if (!burst.count || this.d.now() - Math.max(burst.lastAt, this.lastFrameAt) < QUIET_MS) return;
    const isStorm =
      burst.count >= (this.d.stormSize ?? STORM_SIZE) && burst.lastAt - burst.startAt <= STORM_WITHIN_MS;
    burst.count = 0;
    if (isStorm) (this.d.settle ?? settleMemory)();
  }

  /** Tells this process's sockets who came online or went offline, once a second, in one frame each. */
  private async flushPresence(): Promise<void> {
    if (this.localChanged.size) {
      const ids = [...this.localChanged];
      this.localChanged.clear();
      for (let i = 0; i < ids.length; i += 200)
        await this.d.bus.publish(ChatTopic.presence, { from: this.nodeId, userIds: ids.slice(i, i + 200) });
    }
    if (!this.changed.size) return;
    const ids = [...this.changed];
    this.changed.clear();
    const online = new Set(await this.onlineUserIds(ids));
    // Encoded once for every socket: a string would be copied into a new native buffer per socket.
    const frame = Buffer.from(
      JSON.stringify({
        method: 'presence',
        online: ids.filter((id) => online.has(id)),
        offline: ids.filter((id) => !online.has(id)),
      }),
    );
    for (const c of this.conns) if (c.userId) c.send(frame);
  }

  private ping(): void {
    for (const c of this.conns) {
      if (!c.isAlive) c.socket.terminate();
      else {
        c.isAlive = false;
        c.socket.ping();
      }
    }
  }
}
