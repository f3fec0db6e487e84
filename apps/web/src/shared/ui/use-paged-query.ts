import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TPaged } from '@app/contracts';
import { useState } from 'react';

export type { TPaged };

/** Default page size and the sizes offered (spec §9). */
export const PAGE_SIZES = [20, 50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Paging plus the page's own filters. */
export type TPagedParams<F> = F & { currentPage: number; pageSize: number };

/** State and query of a server-paged list: filters, page and size (20 unless given); a new search goes back to page 1. */
export function usePagedQuery<T, F extends object>(
  key: readonly unknown[],
  fetchPage: (params: TPagedParams<F>) => Promise<TPaged<T>>,
  initialFilters: F,
  initialPageSize: number = DEFAULT_PAGE_SIZE,
): {
  params: TPagedParams<F>;
  query: UseQueryResult<TPaged<T>>;
  search: (filters: F) => void;
  reset: () => void;
  setPage: (currentPage: number, pageSize: number) => void;
} {
  const [params, setParams] = useState<TPagedParams<F>>({
    ...initialFilters,
    currentPage: 1,
    pageSize: initialPageSize,
  });
  const query = useQuery({
    queryKey: [...key, params],
    queryFn: () => fetchPage(params),
    placeholderData: keepPreviousData,
  });
  return {
    params,
    query,
    search: (filters) => setParams((p) => ({ ...p, ...filters, currentPage: 1 })),
    reset: () => setParams({ ...initialFilters, currentPage: 1, pageSize: params.pageSize }),
    setPage: (currentPage, pageSize) =>
      setParams((p) => ({ ...p, currentPage: pageSize === p.pageSize ? currentPage : 1, pageSize })),
  };
}
