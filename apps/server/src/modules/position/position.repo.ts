import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { keywordWhere } from '../authorize/column-permission.ts';
import { scopeWhere, type TScope } from '../authorize/data-scope.ts';
import { organizes } from '../organize/organize.table.ts';
import { userRelations } from '../users/user-relation.table.ts';
import { positions } from './position.table.ts';

/** Columns a data-permission condition may name on positions. */
export const POSITION_SCOPE_FIELDS = {
  id: positions.id,
  organizeId: positions.organizeId,
  creatorUserId: positions.creatorUserId,
} as const;

/** Columns the list may sort by. */
export const POSITION_SORT = {
  fullName: positions.fullName,
  enCode: positions.enCode,
  sortCode: positions.sortCode,
  creatorTime: positions.creatorTime,
} as const;

export const POSITION_DEFAULT_ORDER = [asc(positions.sortCode), desc(positions.creatorTime)];

const live = isNull(positions.deleteTime);

/** Filters of the list; `scope` is the caller's data scope on the positions page (required). */
export interface TPositionFilter {
  scope: TScope;
  organizeIds?: string[];
  keyword?: string;
  /** Column codes the caller may not see: the keyword does not search them. */
  hiddenColumns?: ReadonlySet<string>;
}

/** The list's condition: live rows, scope, organisation subtree, keyword on name and code. */
function positionFilter(opts: TPositionFilter): SQL {
  const parts: (SQL | undefined)[] = [live, scopeWhere(opts.scope, POSITION_SCOPE_FIELDS)];
  if (opts.organizeIds) parts.push(inArray(positions.organizeId, opts.organizeIds));
  parts.push(
    keywordWhere(
      opts.keyword,
      { fullName: positions.fullName, enCode: positions.enCode },
      opts.hiddenColumns,
    ),
  );
  return and(...parts)!;
}

/** One page of positions with their organisation name, and the total. */
export async function findPositionPage(
  db: TDbOrTx,
  filter: TPositionFilter,
  order: SQL[],
  limit: number,
  offset: number,
) {
  const where = positionFilter(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: positions.id,
        fullName: positions.fullName,
        enCode: positions.enCode,
        type: positions.type,
        department: organizes.fullName,
        organizeId: positions.organizeId,
        enabledMark: positions.enabledMark,
        sortCode: positions.sortCode,
        description: positions.description,
        creatorTime: positions.creatorTime,
      })
      .from(positions)
      .leftJoin(organizes, eq(organizes.id, positions.organizeId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(positions).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, department: r.department ?? '' })), total };
}

/** Live, enabled positions inside a scope, for selectors. */
export async function findPositionOptions(db: TDbOrTx, scope: TScope) {
  return db
    .select({
      id: positions.id,
      fullName: positions.fullName,
      enCode: positions.enCode,
      organizeId: positions.organizeId,
    })
    .from(positions)
    .where(and(live, eq(positions.enabledMark, 1), scopeWhere(scope, POSITION_SCOPE_FIELDS)))
    .orderBy(...POSITION_DEFAULT_ORDER);
}

/** One live position inside a scope. */
export async function findPosition(db: TDbOrTx, id: string, scope: TScope) {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.id, id), live, scopeWhere(scope, POSITION_SCOPE_FIELDS)));
  return row;
}

/** Which of name/code are taken by another live position of the same organisation. */
export async function findPositionClash(
  db: TDbOrTx,
  p: { id?: string; organizeId: string; fullName: string; enCode: string },
) {
  const rows = await db
    .select({ fullName: positions.fullName, enCode: positions.enCode })
    .from(positions)
    .where(
      and(
        live,
        eq(positions.organizeId, p.organizeId),
        or(eq(positions.fullName, p.fullName), eq(positions.enCode, p.enCode)),
        p.id ? ne(positions.id, p.id) : undefined,
      ),
    );
  return { name: rows.some((r) => r.fullName === p.fullName), code: rows.some((r) => r.enCode === p.enCode) };
}

/** How many users hold a position. */
export async function countPositionUsers(db: TDbOrTx, id: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(userRelations)
    .where(and(eq(userRelations.objectType, 'Position'), eq(userRelations.objectId, id)));
  return n;
}

export { positions };
