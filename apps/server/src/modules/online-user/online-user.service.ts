import { Code, type TOnlineUser } from '@app/contracts';
import { formatDate } from '@app/contracts/constants';
import { and, inArray, isNull } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { assertCanActOn } from '../authorize/grant-guard.ts';
import { findLiveSessions, type TSessionRow } from '../auth/session.repo.ts';
import { findUserById } from '../users/user.repo.ts';
import { users } from '../users/user.table.ts';

type TDeps = Pick<TAppContext, 'db' | 'now' | 'sessions' | 'settings'>;

/** The newest sign-in of each user, with their latest activity and session count. */
function groupByUser(rows: readonly TSessionRow[]) {
  const out = new Map<string, { newest: TSessionRow; lastActivity: number; count: number }>();
  for (const r of rows) {
    const cur = out.get(r.userId);
    if (!cur) {
      out.set(r.userId, { newest: r, lastActivity: r.lastSeenAt, count: 1 });
      continue;
    }
    cur.count += 1;
    cur.lastActivity = Math.max(cur.lastActivity, r.lastSeenAt);
    if (r.createdAt > cur.newest.createdAt) cur.newest = r;
  }
  return out;
}

/** Online users (contract §3.12) from the live sessions; forced offline ends every session of a user. */
export class OnlineUserService {
  constructor(private readonly c: TDeps) {}

  /** One row per signed-in user, newest sign-in first; keyword on account and name. */
  async list(keyword?: string): Promise<TOnlineUser[]> {
    const sessions = await findLiveSessions(this.c.db, this.c.now(), this.c.settings.sessionIdleMs());
    const byUser = groupByUser(sessions);
    if (!byUser.size) return [];
    const people = await this.c.db
      .select({ id: users.id, account: users.account, realName: users.realName })
      .from(users)
      .where(and(inArray(users.id, [...byUser.keys()]), isNull(users.deleteTime)));
    const k = keyword?.toLowerCase();
    return people
      .filter((u) => !k || u.account.toLowerCase().includes(k) || u.realName.toLowerCase().includes(k))
      .map((u) => {
        const s = byUser.get(u.id)!;
        return {
          userId: u.id,
          userAccount: u.account,
          userName: u.realName,
          loginTime: formatDate(s.newest.createdAt, 'yyyy-MM-dd HH:mm:ss'),
          loginAt: s.newest.createdAt,
          loginIPAddress: s.newest.ip,
          loginIPAddressName: s.newest.ipPlace,
          loginPlatForm: s.newest.platform,
          lastActivity: s.lastActivity,
          sessionCount: s.count,
          tenantId: 'default',
        };
      })
      .sort((a, b) => b.loginAt - a.loginAt);
  }

  /** Forces a user offline (601 on their next call); never yourself, nor an account holding rights you lack. */
  async kick(
    auth: TAuth,
    userId: string,
  ): Promise<{ user: { id: string; account: string }; sessions: number }> {
    if (userId === auth.userId) throw new AppError(Code.badRequest, 'online.self');
    const user = await findUserById(this.c.db, userId);
    if (!user) throw notFound();
    if (user.isAdministrator && !auth.isAdmin) throw new AppError(Code.forbidden, 'online.admin');
    await assertCanActOn(this.c.db, auth, [user.id]);
    const ids = await this.c.sessions.revokeUser(userId, 'kicked');
    return { user: { id: user.id, account: user.account }, sessions: ids.length };
  }
}
