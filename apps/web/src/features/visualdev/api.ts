import type { TPublishResult, TVisualDevEdit } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';

const base = '/api/visualdev/Base';
const enc = encodeURIComponent;

/** A model row of the list (contract §5.1). */
export interface TModelItem {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  state: number;
  type: number;
  category: string;
  creatorTime: number;
  lastModifyTime: number | null;
  children?: TModelItem[];
  num?: number;
}

/** One model with its draft (formData as JSON text). */
export interface TModelInfo {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  type: number;
  state: number;
  formData: string | null;
  columnData: string | null;
  version: number;
  releaseVersion: number;
}

/** Query keys of the visual-dev screens. */
export const visualDevKeys = {
  all: ['visualdev'] as const,
  tree: (type: number, keyword: string) => ['visualdev', 'tree', type, keyword] as const,
  info: (id: string) => ['visualdev', 'info', id] as const,
  categories: (dictionary: string) => ['visualdev', 'categories', dictionary] as const,
};

/** Models of a type grouped by category (keyword on name and code). */
export function useModelTree(type: number, keyword: string) {
  return useQuery({
    queryKey: visualDevKeys.tree(type, keyword),
    queryFn: async () => (await http.get<{ list: TModelItem[] }>(base, { type, keyword })).list,
  });
}

/** The categories of a model type (its dictionary: `webDesign`, `webForm`, `flowForm`). */
export function useCategories(dictionary: string) {
  return useQuery({
    queryKey: visualDevKeys.categories(dictionary),
    queryFn: async () =>
      (
        await http.get<{ list: { id: string; fullName: string }[] }>(
          `/api/system/base/dictionary/data/data/ops/${enc(dictionary)}`,
        )
      ).list,
  });
}

/** One model with its draft. */
export function useModelInfo(id: string | undefined) {
  return useQuery({
    queryKey: visualDevKeys.info(id ?? ''),
    queryFn: () => http.get<TModelInfo>(`${base}/${enc(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Create, save, copy, delete, publish, export and import models; each refreshes the list. */
export function useModelMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: visualDevKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: TVisualDevEdit) => http.post<{ id: string }>(base, body),
      onSuccess,
    }),
    save: useMutation({
      mutationFn: ({ id, body }: { id: string; body: Partial<TVisualDevEdit> }) =>
        http.put<null>(`${base}/${enc(id)}`, body),
      onSuccess,
    }),
    copy: useMutation({
      mutationFn: (id: string) => http.post<{ id: string }>(`${base}/${enc(id)}/Actions/Copy`),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => http.delete<null>(`${base}/${enc(id)}`), onSuccess }),
    publish: useMutation({
      mutationFn: (id: string) => http.post<TPublishResult>(`${base}/${enc(id)}/Actions/Release`),
      onSuccess,
    }),
    exportJson: useMutation({
      mutationFn: (id: string) => http.post<Record<string, unknown>>(`${base}/${enc(id)}/Actions/ExportData`),
    }),
    importJson: useMutation({
      mutationFn: (data: string) => http.post<{ id: string }>(`${base}/Actions/ImportData`, { data }),
      onSuccess,
    }),
  };
}
