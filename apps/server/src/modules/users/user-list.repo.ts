import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../lib/paging.ts';
import { organizes } from '../organize/organize.table.ts';
import { positions } from '../position/position.table.ts';
import { roles } from '../role/role.table.ts';
import { avatarUrl } from '../current-user/current-user.service.ts';
import { userRelations } from './user-relation.table.ts';
import { users } from './user.table.ts';

/** Columns a data-permission condition may name on users. */
export const USER_SCOPE_FIELDS = {
  id: users.id,
  organizeId: users.organizeId,
  creatorUserId: users.creatorUserId,
} as const;

/** Columns the list may sort by. */
export const USER_SORT = {
  account: users.account,
  realName: users.realName,
  sortCode: users.sortCode,
  creatorTime: users.creatorTime,
  enabledMark: users.enabledMark,
} as const;
export const USER_DEFAULT_ORDER = [asc(users.sortCode), desc(users.creatorTime), asc(users.id)];

export const liveUser = isNull(users.deleteTime);

/** Filters of the list: live users, scope, organisation subtree, keyword on account, name and pinyin initials. */
export function userFilter(o: {
  scope?: SQL;
  organizeIds?: string[];
  keyword?: string;
  enabledMark?: number;
}): SQL {
  const parts: (SQL | undefined)[] = [liveUser, o.scope];
  if (o.organizeIds) parts.push(inArray(users.organizeId, o.organizeIds));
  if (o.enabledMark !== undefined) parts.push(eq(users.enabledMark, o.enabledMark));
  if (o.keyword) {
    const p = containsPattern(o.keyword);
    parts.push(or(ilike(users.account, p), ilike(users.realName, p), ilike(users.quickQuery, p)));
  }
  return and(...parts)!;
}

const namesOf = (objectType: 'Role' | 'Position', column: 'id' | 'name') => {
  const t = objectType === 'Role' ? roles : positions;
  const value = column === 'id' ? t.id : t.fullName;
  return sql<string>`coalesce((select string_agg(${value}, ',' order by ${t.sortCode}, ${t.id}) from ${userRelations}
    join ${t} on ${t.id} = ${userRelations.objectId} and ${t.deleteTime} is null
    where ${userRelations.userId} = ${users.id} and ${userRelations.objectType} = ${objectType}), '')`;
};

/** One page of users with organisation, position and role names, and the total. */
export async function findUserPage(
  db: TDbOrTx,
  where: SQL,
  order: SQL[],
  limit: number,
  offset: number,
  withTotal = true,
) {
  // Page ids and the total in one scan (the window counts every match before LIMIT); names are then looked up
  // for the page's rows only.
  const page = db
    .select({
      pid: users.id,
      total: withTotal
        ? sql<number>`count(*) over ()`.mapWith(Number).as('total')
        : sql<number>`-1`.as('total'),
    })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select({
      id: users.id,
      account: users.account,
      realName: users.realName,
      gender: users.gender,
      mobilePhone: users.mobilePhone,
      email: users.email,
      organizeId: users.organizeId,
      department: sql<string>`coalesce(${organizes.fullName}, '')`,
      positionId: namesOf('Position', 'id'),
      position: namesOf('Position', 'name'),
      roleId: namesOf('Role', 'id'),
      roleName: namesOf('Role', 'name'),
      headIcon: users.headIcon,
      description: users.description,
      enabledMark: users.enabledMark,
      sortCode: users.sortCode,
      creatorTime: users.creatorTime,
      total: page.total,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.pid))
    .leftJoin(organizes, eq(organizes.id, users.organizeId))
    .orderBy(...order);
  let total = rows[0]?.total ?? 0;
  if (withTotal && !rows.length && offset > 0) {
    [{ total }] = await db.select({ total: count() }).from(users).where(where); // a page past the end
  }
  return { rows: rows.map(({ total: _t, ...r }) => ({ ...r, headIcon: avatarUrl(r.headIcon) })), total };
}

/** Live users in the whole table. */
export async function countLiveUsers(db: TDbOrTx): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(users).where(liveUser);
  return n;
}

/** Enabled live users for selectors and the chat list. */
export async function findUserOptions(db: TDbOrTx) {
  const rows = await db
    .select({
      id: users.id,
      account: users.account,
      realName: users.realName,
      headIcon: users.headIcon,
      gender: users.gender,
      department: sql<string>`coalesce(${organizes.fullName}, '')`,
      organizeId: users.organizeId,
      quickQuery: users.quickQuery,
      sortCode: users.sortCode,
      enabledMark: users.enabledMark,
    })
    .from(users)
    .leftJoin(organizes, eq(organizes.id, users.organizeId))
    .where(and(liveUser, eq(users.enabledMark, 1)))
    .orderBy(...USER_DEFAULT_ORDER);
  return rows.map((r) => ({ ...r, headIcon: avatarUrl(r.headIcon) }));
}

const idsOf = (objectType: 'Role' | 'Position') =>
  sql<string[]>`array(select ${userRelations.objectId} from ${userRelations}
    where ${userRelations.userId} = ${users.id} and ${userRelations.objectType} = ${objectType}
    order by ${userRelations.sortCode}, ${userRelations.objectId})`;

/** One live user inside a scope, with its role and position ids, in one query. */
export async function findScopedUser(db: TDbOrTx, id: string, scope?: SQL) {
  const [row] = await db
    .select({ user: users, positionIds: idsOf('Position'), roleIds: idsOf('Role') })
    .from(users)
    .where(and(eq(users.id, id), liveUser, scope));
  return row ? { ...row.user, positionIds: row.positionIds, roleIds: row.roleIds } : undefined;
}

/** True when another live user has this account (case-insensitive). */
export async function isAccountTaken(db: TDbOrTx, account: string, exceptId?: string): Promise<boolean> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        liveUser,
        sql`lower(${users.account}) = lower(${account})`,
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    );
  return n > 0;
}

/** True when the user manages an organisation. */
export async function managesAnOrganisation(db: TDbOrTx, userId: string): Promise<boolean> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(organizes)
    .where(and(eq(organizes.managerId, userId), isNull(organizes.deleteTime)));
  return n > 0;
}
