import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, type TPaged } from './use-paged-query.ts';

/** A tree node of a list answer: children null on leaves. */
export interface TTreeRow {
  id: string;
  children: TTreeRow[] | null;
}

/** Children emptied to undefined so the table shows no expander on leaves. */
export function withoutEmptyChildren<T extends TTreeRow>(rows: readonly T[]): T[] {
  return rows.map((r) =>
    r.children?.length
      ? { ...r, children: withoutEmptyChildren(r.children as T[]) }
      : { ...r, children: null },
  );
}

/**
 * A tree answered whole (companies, departments, roles, menus) in the list scaffold's paging shape: the
 * top-level rows are paged in the browser with the same sizes and pager as the server-paged lists.
 */
export function useTreeList<T extends TTreeRow, F extends object>(
  key: readonly unknown[],
  fetchTree: (filters: F) => Promise<T[]>,
  initialFilters: F,
) {
  const [filters, setFilters] = useState<F>(initialFilters);
  const [page, setPageState] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query: UseQueryResult<TPaged<T>> = useQuery({
    queryKey: [...key, filters],
    queryFn: async () => {
      const list = withoutEmptyChildren(await fetchTree(filters));
      return { list, pagination: { currentPage: 1, pageSize: list.length, total: list.length } };
    },
  });
  return {
    filters,
    page,
    query,
    search: (next: F) => {
      setFilters(next);
      setPageState((p) => ({ ...p, currentPage: 1 }));
    },
    setPage: (currentPage: number, pageSize: number) =>
      setPageState((p) => ({ currentPage: pageSize === p.pageSize ? currentPage : 1, pageSize })),
  };
}
