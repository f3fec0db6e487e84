import { and, asc, count, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../lib/paging.ts';
import { areas } from './area.table.ts';

const live = isNull(areas.deleteTime);
// Static SQL (no input): a live child exists.
const hasChildren = sql.raw(
  'exists (select 1 from base_province c where c.parent_id = base_province.id and c.delete_time is null)',
);

/** Live children of a node, or every live area matching a keyword (at most 200), each with hasChildren. */
export async function findAreas(
  db: TDbOrTx,
  opts: { parentId?: string; keyword?: string; enabledOnly?: boolean },
) {
  const parts: (SQL | undefined)[] = [live];
  if (opts.parentId) parts.push(eq(areas.parentId, opts.parentId));
  if (opts.enabledOnly) parts.push(eq(areas.enabledMark, 1));
  if (opts.keyword) {
    const p = containsPattern(opts.keyword);
    parts.push(or(ilike(areas.fullName, p), ilike(areas.enCode, p), ilike(areas.quickQuery, p)));
  }
  return db
    .select({
      id: areas.id,
      parentId: areas.parentId,
      enCode: areas.enCode,
      fullName: areas.fullName,
      type: areas.type,
      enabledMark: areas.enabledMark,
      sortCode: areas.sortCode,
      hasChildren: sql<boolean>`${hasChildren}`.mapWith(Boolean),
    })
    .from(areas)
    .where(and(...parts))
    .orderBy(asc(areas.sortCode), asc(areas.enCode))
    .limit(opts.keyword ? 200 : 5000);
}

/** One live area with its parent's name. */
export async function findArea(db: TDbOrTx, id: string) {
  const [row] = await db
    .select({
      id: areas.id,
      parentId: areas.parentId,
      parentName: sql<string>`coalesce((select p.full_name from base_province p where p.id = base_province.parent_id), '')`,
      enCode: areas.enCode,
      fullName: areas.fullName,
      type: areas.type,
      enabledMark: areas.enabledMark,
      description: areas.description,
      sortCode: areas.sortCode,
    })
    .from(areas)
    .where(and(eq(areas.id, id), live));
  return row;
}

/** True when another live area has this code, or this name under the same parent. */
export async function areaClashes(
  db: TDbOrTx,
  a: { id?: string; parentId: string; enCode: string; fullName: string },
) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(areas)
    .where(
      and(
        live,
        or(eq(areas.enCode, a.enCode), and(eq(areas.parentId, a.parentId), eq(areas.fullName, a.fullName))),
        a.id ? ne(areas.id, a.id) : undefined,
      ),
    );
  return n > 0;
}

/** How many live children an area has. */
export async function countAreaChildren(db: TDbOrTx, id: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(areas)
    .where(and(live, eq(areas.parentId, id)));
  return n;
}

/** The chain of parent ids above an area (nearest first). */
export async function findAncestorIds(db: TDbOrTx, id: string): Promise<string[]> {
  const out: string[] = [];
  for (let cur = id, i = 0; cur !== '-1' && i < 10; i++) {
    const [row] = await db.select({ parentId: areas.parentId }).from(areas).where(eq(areas.id, cur));
    if (!row) break;
    out.push(cur);
    cur = row.parentId;
  }
  return out;
}

export { areas };
