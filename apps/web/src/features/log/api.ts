import type { TLogDetail, TLogItem } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import type { TPaged, TPagedParams } from '../../shared/ui/use-paged-query.ts';

const base = '/api/system/base/log';

/** Log categories: 1 login, 5 request, 4 exception, 3 operation. */
export const LOG_CATEGORIES = [1, 5, 4, 3] as const;
export type TLogCategory = (typeof LOG_CATEGORIES)[number];

/** The log list filters: keyword and a day range (epoch ms). */
export interface TLogFilters {
  keyword?: string;
  startTime?: number;
  endTime?: number;
}

/** Query keys of the logs screen (the server writes summaries in the language asked for: it is part of the key). */
export const logKeys = {
  all: ['log'] as const,
  page: (category: TLogCategory, lang: string) => ['log', category, lang] as const,
  detail: (id: string, lang: string) => ['log', 'detail', id, lang] as const,
};

/** One page of a category, newest first. */
export function fetchLogPage(
  category: TLogCategory,
  params: TPagedParams<TLogFilters>,
): Promise<TPaged<TLogItem>> {
  return http.get<TPaged<TLogItem>>(`${base}/${category}`, { ...params });
}

/** One log row in full, in `lang`; nothing while `id` is null. */
export function useLogDetail(id: string | null, lang: string) {
  return useQuery({
    queryKey: logKeys.detail(id ?? '', lang),
    queryFn: () => http.get<TLogDetail>(`${base}/detail/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  });
}

/** Deletes log rows by id. */
export function useDeleteLogs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => http.delete<null>(base, { ids }),
    onSuccess: () => qc.invalidateQueries({ queryKey: logKeys.all }),
  });
}
