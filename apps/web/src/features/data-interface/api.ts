import type { TDataInterfaceEdit, TDataInterfaceItem, TInterfaceLogItem } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import { useCrudMutations, useRecordInfo } from '../../shared/ui/use-crud-api.ts';
import type { TPaged, TPagedParams } from '../../shared/ui/use-paged-query.ts';

const base = '/api/system/base/data/interface';
const enc = (v: string): string => encodeURIComponent(v);

/** The list filters. */
export interface TDataInterfaceFilters {
  keyword?: string;
  categoryId?: string;
}

/** Query keys of the data-interfaces screen. */
export const interfaceKeys = {
  all: ['dataInterface'] as const,
  page: ['dataInterface', 'page'] as const,
  info: (id: string) => ['dataInterface', 'info', id] as const,
  log: (id: string, page: number, size: number) => ['dataInterface', 'log', id, page, size] as const,
};

/** Categories come from this dictionary type. */
export const CATEGORY_DICTIONARY = 'DataInterfaceType';

/** One page of interfaces (category and keyword). */
export function fetchInterfacePage(
  params: TPagedParams<TDataInterfaceFilters>,
): Promise<TPaged<TDataInterfaceItem>> {
  return http.get<TPaged<TDataInterfaceItem>>(`${base}/page`, { ...params });
}

/** One interface. */
export function useInterfaceInfo(id: string | undefined) {
  return useRecordInfo<TDataInterfaceItem>(interfaceKeys.info(id ?? ''), `${base}/info`, id);
}

/** An interface's call log, newest first. */
export function useInterfaceLog(id: string | undefined, currentPage: number, pageSize: number) {
  return useQuery({
    queryKey: interfaceKeys.log(id ?? '', currentPage, pageSize),
    queryFn: () =>
      http.get<TPaged<TInterfaceLogItem>>(`${base}/log/${enc(id ?? '')}`, { currentPage, pageSize }),
    enabled: Boolean(id),
  });
}

/** Runs an unsaved definition; silent: the dialog shows the server's refusal itself. */
export function previewInterface(definition: Partial<TDataInterfaceEdit>, params: Record<string, string>) {
  return http.post<unknown>(`${base}/preview`, { definition, params }, { silent: true });
}

/** Save, delete and toggle; each refreshes the list. */
export function useInterfaceMutations() {
  return useCrudMutations<Partial<TDataInterfaceEdit>>(base, [interfaceKeys.all]);
}
