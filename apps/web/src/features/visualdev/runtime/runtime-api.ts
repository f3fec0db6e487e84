import type { TColumnData, TListTreeNode, TOnlineListPage, TOnlineListQuery } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http.ts';
import type { TRenderableForm } from '../../../shared/form-renderer/form-renderer.tsx';
import { saveFileAnswer } from '../../../shared/utils/file-answer.ts';
import type { TImportJob } from '../../../shared/ui/import-job-panel.tsx';

const rt = '/api/visualdev/OnlineDev';
const enc = encodeURIComponent;

/** A record row of the list: its id and raw field values. */
export type TRecordRow = Record<string, unknown> & { id: string };

/** The published design the runtime page reads (Config's JSON texts parsed). */
export interface TRuntimeConfig {
  fullName: string;
  webType: number;
  formData: TRenderableForm;
  columnData: TColumnData | null;
}

/** The list query the page sends (json as an object; POST List takes it as is). */
export type TListParams = Pick<TOnlineListQuery, 'sidx' | 'sort' | 'keyword'> & {
  currentPage: number;
  pageSize: number;
  json?: Record<string, unknown>;
};

/** Query keys of the runtime pages (per model). */
export const runtimeKeys = {
  all: (modelId: string) => ['onlineDev', modelId] as const,
  config: (modelId: string) => ['onlineDev', modelId, 'config'] as const,
  list: (modelId: string) => ['onlineDev', modelId, 'list'] as const,
  record: (modelId: string, id: string, view: 'info' | 'display') =>
    ['onlineDev', modelId, 'record', id, view] as const,
  job: (modelId: string, jobId: string) => ['onlineDev', modelId, 'job', jobId] as const,
  selector: (type: number) => ['visualdev', 'selector', type] as const,
};

function parseJson<T>(text: string, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The model's published form and list design (404 for an unknown or unpublished model). */
export function useRuntimeConfig(modelId: string | undefined) {
  return useQuery({
    queryKey: runtimeKeys.config(modelId ?? ''),
    enabled: Boolean(modelId),
    retry: false,
    queryFn: async (): Promise<TRuntimeConfig> => {
      const c = await http.get<{ formData: string; columnData: string; fullName: string; webType: number }>(
        `${rt}/${enc(modelId ?? '')}/Config`,
        undefined,
        { silent: true },
      );
      return {
        fullName: c.fullName,
        webType: c.webType,
        formData: parseJson<TRenderableForm>(c.formData, { fields: [] }),
        columnData: parseJson<TColumnData | null>(c.columnData, null),
      };
    },
  });
}

/** A List answer: rows with raw values and the names their ids stand for (`<kind>:<id>`). */
export type TRecordPage = Omit<TOnlineListPage, 'list'> & { list: TRecordRow[] };

/** One page of records (POST List, contract §5.4). */
export function fetchRecords(modelId: string, params: TListParams): Promise<TRecordPage> {
  return http.post<TRecordPage>(`${rt}/${enc(modelId)}/List`, params);
}

/** The left tree of a tree list (type 2): its dictionary's entries or its data interface's rows. */
export function useListTree(modelId: string, isNeeded: boolean) {
  return useQuery({
    queryKey: [...runtimeKeys.all(modelId), 'tree'],
    enabled: isNeeded,
    queryFn: async () => (await http.get<{ list: TListTreeNode[] }>(`${rt}/${enc(modelId)}/TreeData`)).list,
  });
}

/** One record: raw values (`info`, the edit form) or display values (`display`, DataChange). */
export function useRecord(modelId: string, id: string | undefined, view: 'info' | 'display') {
  return useQuery({
    queryKey: runtimeKeys.record(modelId, id ?? '', view),
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => {
      const path = `${rt}/${enc(modelId)}/${enc(id ?? '')}${view === 'display' ? '/DataChange' : ''}`;
      const r = await http.get<{ id: string; data: string }>(path);
      return parseJson<Record<string, unknown>>(r.data, {});
    },
  });
}

/** Create, update, delete and batch delete; each refreshes the model's list. */
export function useRecordMutations(modelId: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: runtimeKeys.all(modelId) });
  const base = `${rt}/${enc(modelId)}`;
  return {
    save: useMutation({
      mutationFn: ({ id, data, version }: { id?: string; data: object; version?: number }) => {
        const body = { data: JSON.stringify(data), ...(version === undefined ? {} : { version }) };
        return id ? http.put<null>(`${base}/${enc(id)}`, body) : http.post<{ id: string }>(base, body);
      },
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => http.delete<null>(`${base}/${enc(id)}`), onSuccess }),
    batchRemove: useMutation({
      mutationFn: (ids: string[]) => http.post<null>(`${rt}/batchDelete/${enc(modelId)}`, { ids }),
      onSuccess,
    }),
  };
}

/** Downloads the records as .xlsx: the list query, the chosen columns, current page ("0") or all ("1"). */
export async function exportRecords(
  modelId: string,
  params: TListParams,
  selectKey: readonly string[],
  dataType: '0' | '1',
  fallbackName: string,
): Promise<void> {
  const body = { ...params, selectKey: selectKey.join(','), dataType };
  await saveFileAnswer(
    `${rt}/${enc(modelId)}/Actions/Export`,
    { method: 'POST', body },
    `${fallbackName}.xlsx`,
  );
}

/** Downloads the model's import template. */
export function downloadTemplate(modelId: string, fallbackName: string): Promise<void> {
  return saveFileAnswer(`${rt}/${enc(modelId)}/Template`, {}, `${fallbackName}.xlsx`);
}

/** Uploads an .xlsx to import: the job id. */
export function startImport(modelId: string, file: File): Promise<{ jobId: string }> {
  return http.upload<{ jobId: string }>(`${rt}/${enc(modelId)}/Actions/Import`, file);
}

/** An import job, polled every second while it runs. */
export function useImportJob(modelId: string, jobId: string | undefined) {
  return useQuery({
    queryKey: runtimeKeys.job(modelId, jobId ?? ''),
    enabled: Boolean(jobId),
    staleTime: 0,
    queryFn: () => http.get<TImportJob>(`${rt}/${enc(modelId)}/Actions/Import/${enc(jobId ?? '')}`),
    refetchInterval: (q) => (q.state.data && q.state.data.status === 'running' ? 1000 : false),
  });
}

/** A published model of the selector tree (grouped by category). */
export interface TModelOption {
  id: string;
  fullName: string;
  children?: TModelOption[];
}

/** Published models of a type, grouped by category (binding type-3 menus). */
export function usePublishedModels(type: number, isEnabled = true) {
  return useQuery({
    queryKey: runtimeKeys.selector(type),
    enabled: isEnabled,
    queryFn: async () =>
      (await http.get<{ list: TModelOption[] }>('/api/visualdev/Base/Selector', { type })).list,
  });
}
