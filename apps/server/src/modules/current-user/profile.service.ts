import { Code, type TLanguage, type TPageQuery } from '@app/contracts';
import type { z } from 'zod';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, or } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import { UserTopic } from '../../lib/bus-topics.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { containsPattern, pageWindow, paged } from '../../lib/paging.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { pinyinInitials } from '../../lib/pinyin.ts';
import { updateVersioned } from '../../lib/versioned.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { findNamedRecords } from '../logs/log-names.repo.ts';
import { renderLogItem, summaryIds } from '../logs/log-render.ts';
import { sysLogs } from '../logs/log.table.ts';
import { organizes } from '../organize/organize.table.ts';
import { positions } from '../position/position.table.ts';
import { roles } from '../role/role.table.ts';
import { findUserObjects } from '../users/user-relation.repo.ts';
import { users } from '../users/user.table.ts';
import { avatarUrl } from './current-user.service.ts';
import type { ZProfileFields } from '@app/contracts';

type TDeps = Pick<TAppContext, 'db' | 'now' | 'sessions' | 'orgs'>;

const DAY = 86_400_000;

/** The signed-in user's own data: profile, password, theme, language, subordinates, log. */
export class ProfileService {
  constructor(private readonly c: TDeps) {}

  private async me(auth: TAuth) {
    const [u] = await this.c.db
      .select()
      .from(users)
      .where(and(eq(users.id, auth.userId), isNull(users.deleteTime)));
    if (!u) throw notFound();
    return u;
  }

  /** Base info with organisation path, positions, manager and roles as names. */
  async baseInfo(auth: TAuth) {
    const u = await this.me(auth);
    const [positionIds, roleIds] = await Promise.all([
      findUserObjects(this.c.db, u.id, 'Position'),
      findUserObjects(this.c.db, u.id, 'Role'),
    ]);
    const [org, posRows, roleRows, manager] = await Promise.all([
      u.organizeId ? this.c.db.select().from(organizes).where(eq(organizes.id, u.organizeId)) : [],
      positionIds.length
        ? this.c.db
            .select({ fullName: positions.fullName })
            .from(positions)
            .where(inArray(positions.id, positionIds))
        : [],
      roleIds.length
        ? this.c.db.select({ fullName: roles.fullName }).from(roles).where(inArray(roles.id, roleIds))
        : [],
      u.managerId
        ? this.c.db
            .select({ realName: users.realName, account: users.account })
            .from(users)
            .where(eq(users.id, u.managerId))
        : [],
    ]);
    const parent = org[0]?.parentId
      ? (
          await this.c.db
            .select({ fullName: organizes.fullName })
            .from(organizes)
            .where(eq(organizes.id, org[0].parentId))
        )[0]
      : undefined;
    const { passwordHash: _secret, ...safe } = u;
    const companyId = u.organizeId ? await this.c.orgs.companyOf(u.organizeId) : null;
    return {
      ...safe,
      organize: [org[0]?.fullName, parent?.fullName].filter(Boolean).join(' / '),
      company: companyId ? ((await this.c.orgs.names()).get(companyId) ?? '') : '',
      position: posRows.map((p) => p.fullName).join(','),
      positionId: positionIds.join(','),
      manager: manager[0] ? `${manager[0].realName}/${manager[0].account}` : '',
      roleId: roleRows.map((r) => r.fullName).join(','),
      roleIds: roleIds.join(','),
      prevLogTime: u.prevLogTime,
      theme: u.theme ?? 'classic',
      language: u.language ?? 'zh',
      avatar: avatarUrl(u.headIcon),
      headIcon: avatarUrl(u.headIcon),
    };
  }

  /** Updates your own profile fields. */
  async update(auth: TAuth, input: z.infer<typeof ZProfileFields>) {
    const before = await this.me(auth);
    // Moves the row version on: an administrator's edit based on the profile before this change is refused.
    await updateVersioned(this.c.db, users, auth.userId, {
      ...input,
      quickQuery: pinyinInitials(input.realName),
      lastModifyTime: this.c.now(),
      lastModifyUserId: auth.userId,
    });
    await this.c.sessions.invalidateUsers([auth.userId], UserTopic.profile);
    return before;
  }

  /** Changes your password: the old one must match; your other sessions end. */
  async changePassword(auth: TAuth, oldPassword: string, password: string) {
    const u = await this.me(auth);
    if (!(await verifyPassword(u.passwordHash, oldPassword)))
      throw new AppError(Code.badRequest, 'user.oldPasswordWrong');
    await this.c.db
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        changePasswordDate: this.c.now(),
        mustChangePassword: false,
      })
      .where(eq(users.id, auth.userId));
    await this.c.sessions.revokeUser(auth.userId, 'password', auth.sessionId);
    await this.c.sessions.invalidateUsers([auth.userId], UserTopic.profile);
  }

  /** Saves a preference column (theme or language). */
  async setPreference(auth: TAuth, values: { theme?: string; language?: string }) {
    await this.c.db.update(users).set(values).where(eq(users.id, auth.userId));
    await this.c.sessions.invalidateUsers([auth.userId], UserTopic.profile);
  }

  /** Everyone who has you as their manager. */
  async subordinates(auth: TAuth) {
    const rows = await this.c.db
      .select({
        id: users.id,
        realName: users.realName,
        account: users.account,
        headIcon: users.headIcon,
        department: organizes.fullName,
      })
      .from(users)
      .leftJoin(organizes, eq(organizes.id, users.organizeId))
      .where(and(eq(users.managerId, auth.userId), isNull(users.deleteTime)));
    return rows.map((r) => ({
      id: r.id,
      avatar: avatarUrl(r.headIcon),
      userName: `${r.realName}/${r.account}`,
      department: r.department ?? '',
    }));
  }

  /** Your own log rows of a category, paged, in your language; time range widened to whole days. */
  async ownLog(
    auth: TAuth,
    q: TPageQuery & { category: number; startTime?: number; endTime?: number },
    lang: TLanguage,
  ) {
    const where = and(
      eq(sysLogs.userId, auth.userId),
      eq(sysLogs.category, q.category),
      q.startTime !== undefined ? gte(sysLogs.creatorTime, Math.floor(q.startTime / DAY) * DAY) : undefined,
      q.endTime !== undefined
        ? lte(sysLogs.creatorTime, Math.floor(q.endTime / DAY) * DAY + DAY - 1)
        : undefined,
      q.keyword
        ? or(
            ilike(sysLogs.requestUrl, containsPattern(q.keyword)),
            ilike(sysLogs.abstracts, containsPattern(q.keyword)),
          )
        : undefined,
    );
    const { limit, offset } = pageWindow(q);
    const [rows, [{ total }]] = await Promise.all([
      this.c.db
        .select()
        .from(sysLogs)
        .where(where)
        .orderBy(desc(sysLogs.creatorTime))
        .limit(limit)
        .offset(offset),
      this.c.db.select({ total: count() }).from(sysLogs).where(where),
    ]);
    const names = await findNamedRecords(this.c.db, summaryIds(rows));
    const list = rows.map((r) => {
      const shown = renderLogItem(r, lang, names);
      return {
        id: r.id,
        creatorTime: r.creatorTime,
        userName: r.userName,
        ipaddress: r.ipAddress,
        ipAddressName: shown.ipAddressName,
        platForm: shown.platForm,
        requestURL: r.requestUrl,
        requestMethod: r.requestMethod,
        requestDuration: r.requestDuration,
        abstracts: shown.abstracts,
        category: r.category,
      };
    });
    return paged(list, total, q);
  }
}
