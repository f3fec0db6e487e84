import type { TDb } from '../../db/client.ts';
import { USER_TOPICS, type TUserTopic } from '../../lib/bus-topics.ts';
import type { TBus } from '../../lib/bus.ts';
import { sha256 } from '../../lib/crypto.ts';
import { newSecret } from '../../lib/ids.ts';
import { findMemberships, findPermissionCodes } from '../authorize/grant.repo.ts';
import { findUserById } from '../users/user.repo.ts';
import type { TAuth, TSessionFailure } from './auth.types.ts';
import {
  findSession,
  insertSession,
  revokeSessions,
  revokeUserSessions,
  touchSessions,
  type TSessionRow,
} from './session.repo.ts';

const TOKEN_RE = /^bearer\s+([A-Za-z0-9_-]{43})$/i;
const CACHE_TTL_MS = 60_000;
/**
 * Each cached session lives between (1 − this share of) CACHE_TTL_MS and CACHE_TTL_MS: sessions loaded together
 * (a reconnect storm, a benchmark) must not all reload in the same second a minute later.
 */
const CACHE_TTL_JITTER = 0.25;
const TOUCH_EVERY_MS = 60_000;
const TOPIC_REVOKED = 'session.revoked';

interface TCached {
  row: TSessionRow;
  auth: TAuth;
  loadedAt: number;
  ttl: number;
}

interface TSessionOptions {
  /** Idle lifetime now (system settings apply without a restart). */
  idleMs: () => number;
  /** Absolute lifetime now. */
  absoluteMs: () => number;
  now: () => number;
  onError: (err: unknown) => void;
}

export interface TSessionMeta {
  ip: string;
  ipPlace: string;
  platform: string;
  userAgent: string;
}

/** Why a revoke happened: 'kicked' answers 601, the others 600. */
type TRevokeReason = 'logout' | 'kicked' | 'replaced' | 'password' | 'disabled';

/**
 * Sessions: opaque random tokens, stored hashed, with idle and absolute expiry. Resolved sessions are
 * cached in memory; revocations and grant changes reach every server process through the bus.
 */
