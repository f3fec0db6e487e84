import type {
  TDictDataEdit,
  TDictDataItem,
  TDictDataNode,
  TDictOptionNode,
  TDictTypeEdit,
  TDictTypeInfo,
  TDictTypeNode,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import { useCrudMutations, useRecordInfo } from '../../shared/ui/use-crud-api.ts';

const base = '/api/system/base/dictionary';
const enc = (v: string): string => encodeURIComponent(v);

/** A dictionary entry as a list row: the tree node's fields (a flat list's rows read the same columns, children unset). */
export type TDictDataRow = TDictDataNode;

/** Query keys of the dictionaries screens. */
export const dictKeys = {
  all: ['dictionary'] as const,
  types: (keyword?: string) => ['dictionary', 'types', keyword ?? ''] as const,
  typeInfo: (id: string) => ['dictionary', 'typeInfo', id] as const,
  data: (typeId: string) => ['dictionary', 'data', typeId] as const,
  dataInfo: (id: string) => ['dictionary', 'dataInfo', id] as const,
  parents: (typeId: string, excludeId?: string) =>
    ['dictionary', 'parents', typeId, excludeId ?? ''] as const,
  options: (typeId: string) => ['dictionary', 'options', typeId] as const,
};

/** The type tree (a keyword keeps matches and their ancestors). */
export function useDictTypes(keyword?: string) {
  return useQuery({
    queryKey: dictKeys.types(keyword),
    queryFn: async () => (await http.get<{ list: TDictTypeNode[] }>(`${base}/type/list`, { keyword })).list,
  });
}

/** Parent choices of a type: the type tree without `excludeId` and its subtree. */
export function useDictTypeParents(excludeId: string | undefined, isEnabled: boolean) {
  return useQuery({
    queryKey: [...dictKeys.all, 'typeParents', excludeId ?? ''],
    queryFn: async () =>
      (await http.get<{ list: TDictTypeNode[] }>(`${base}/type/ops${excludeId ? `/${enc(excludeId)}` : ''}`))
        .list,
    enabled: isEnabled,
    staleTime: 0,
  });
}

/** One type (id or enCode). */
export function useDictTypeInfo(id: string | undefined) {
  return useQuery({
    queryKey: dictKeys.typeInfo(id ?? ''),
    queryFn: () => http.get<TDictTypeInfo>(`${base}/type/info/${enc(id ?? '')}`),
    enabled: Boolean(id),
  });
}

/** A type's entries: a tree for tree types, else a list. */
export async function fetchDictData(
  typeId: string,
  filters: { keyword?: string; isTree: boolean },
): Promise<TDictDataRow[]> {
  const params = { keyword: filters.keyword, isTree: filters.isTree ? '1' : '0' };
  return (await http.get<{ list: TDictDataRow[] }>(`${base}/data/list/${enc(typeId)}`, params)).list;
}

/** One entry. */
export function useDictDataInfo(id: string | undefined) {
  return useRecordInfo<TDictDataItem>(dictKeys.dataInfo(id ?? ''), `${base}/data/info`, id);
}

/** Parent choices of an entry of a tree type: the type as root `0` over its entries, without `excludeId`. */
export function useDictDataParents(typeId: string, excludeId: string | undefined, isEnabled: boolean) {
  const path = excludeId ? `${enc(typeId)}/${enc(excludeId)}` : enc(typeId);
  return useQuery({
    queryKey: dictKeys.parents(typeId, excludeId),
    queryFn: async () =>
      (await http.get<{ list: TDictOptionNode[] }>(`${base}/data/ops/${path}`, { isTree: '1' })).list,
    enabled: isEnabled,
    staleTime: 0,
  });
}

/** Enabled entries of a type for selects (type id or enCode). */
export function useDictOptions(typeId: string | undefined) {
  return useQuery({
    queryKey: dictKeys.options(typeId ?? ''),
    queryFn: async () =>
      (await http.get<{ list: TDictOptionNode[] }>(`${base}/data/data/ops/${enc(typeId ?? '')}`)).list,
    enabled: Boolean(typeId),
  });
}

/** Save and delete types, save, delete and toggle entries; each refreshes the dictionaries' queries. */
export function useDictMutations() {
  const types = useCrudMutations<Partial<TDictTypeEdit>>(`${base}/type`, [dictKeys.all]);
  const data = useCrudMutations<Partial<TDictDataEdit>>(`${base}/data`, [dictKeys.all]);
  return {
    saveType: types.save,
    removeType: types.remove,
    saveData: data.save,
    removeData: data.remove,
    toggleData: data.toggle,
  };
}
