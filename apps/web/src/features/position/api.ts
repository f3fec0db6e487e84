import type { TDictOptionNode, TPositionEdit, TPositionItem } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import { useCrudMutations, useRecordInfo } from '../../shared/ui/use-crud-api.ts';
import type { TPaged, TPagedParams } from '../../shared/ui/use-paged-query.ts';

const base = '/api/system/permission/position';

/** The positions list filters. */
export interface TPositionFilters {
  keyword?: string;
  organizeId?: string;
}

/** Query keys of the positions screen. */
export const positionKeys = {
  all: ['position'] as const,
  page: ['position', 'page'] as const,
  info: (id: string) => ['position', 'info', id] as const,
  types: ['dictionary', 'PositionType'] as const,
};

/** One page of positions (organizeId includes its subtree). */
export function fetchPositionPage(params: TPagedParams<TPositionFilters>): Promise<TPaged<TPositionItem>> {
  return http.get<TPaged<TPositionItem>>(`${base}/page`, { ...params });
}

/** One position. */
export function usePositionInfo(id: string | undefined) {
  return useRecordInfo<Omit<TPositionItem, 'department'>>(positionKeys.info(id ?? ''), `${base}/info`, id);
}

/** The PositionType dictionary entries. */
export function usePositionTypes() {
  return useQuery({
    queryKey: positionKeys.types,
    queryFn: async () =>
      (await http.get<{ list: TDictOptionNode[] }>('/api/system/base/dictionary/data/data/ops/PositionType'))
        .list,
    staleTime: 5 * 60_000,
  });
}

/** Save, delete and toggle; each refreshes the list and the cached selector trees. */
export function usePositionMutations() {
  return useCrudMutations<Partial<TPositionEdit>>(base, [positionKeys.all, ['orgTree']]);
}
