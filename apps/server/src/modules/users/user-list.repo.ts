import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../lib/paging.ts';
import { prepareOnce, prepareScoped } from '../../lib/prepared.ts';
import { scopeWhere, type TScope } from '../authorize/data-scope.ts';
import { organizes } from '../organize/organize.table.ts';
import { avatarUrl } from '../current-user/current-user.service.ts';
import type { RelationNameCache, TRelationType } from './relation-names.cache.ts';
import { relationIdsOf } from './user-relation.repo.ts';
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

/** The list filters of one request; `scope` is the caller's data scope on the users page (required). */
export interface TUserListFilter {
  scope: TScope;
  organizeIds?: string[];
  keyword?: string;
  /** The keyword's columns the caller may see (column permissions); absent: all of them. */
  searchIn?: readonly TUserSearchColumn[];
  enabledMark?: number;
}

/** The columns the keyword searches. */
export const USER_SEARCH_COLUMNS = ['account', 'realName'] as const;
type TUserSearchColumn = (typeof USER_SEARCH_COLUMNS)[number];

/** What the keyword matches: the search index (account, name, pinyin initials), or only its visible columns. */
function keywordTarget(searchIn: TUserListFilter['searchIn']): SQL {
  if (!searchIn || searchIn.length === USER_SEARCH_COLUMNS.length) return sql`${users.searchText}`;
  return searchIn[0] === 'account'
    ? sql`lower(${users.account})`
    : sql`lower(${users.realName} || chr(1) || ${users.quickQuery})`;
}

/** What a filter's values are in SQL: bound values, or placeholders of a query prepared once. */
type TFilterValues = { orgs: unknown; enabled: unknown; pattern: unknown };

/** Live users, scope, organisation subtree, state and keyword (account, name and pinyin initials). */
function userConditions(f: TUserListFilter, v: TFilterValues): SQL {
  return and(
    liveUser,
    scopeWhere(f.scope, USER_SCOPE_FIELDS),
    f.organizeIds ? sql`${users.organizeId} = any(${v.orgs}::text[])` : undefined,
    f.enabledMark === undefined ? undefined : sql`${users.enabledMark} = ${v.enabled}`,
    // searchText is lower-cased; lower() of the pattern in SQL keeps both sides under the same case rules.
    f.keyword ? sql`${keywordTarget(f.searchIn)} like lower(${v.pattern})` : undefined,
  )!;
}

/** The values of a filter as they go to the database. */
const filterValues = (f: TUserListFilter) => ({
  orgs: f.organizeIds,
  enabled: f.enabledMark,
  pattern: f.keyword ? containsPattern(f.keyword) : undefined,
});

/** The list filter with its values bound (the export). */
function userFilter(f: TUserListFilter): SQL {
  const v = filterValues(f);
  return userConditions(f, { orgs: sql.param(v.orgs), enabled: v.enabled, pattern: v.pattern });
}

/** The columns of a list row (department, role and position names are added after). */
const rowFields = () => ({
  id: users.id,
  account: users.account,
  realName: users.realName,
  gender: users.gender,
  mobilePhone: users.mobilePhone,
  email: users.email,
  organizeId: users.organizeId,
  headIcon: users.headIcon,
  description: users.description,
  enabledMark: users.enabledMark,
  sortCode: users.sortCode,
  creatorTime: users.creatorTime,
  /**
   * `Role:<id>` and `Position:<id>` of the user's relations; names come from `RelationNameCache`. Written with
   * qualified names: the query builder leaves columns unqualified in a one-table select, and an unqualified
   * `id` in this subquery would be the relation's own.
   */
  relations: sql<string[]>`array(select r.object_type || ':' || r.object_id from ${userRelations} r
    where r.user_id = ${users}.id and r.object_type in ('Role', 'Position'))`,
});
/** The list rows: what both the page and the export read, from the users table alone. */
const selectRows = (db: TDbOrTx) => db.select(rowFields()).from(users);
type TUserRowBase = Awaited<ReturnType<typeof selectRows>>[number];

/** Where list rows get names: departments from the organisation tree, roles and positions from their cache. */
export interface TListNames {
  orgs: { names(): Promise<ReadonlyMap<string, string>> };
  relations: Pick<RelationNameCache, 'lookup'>;
}

type THeld = { id: string; name: string; sortCode: number };

/** A relation column entry split into its type and id. */
function splitRef(ref: string): [TRelationType, string] {
  const at = ref.indexOf(':');
  return [ref.slice(0, at) as TRelationType, ref.slice(at + 1)];
}

/**
 * Rows with their department, their live role and position ids and names joined by commas (each list in the
 * roles' or positions' own order), and the avatar as a URL.
 */
