import type { TPageQuery, TPagination } from '@app/contracts';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from './errors.ts';

/** LIMIT/OFFSET of a page query. */
export function pageWindow(q: Pick<TPageQuery, 'currentPage' | 'pageSize'>): {
  limit: number;
  offset: number;
} {
  return { limit: q.pageSize, offset: (q.currentPage - 1) * q.pageSize };
}

/** The paged answer shape `{list, pagination}` (contract §1.4). */
export function paged<T>(list: T[], total: number, q: Pick<TPageQuery, 'currentPage' | 'pageSize'>) {
  const pagination: TPagination = { currentPage: q.currentPage, pageSize: q.pageSize, total };
  return { list, pagination };
}

/**
 * ORDER BY from `sidx`/`sort` through an allow-list of columns (never a client string in SQL). An unknown key is
 * a 400 naming `sidx`; no key gives the list's default order.
 */
export function orderBy(
  q: Pick<TPageQuery, 'sidx' | 'sort'>,
  allowed: Readonly<Record<string, AnyColumn>>,
  fallback: SQL[],
): SQL[] {
  if (!q.sidx) return fallback;
  const col = Object.hasOwn(allowed, q.sidx) ? allowed[q.sidx] : undefined;
  if (!col)
    throw badRequest(
      `query.sidx: sorting by "${q.sidx.slice(0, 40)}" is not allowed (${Object.keys(allowed).join(', ')})`,
    );
  return [q.sort === 'asc' ? asc(col) : desc(col), ...fallback];
}

/** A LIKE pattern that matches `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
