import type { TAreaEdit } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';

const base = '/api/system/base/area';
const enc = (v: string): string => encodeURIComponent(v);

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
  return useQuery({
    queryKey: areaKeys.info(id ?? ''),
    queryFn: () => http.get<TAreaInfo>(`${base}/info/${enc(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Save, delete and toggle; each refreshes every loaded level. */
export function useAreaMutations() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: areaKeys.all });
  return {
    save: useMutation({
      mutationFn: (body: Partial<TAreaEdit>) => http.post<null>(`${base}/edit`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => http.delete<null>(`${base}/del/${enc(id)}`),
      onSuccess,
    }),
    toggle: useMutation({
      mutationFn: (id: string) => http.put<null>(`${base}/enabled/${enc(id)}`),
      onSuccess,
    }),
  };
}