async function withNames(names: TListNames, rows: TUserRowBase[]) {
  const refs = rows.map((r) => r.relations.map(splitRef));
  const [orgNames, named] = await Promise.all([names.orgs.names(), names.relations.lookup(refs.flat())]);
  return rows.map(({ relations: _refs, ...r }, i) => {
    const held: Record<TRelationType, THeld[]> = { Role: [], Position: [] };
    for (const [type, id] of refs[i]) {
      const e = named(type, id);
      if (e) held[type].push({ id, name: e.name, sortCode: e.sortCode });
    }
    for (const list of [held.Role, held.Position])
      list.sort((a, b) => a.sortCode - b.sortCode || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return {
      ...r,
      department: orgNames.get(r.organizeId ?? '') ?? '',
      positionId: held.Position.map((x) => x.id).join(','),
      position: held.Position.map((x) => x.name).join(','),
      roleId: held.Role.map((x) => x.id).join(','),
      roleName: held.Role.map((x) => x.name).join(','),
      headIcon: avatarUrl(r.headIcon),
    };
  });
}

/** Users of a filter after the id `after`, in id order, with names (the export reads them batch by batch). */
export async function findUserRows(
  db: TDbOrTx,
  names: TListNames,
  f: TUserListFilter,
  after: string,
  limit: number,
) {
  return withNames(
    names,
    await selectRows(db)
      .where(and(userFilter(f), after ? gt(users.id, after) : undefined))
      .orderBy(asc(users.id))
      .limit(limit),
  );
}

/** The filter with its values as placeholders (prepared statements). */
const placeholderFilter = (f: TUserListFilter) =>
  userConditions(f, {
    orgs: sql.placeholder('orgs'),
    enabled: sql.placeholder('enabled'),
    pattern: sql.placeholder('pattern'),
  });

/** The prepared-statement cache key of a database handle and a scope (a new scope brings a new key). */
function scopeCacheKey(db: TDbOrTx, scopeKey: TScope): object {
  let perScope = pageQueries.get(db);
  if (!perScope) pageQueries.set(db, (perScope = new WeakMap()));
  let key = perScope.get(scopeKey);
  if (!key) perScope.set(scopeKey, (key = {}));
  return key;
}
const pageQueries = new WeakMap<object, WeakMap<object, object>>();

/** Which optional conditions a filter has: one prepared statement per shape. */
const filterShape = (f: TUserListFilter) =>
  `${f.organizeIds ? 'o' : ''}${f.keyword ? `k${f.searchIn?.join() ?? ''}` : ''}${f.enabledMark === undefined ? '' : 'e'}`;

/** The page query of one filter shape, built once per scope and order: values come in as placeholders. */
function pageQuery(db: TDbOrTx, f: TUserListFilter, order: { key: string; sql: SQL[] }) {
  return prepareOnce(scopeCacheKey(db, f.scope), `users.page|${filterShape(f)}|${order.key}`, () =>
    selectRows(db)
      .where(placeholderFilter(f))
      .orderBy(...order.sql)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
}

/** The count over one filter shape, prepared like the page. */
function countQuery(db: TDbOrTx, f: TUserListFilter) {
  return prepareOnce(scopeCacheKey(db, f.scope), `users.count|${filterShape(f)}`, () =>
    db.select({ total: count() }).from(users).where(placeholderFilter(f)),
  );
}

/**
 * One page of users with department, position and role names, and the total, in one round trip: the page reads
 * the users table with each user's relation ids, and the names come from memory (organisation tree, role and
 * position cache). The page and the count are prepared statements built once per shape and scope (the filter's
 * scope object is the key: a new scope brings new statements) and `order.key` names the order. A first page
 * shorter than the page size is its own total; otherwise the total is a count over the same filter, or skipped
 * when the caller has a cheaper one.
 */
export async function findUserPage(
  db: TDbOrTx,
  names: TListNames,
  f: TUserListFilter,
  order: { key: string; sql: SQL[] },
  limit: number,
  offset: number,
  withTotal = true,
) {
  const values = filterValues(f);
  const rows = await pageQuery(db, f, order).execute({ ...values, limit, offset });
  const [named, total] = await Promise.all([
    withNames(names, rows),
    !withTotal
      ? -1
      : rows.length && rows.length < limit
        ? offset + rows.length
        : !rows.length && offset === 0
          ? 0
          : countQuery(db, f)
              .execute(values)
              .then(([r]) => r.total),
  ]);
  return { rows: named, total };
}

/** Live users in the whole table. */
export async function countLiveUsers(db: TDbOrTx): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(users).where(liveUser);
  return n;
}

/** Enabled live users inside a scope, for selectors. */
export async function findUserOptions(db: TDbOrTx, scope: TScope) {
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
    .where(and(liveUser, eq(users.enabledMark, 1), scopeWhere(scope, USER_SCOPE_FIELDS)))
    .orderBy(...USER_DEFAULT_ORDER);
  return rows.map((r) => ({ ...r, headIcon: avatarUrl(r.headIcon) }));
}

/** A user's stored fields without the secret and the search index. */
const { passwordHash: _secret, searchText: _index, ...USER_INFO_COLUMNS } = getTableColumns(users);

/** One live user inside a scope (no secret), with its role and position ids, in one query. */
export async function findScopedUser(db: TDbOrTx, id: string, scope: TScope) {
  // Built once per scope and run as a named prepared statement, and read flat (no copies): building this select
  // of every user column took a quarter of a by-id read's time (bench/README.md).
  const [row] = await prepareScoped(db, scope, 'users.info', () =>
    db
      .select({
        ...USER_INFO_COLUMNS,
        positionIds: relationIdsOf('Position'),
        roleIds: relationIdsOf('Role'),
      })
      .from(users)
      .where(and(eq(users.id, sql.placeholder('id')), liveUser, scopeWhere(scope, USER_SCOPE_FIELDS))),
  ).execute({ id });
  return row;
}

/** Which of these ids are live users inside a scope (the members of roles and positions a caller may see). */
export async function findVisibleUserIds(
  db: TDbOrTx,
  ids: readonly string[],
  scope: TScope,
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), liveUser, scopeWhere(scope, USER_SCOPE_FIELDS)));
  return new Set(rows.map((r) => r.id));
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
