import { columnFields, type TPageCode } from '@app/contracts';
import { and, eq, ilike, isNull, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/paging.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { moduleColumns, moduleForms, modules } from '../menu/menu.table.ts';
import { findGrantedItemIds } from './grant.repo.ts';

/** The per-page permission items that hide what they name: list columns and form fields. */
export type TShownItem = 'column' | 'form';

const ITEMS = {
  column: { table: moduleColumns, on: modules.isColumnAuthorize },
  form: { table: moduleForms, on: modules.isFormAuthorize },
} as const;

/**
 * The codes of a page's columns (form fields) the caller may not see: none unless the page has column (form)
 * permissions switched on, then every enabled item defined on it that none of the caller's grants holds. The super
 * administrator sees everything.
 */
export function findHiddenItems(
  db: TDbOrTx,
  auth: TAuth,
  page: TPageCode,
  kind: TShownItem,
): Promise<ReadonlySet<string>> {
  if (auth.isAdmin) return Promise.resolve(NONE);
  // Cached on the session's auth object: a grant or menu change replaces that object, which drops this entry.
  let perPage = cache.get(auth);
  if (!perPage) cache.set(auth, (perPage = new Map<string, Promise<ReadonlySet<string>>>()));
  const key = `${kind}:${page}`;
  let hit = perPage.get(key);
  if (!hit) perPage.set(key, (hit = loadHiddenItems(db, auth, page, kind)));
  return hit;
}

const NONE: ReadonlySet<string> = new Set();
const cache = new WeakMap<TAuth, Map<string, Promise<ReadonlySet<string>>>>();

async function loadHiddenItems(
  db: TDbOrTx,
  auth: TAuth,
  page: TPageCode,
  kind: TShownItem,
): Promise<ReadonlySet<string>> {
  const { table, on } = ITEMS[kind];
  const rows = await db
    .select({ id: table.id, enCode: table.enCode, on })
    .from(table)
    .innerJoin(modules, eq(modules.id, table.moduleId))
    .where(and(eq(modules.enCode, page), isNull(table.deleteTime), eq(table.enabledMark, 1)));
  if (!rows.length || rows[0].on !== 1) return NONE;
  const granted = await findGrantedItemIds(db, auth, kind);
  return new Set(rows.filter((r) => !granted.has(r.id)).map((r) => r.enCode));
}

/**
 * The list columns the caller may see on a page, of `all`: columns the page does not define as permission items
 * stay visible. What is hidden is also not sortable, searchable or exported.
 */
export async function findVisibleColumns(
  db: TDbOrTx,
  auth: TAuth,
  page: TPageCode,
  all: readonly string[],
): Promise<Set<string>> {
  const hidden = await findHiddenItems(db, auth, page, 'column');
  return new Set(all.filter((c) => !hidden.has(c)));
}

/** Keeps only the allowed entries of a sort/filter allow-list whose key is visible. */
export function onlyVisible<T>(
  allowed: Readonly<Record<string, T>>,
  visible: ReadonlySet<string>,
): Record<string, T> {
  return Object.fromEntries(Object.entries(allowed).filter(([k]) => visible.has(k)));
}

/** The answer fields the hidden codes of a page govern (a name column also hides the ids it names). */
export function hiddenFields(page: TPageCode, hidden: ReadonlySet<string>): ReadonlySet<string> {
  return new Set([...hidden].flatMap((code) => columnFields(page, code)));
}

/** A row without the hidden fields, its tree children too. */
function stripRow<T>(row: T, fields: ReadonlySet<string>): T {
  if (!row || typeof row !== 'object') return row;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (fields.has(k)) continue;
    out[k] = k === 'children' && Array.isArray(v) ? v.map((c: unknown) => stripRow(c, fields)) : v;
  }
  return out as T;
}

/**
 * The one step every list answer of a page with declared columns goes through: the rows (and their tree children)
 * lose the fields of the columns the caller may not see. Returns the rows unchanged when nothing is hidden.
 */
export async function hideColumnRows<R>(db: TDbOrTx, auth: TAuth, page: TPageCode, rows: R[]): Promise<R[]> {
  const hidden = await findHiddenItems(db, auth, page, 'column');
  if (!hidden.size) return rows;
  const fields = hiddenFields(page, hidden);
  return rows.map((r) => stripRow(r, fields));
}

/** `hideColumnRows` on the `list` of a list answer (`{list}` or `{list, pagination}`). */
export async function hideColumns<A extends { list: unknown[] }>(
  db: TDbOrTx,
  auth: TAuth,
  page: TPageCode,
  answer: A,
): Promise<A> {
  return { ...answer, list: await hideColumnRows(db, auth, page, answer.list) };
}

/** A list query with the column codes the caller may not see (the keyword does not search them). */
export type TColumnQuery<Q> = Q & { hiddenColumns?: ReadonlySet<string> };

/**
 * The list query with the caller's hidden column codes, refused (400 naming `query.sidx`) when it sorts by one.
 * Repos search the keyword through `keywordWhere` with `hiddenColumns`.
 */
export async function sortable<Q extends object>(
  db: TDbOrTx,
  auth: TAuth,
  page: TPageCode,
  query: Q,
): Promise<TColumnQuery<Q>> {
  const hidden = await findHiddenItems(db, auth, page, 'column');
  const { sidx } = query as { sidx?: string };
  if (sidx && hidden.size && hiddenFields(page, hidden).has(sidx))
    throw badRequest(`query.sidx: sorting by "${sidx}" is not allowed (a column you may not see)`);
  return { ...query, hiddenColumns: hidden };
}

/**
 * A keyword condition over the searched columns (column code → column) the caller may see: `hidden` columns are not
 * searched; none left (or no keyword), no condition.
 */
export function keywordWhere(
  keyword: string | undefined,
  searched: Readonly<Record<string, AnyColumn>>,
  hidden: ReadonlySet<string> = NONE,
): SQL | undefined {
  if (!keyword) return undefined;
  const p = containsPattern(keyword);
  const visible = Object.entries(searched).filter(([code]) => !hidden.has(code));
  return visible.length ? or(...visible.map(([, column]) => ilike(column, p))) : undefined;
}

/**
 * The same for a list filtered in memory (trees): a row matches when one of its searched columns the caller may see
 * contains the keyword, ignoring case; every row matches without a keyword or a visible searched column.
 */
export function keywordMatches<R>(
  keyword: string | undefined,
  searched: Readonly<Record<string, (row: R) => string>>,
  hidden: ReadonlySet<string> = NONE,
): (row: R) => boolean {
  const k = keyword?.toLowerCase();
  const visible = Object.entries(searched).filter(([code]) => !hidden.has(code));
  if (!k || !visible.length) return () => true;
  return (row) => visible.some(([, read]) => read(row).toLowerCase().includes(k));
}

/** A record (info answer) without the form fields the caller may not see on the page. */
export async function hideFormFields<T extends object>(
  db: TDbOrTx,
  auth: TAuth,
  page: TPageCode,
  record: T,
): Promise<T> {
  const hidden = await findHiddenItems(db, auth, page, 'form');
  return hidden.size ? stripRow(record, hidden) : record;
}
