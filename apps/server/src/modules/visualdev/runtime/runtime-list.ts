import type { TColumnData, TFieldDataSelectQuery, TOnlineListQuery } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { badRequest } from '../../../lib/errors.ts';
import { newId } from '../../../lib/ids.ts';
import { containsPattern, paged } from '../../../lib/paging.ts';
import type { TTableLayout } from '../publish/layout.ts';
import { columnOf, scalarText, type TBoundField } from './record-values.ts';
import { findRecordPage } from './runtime.repo.ts';

/** Where a list query came from, for naming a bad parameter (`query.sidx` on GET, `body.sidx` on POST). */
export type TQuerySource = 'query' | 'body';

/** What the list helpers read of a published model. */
interface TListModel {
  columnData: TColumnData | null;
  layout: TTableLayout;
  bound: TBoundField[];
}

type TRow = Record<string, unknown>;

/**
 * searchType per field key from the list design (1 exact, 2 fuzzy, 3 range); the tree list's relation field
 * (type 2, `treeDbTableFieldRelation`) is matched exactly: a tree node filters on its id.
 */
export function searchTypesOf(columnData: TColumnData | null): Map<string, number> {
  const types = new Map<string, number>();
  for (const s of columnData?.searchList ?? []) {
    if (typeof s.__vModel__ === 'string') types.set(s.__vModel__, Number(s.searchType ?? 2));
  }
  const relation = columnData?.treeDbTableFieldRelation;
  if (columnData?.type === 2 && typeof relation === 'string' && relation) types.set(relation, 1);
  return types;
}

/** Characters a "contains" search needs before a trigram index can serve it. */
const TRIGRAM = 3;

/**
 * Whether the list searches a text field (or the keyword) by "contains" with a value a trigram index serves: then
 * the matches are few and are found by that index, and the page must sort them, not walk an index in the list's
 * order (the planner misjudges a trigram's selectivity and may walk 1,000,000 rows of the creation-time index
 * filtering each: 1–3 s instead of 1 ms; bench/README, issue 15).
 */
function hasTrigramSearch(m: TListModel, q: Pick<TOnlineListQuery, 'json' | 'keyword'>): boolean {
  const types = searchTypesOf(m.columnData);
  const long = (v: unknown) => typeof v === 'string' && v.trim().length >= TRIGRAM;
  if (long(q.keyword) && m.bound.some((b) => b.col.kind === 'text' && types.has(b.f.key))) return true;
  return Object.entries(q.json ?? {}).some(([key, v]) => {
    const b = m.bound.find((x) => x.f.key === key);
    return !!b && b.col.kind === 'text' && types.get(key) !== 1 && long(v);
  });
}

/** A sort column the planner cannot match to an index (`+ 0`, `|| ''`), so it sorts the filtered rows. */
function sortedNotWalked(col: SQL, kind: string | undefined): SQL {
  if (kind === 'bigint' || kind === 'numeric') return sql`(${col} + 0)`;
  if (kind === 'text') return sql`(${col} || '')`;
  return col;
}

/**
 * ORDER BY of a list: `sidx` (a field key of the model only, else a 400 naming `<at>.sidx`), else the design's
 * `defaultSidx` when it names a field, else newest first; the id breaks ties. With a trigram-served search the
 * sort column is hidden from the planner's index matching (`hasTrigramSearch`).
 */
export function listOrder(
  m: TListModel,
  q: Pick<TOnlineListQuery, 'sidx' | 'sort' | 'json' | 'keyword'>,
  at: TQuerySource,
): SQL {
  const t = m.layout.table;
  const design = m.columnData;
  const sort = q.sort ?? (design?.sort === 'asc' ? 'asc' : 'desc');
  const dir = sort === 'asc' ? sql`asc` : sql`desc`;
  const id = columnOf(t, 'id');
  const sortOnly = hasTrigramSearch(m, q);
  const by = (col: SQL, kind: string | undefined) => (sortOnly ? sortedNotWalked(col, kind) : col);
  if (q.sidx) {
    const b = m.bound.find((x) => x.f.key === q.sidx);
    if (!b) throw badRequest(`${at}.sidx: "${q.sidx.slice(0, 64)}" is not a field of this model`);
    return sql`${by(columnOf(t, b.col.column), b.col.kind)} ${dir} nulls last, ${id} ${dir}`;
  }
  const fallback = m.bound.find((x) => x.f.key === design?.defaultSidx);
  if (fallback) {
    return sql`${by(columnOf(t, fallback.col.column), fallback.col.kind)} ${dir} nulls last, ${id} ${dir}`;
  }
  return sql`${by(columnOf(t, 'creator_time'), 'bigint')} ${dir}, ${id} ${dir}`;
}

/** The page window of a list: `dataType` "1" is every record, up to 10,000. */
export function listWindow(q: Pick<TOnlineListQuery, 'dataType' | 'currentPage' | 'pageSize'>) {
  const all = q.dataType === '1';
  return { currentPage: all ? 1 : q.currentPage, pageSize: all ? 10_000 : q.pageSize };
}

/** The group field of a grouped list (columnData type 3 with a `groupField` naming a field), else undefined. */
export function groupFieldOf(m: TListModel): TBoundField | undefined {
  const design = m.columnData;
  const key = design?.type === 3 ? design.groupField : undefined;
  return key ? m.bound.find((x) => x.f.key === key) : undefined;
}

/**
 * A grouped list (columnData type 3, contract §5.4): the rows under one `{top: true, id, children}` per value of
 * the group field `b`, in the order the groups first appear, the group's shown value (`shown[i]` for row i) under
 * the first column that is not the group field.
 */
export function groupRows(
  m: TListModel,
  b: TBoundField,
  rows: readonly TRow[],
  shown: readonly unknown[],
): TRow[] {
  const props = (m.columnData?.columnList ?? []).map((c) => c.prop).filter((p): p is string => !!p);
  const label = props.find((p) => p !== b.f.key) ?? b.f.key;
  const groups = new Map<string, { shown: unknown; rows: TRow[] }>();
  rows.forEach((r, i) => {
    const raw = r[b.f.key];
    const k = raw === null || raw === undefined ? '' : scalarText(raw);
    const g = groups.get(k) ?? groups.set(k, { shown: shown[i], rows: [] }).get(k)!;
    g.rows.push(r);
  });
  return [...groups.values()].map((g) => ({
    top: true,
    id: newId(),
    [label]: g.shown ?? '',
    children: g.rows,
  }));
}

/** relationForm options (FieldDataSelect): live records inside `scope` showing `q.field`, keyword on it, paged. */
export async function fieldOptionPage(
  db: TDbOrTx,
  m: TListModel,
  scope: SQL | undefined,
  q: TFieldDataSelectQuery,
) {
  const b = m.bound.find((x) => x.f.key === q.field);
  if (!b) throw badRequest('query.field: not a field of this model');
  const col = columnOf(m.layout.table, b.col.column);
  const keyword = q.keyword ? sql`${col}::text ilike ${containsPattern(q.keyword)}` : undefined;
  const { rows, total } = await findRecordPage(db, m.layout, [b], {
    where: [keyword, scope],
    order: sql`${col} asc nulls last, ${columnOf(m.layout.table, 'id')} asc`,
    limit: q.pageSize,
    offset: (q.currentPage - 1) * q.pageSize,
  });
  const options = rows.map((r) => ({ id: String(r.id), fullName: r[b.f.key] ?? '' }));
  return paged(options, total, q);
}
