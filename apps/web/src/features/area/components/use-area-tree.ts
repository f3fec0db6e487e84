import { keepPreviousData, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { TPaged } from '../../../shared/ui/use-paged-query.ts';
import type { TAreaItem } from '@app/contracts';
import { areaKeys, fetchAreaList } from '../api.ts';

/** A row of the lazy tree table: an area, or the "loading" row standing in for children not fetched yet. */
export interface TAreaRow extends TAreaItem {
  isPlaceholder?: boolean;
  children?: TAreaRow[];
}

/** Rows with their loaded children; unloaded parents hold one placeholder row so the table shows an expander. */
export function attachChildren(
  rows: readonly TAreaItem[],
  loaded: ReadonlyMap<string, TAreaItem[]>,
): TAreaRow[] {
  return rows.map((r) => {
    if (!r.hasChildren) return { ...r };
    const kids = loaded.get(r.id);
    const placeholder: TAreaRow = { ...r, id: `${r.id}::loading`, parentId: r.id, isPlaceholder: true };
    return { ...r, children: kids ? attachChildren(kids, loaded) : [placeholder] };
  });
}

/**
 * The areas as a lazy tree in the list scaffold's paging shape: a level is fetched the first time its
 * placeholder row is rendered (the user expanded its parent); a keyword searches every level instead.
 */
export function useAreaTree() {
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const [opened, setOpened] = useState<string[]>([]);
  const [page, setPageState] = useState({ currentPage: 1, pageSize: 20 });
  const levels = useQueries({
    queries: opened.map((id) => ({ queryKey: areaKeys.children(id), queryFn: () => fetchAreaList(id) })),
  });
  const loaded = new Map<string, TAreaItem[]>();
  opened.forEach((id, i) => {
    const data = levels[i]?.data;
    if (data) loaded.set(id, data);
  });
  const query: UseQueryResult<TPaged<TAreaRow>> = useQuery({
    queryKey: areaKeys.list(keyword),
    queryFn: () => fetchAreaList('-1', keyword),
    placeholderData: keepPreviousData,
    select: (rows) => {
      const list = attachChildren(rows, loaded);
      return { list, pagination: { currentPage: 1, pageSize: list.length, total: list.length } };
    },
  });
  const open = useCallback((id: string) => setOpened((o) => (o.includes(id) ? o : [...o, id])), []);
  return {
    keyword,
    page,
    query,
    open,
    search: (next?: string) => {
      setKeyword(next);
      setPageState((p) => ({ ...p, currentPage: 1 }));
    },
    setPage: (currentPage: number, pageSize: number) =>
      setPageState((p) => ({ currentPage: pageSize === p.pageSize ? currentPage : 1, pageSize })),
  };
}
