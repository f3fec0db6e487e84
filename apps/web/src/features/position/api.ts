import type { TPositionEdit, TPositionItem } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import type { TPaged, TPagedParams } from '../../shared/ui/use-paged-query.ts';
import type { TDictOption } from '../role/api.ts';

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
  return useQuery({
    queryKey: positionKeys.info(id ?? ''),
    queryFn: () =>
      http.get<Omit<TPositionItem, 'department'>>(`${base}/info/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** The PositionType dictionary entries. */
export function usePositionTypes() {
  return useQuery({
    queryKey: positionKeys.types,
    queryFn: async () =>
      (await http.get<{ list: TDictOption[] }>('/api/system/base/dictionary/data/data/ops/PositionType'))
        .list,
    staleTime: 5 * 60_000,
  });
}

/** Save, delete and toggle; each refreshes the list and the cached selector trees. */
export function usePositionMutations() {
  const qc = useQueryClient();
  const onSuccess = async () => {
    await qc.invalidateQueries({ queryKey: positionKeys.all });
    await qc.invalidateQueries({ queryKey: ['orgTree'] });
  };
  const id = (v: string) => encodeURIComponent(v);
  return {
    save: useMutation({
      mutationFn: (body: Partial<TPositionEdit>) => http.post<null>(`${base}/edit`, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (v: string) => http.delete<null>(`${base}/del/${id(v)}`), onSuccess }),
    toggle: useMutation({ mutationFn: (v: string) => http.put<null>(`${base}/enabled/${id(v)}`), onSuccess }),
  };
}
