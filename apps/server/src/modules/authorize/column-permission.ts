import type { TPageCode } from '@app/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { moduleColumns, modules } from '../menu/menu.table.ts';
import { findGrantedItemIds } from './grant.repo.ts';

/**
 * The list columns the caller may see on a page: all of them unless the page has column permissions switched on
 * and defined, then only the granted ones. What is hidden is also not sortable, searchable or exported.
 */
export function findVisibleColumns(
  db: TDbOrTx,
  auth: TAuth,
  page: TPageCode,
  all: readonly string[],
): Promise<Set<string>> {
  if (auth.isAdmin) return Promise.resolve(new Set(all));
  // Cached on the session's auth object: a grant or menu change replaces that object, which drops this entry.
  let perPage = cache.get(auth);
  if (!perPage) cache.set(auth, (perPage = new Map<string, Promise<Set<string>>>()));
  let hit = perPage.get(page);
  if (!hit) perPage.set(page, (hit = loadVisibleColumns(db, auth, page, all)));
  return hit;
}

const cache = new WeakMap<TAuth, Map<string, Promise<Set<string>>>>();

async function loadVisibleColumns(
  db: TDbOrTx,
  auth: TAuth,
  page: TPageCode,
  all: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ id: moduleColumns.id, enCode: moduleColumns.enCode, on: modules.isColumnAuthorize })
    .from(moduleColumns)
    .innerJoin(modules, eq(modules.id, moduleColumns.moduleId))
    .where(and(eq(modules.enCode, page), isNull(moduleColumns.deleteTime), eq(moduleColumns.enabledMark, 1)));
  if (!rows.length || rows[0].on !== 1) return new Set(all);
  const granted = await findGrantedItemIds(db, auth, 'column');
  const defined = new Set(rows.map((r) => r.enCode));
  const visible = new Set(rows.filter((r) => granted.has(r.id)).map((r) => r.enCode));
  // Columns the page does not define as permission items stay visible.
  return new Set(all.filter((c) => !defined.has(c) || visible.has(c)));
}

/** Keeps only the allowed entries of a sort/filter allow-list whose key is visible. */
export function onlyVisible<T>(
  allowed: Readonly<Record<string, T>>,
  visible: ReadonlySet<string>,
): Record<string, T> {
  return Object.fromEntries(Object.entries(allowed).filter(([k]) => visible.has(k)));
}
