import type { TAreaEdit, TAreaInfo, TAreaItem } from '@app/contracts';
import { http } from '../../shared/http.ts';
import { useCrudMutations, useRecordInfo } from '../../shared/ui/use-crud-api.ts';

const base = '/api/system/base/area';

/** Query keys of the areas screen. */
export const areaKeys = {
  all: ['area'] as const,
  list: (keyword?: string) => ['area', 'list', keyword ?? ''] as const,
  children: (id: string) => ['area', 'children', id] as const,
  info: (id: string) => ['area', 'info', id] as const,
};

/** Children of a node (`-1` = provinces), or every level matching `keyword`. */
export async function fetchAreaList(nodeId: string, keyword?: string): Promise<TAreaItem[]> {
  return (await http.get<{ list: TAreaItem[] }>(`${base}/list`, { nodeId, keyword })).list;
}

/** One area. */
export function useAreaInfo(id: string | undefined) {
  return useRecordInfo<TAreaInfo>(areaKeys.info(id ?? ''), `${base}/info`, id);
}

/** Save, delete and toggle; each refreshes every loaded level. */
export function useAreaMutations() {
  return useCrudMutations<Partial<TAreaEdit>>(base, [areaKeys.all]);
}
