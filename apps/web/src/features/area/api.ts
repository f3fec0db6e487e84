import type { TAreaEdit } from '@app/contracts';
import { http } from '../../shared/http.ts';
import { useCrudMutations, useRecordInfo } from '../../shared/ui/use-crud-api.ts';

const base = '/api/system/base/area';

/** An area of the lazy tree (contract ZAreaItem). */
export interface TAreaItem {
  id: string;
  parentId: string;
  enCode: string;
  fullName: string;
  /** 1 province, 2 city, 3 district (or deeper). */
  type: number;
  enabledMark: number;
  sortCode: number;
  isLeaf: boolean;
  hasChildren: boolean;
}

/** One area with its parent's name. */
export interface TAreaInfo extends Omit<TAreaItem, 'isLeaf' | 'hasChildren'> {
  parentName: string;
  description: string | null;
}

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