export class SessionService {
  private readonly cache = new Map<string, TCached>();
  /** Loads in flight by session id: the sockets and tabs of one session wait for the same one. */
  private readonly loading = new Map<string, Promise<TCached | TSessionFailure>>();
  /** Sessions to touch, written together on the next turn of the event loop. */
  private touches: { ids: Set<string>; at: number } | null = null;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly db: TDb,
    private readonly bus: TBus,
    private readonly opts: TSessionOptions,
  ) {
    this.unsubscribe.push(
      bus.subscribe(TOPIC_REVOKED, (d) => {
        for (const id of d.ids) this.cache.delete(id);
      }),
      ...USER_TOPICS.map((t) => bus.subscribe(t, (d) => this.dropUsers(d.userIds))),
    );
  }

  /** Starts a session for a user and returns the token as the client stores it (`Bearer …`). */
  async create(userId: string, meta: TSessionMeta): Promise<{ token: string; sessionId: string }> {
    const secret = newSecret(32);
    const id = sha256(secret);
    const now = this.opts.now();
    await insertSession(this.db, {
      id,
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + this.opts.absoluteMs(),
      ...meta,
      userAgent: meta.userAgent.slice(0, 300),
    });
    return { token: `Bearer ${secret}`, sessionId: id };
  }

  /** Resolves an Authorization header value to the caller, or says why not. */
  async resolve(
    header: string | undefined,
  ): Promise<{ auth: TAuth; deadline: number } | { failure: TSessionFailure }> {
    if (!header) return { failure: 'missing' };
    const m = TOKEN_RE.exec(header.trim());
    if (!m) return { failure: 'invalid' };
    const id = sha256(m[1]);
    const now = this.opts.now();
    let entry = this.cache.get(id);
    if (!entry || now - entry.loadedAt > entry.ttl) {
      let load = this.loading.get(id);
      if (!load) {
        // Activity this process has recorded may still be on its way to the database: keep the later time.
        const seenAt = entry?.row.lastSeenAt ?? 0;
        load = this.load(id, now, seenAt).finally(() => this.loading.delete(id));
        this.loading.set(id, load);
      }
      const loaded = await load;
      if (typeof loaded === 'string') return { failure: loaded };
      entry = loaded;
    }
    const { row } = entry;
    if (row.expiresAt <= now || row.lastSeenAt + this.opts.idleMs() <= now) {
      this.cache.delete(id);
      return { failure: 'expired' };
    }
    if (now - row.lastSeenAt > TOUCH_EVERY_MS) {
      row.lastSeenAt = now;
      this.touch(id, now);
    }
    // When the session ends unless it is used again (a socket checks it then, not on every frame).
    return { auth: entry.auth, deadline: Math.min(row.expiresAt, row.lastSeenAt + this.opts.idleMs()) };
  }

  /** Ends one session (sign-out). */
  async revoke(sessionId: string, reason: TRevokeReason): Promise<void> {
    const ids = await revokeSessions(this.db, [sessionId], reason, this.opts.now());
    await this.announceRevoked([sessionId, ...ids], reason === 'logout');
  }

  /** Ends every session of a user, except `exceptId` (forced offline, disabled, password changed). */
  async revokeUser(userId: string, reason: TRevokeReason, exceptId?: string): Promise<string[]> {
    const ids = await revokeUserSessions(this.db, userId, reason, this.opts.now(), exceptId);
    await this.announceRevoked(ids);
    return ids;
  }

  /**
   * Drops cached sessions and answers of users (null = everyone) after `what` changed about them (each cache
   * listens to the topics it depends on; no `what` announces every kind of change).
   */
  async invalidateUsers(userIds: readonly string[] | null, ...what: TUserTopic[]): Promise<void> {
    // Drop here at once (the caller's next request must see the change), then tell the other processes.
    for (const topic of what.length ? what : USER_TOPICS) {
      this.bus.emitLocal(topic, { userIds });
      await this.bus.publish(topic, { userIds });
    }
  }

  /** Stops listening to the bus. */
  close(): void {
    for (const u of this.unsubscribe) u();
    this.cache.clear();
  }

  private async announceRevoked(ids: string[], quiet = false): Promise<void> {
    for (const id of ids) this.cache.delete(id);
    if (ids.length) await this.bus.publish(TOPIC_REVOKED, { ids, quiet });
  }

  private dropUsers(userIds: readonly string[] | null): void {
    if (userIds === null) return this.cache.clear();
    const set = new Set(userIds);
    for (const [id, e] of this.cache) if (set.has(e.auth.userId)) this.cache.delete(id);
  }

  /** Reads a session and its user's permissions into the cache, or says why it is not valid. */
  private async load(id: string, now: number, seenAt: number): Promise<TCached | TSessionFailure> {
    const row = await findSession(this.db, id);
    if (!row) {
      this.cache.delete(id);
      return 'invalid';
    }
    row.lastSeenAt = Math.max(row.lastSeenAt, seenAt);
    const auth = row.revokedAt ? null : await this.loadAuth(row);
    if (!auth) return row.revokeReason === 'kicked' || row.revokeReason === 'replaced' ? 'kicked' : 'expired';
    const ttl = CACHE_TTL_MS * (1 - CACHE_TTL_JITTER * Math.random());
    const entry = { row, auth, loadedAt: now, ttl };
    this.cache.set(id, entry);
    return entry;
  }

  /** Records activity; the sessions touched in one turn of the event loop are written with one statement. */
  private touch(id: string, now: number): void {
    if (this.touches) {
      this.touches.ids.add(id);
      return;
    }
    const touches = { ids: new Set([id]), at: now };
    this.touches = touches;
    setImmediate(() => {
      this.touches = null;
      touchSessions(this.db, [...touches.ids], touches.at).catch(this.opts.onError);
    });
  }

  private async loadAuth(row: TSessionRow): Promise<TAuth | null> {
    const user = await findUserById(this.db, row.userId);
    if (!user || user.enabledMark !== 1) return null;
    const memberships = await findMemberships(this.db, user.id);
    const codes = user.isAdministrator
      ? null
      : await findPermissionCodes(this.db, { userId: user.id, ...memberships });
    return {
      sessionId: row.id,
      userId: user.id,
      account: user.account,
      realName: user.realName,
      isAdmin: user.isAdministrator,
      organizeId: user.organizeId,
      roleIds: memberships.roleIds,
      positionIds: memberships.positionIds,
      codes,
      language: user.language,
      mustChangePassword: user.mustChangePassword,
    };
  }
}
