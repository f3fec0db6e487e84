import type {
  TFlowDelegateEdit,
  TFlowDelegateItem,
  TFlowLaunchInfo,
  TFlowListItem,
  TFlowTaskSave,
  TPaged,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../shared/http.ts';
import type { TFlowGroup } from '../api.ts';

const base = '/api/workflow/engine';
const enc = encodeURIComponent;

/** The lists of daily work: each is one server-paged endpoint. */
export type TListKind = 'todo' | 'done' | 'circulate' | 'launch' | 'monitor';

const LIST_URLS: Record<TListKind, string> = {
  todo: `${base}/flowBefore/list/1`,
  done: `${base}/flowBefore/list/2`,
  circulate: `${base}/flowBefore/list/3`,
  launch: `${base}/flowLaunch/list`,
  monitor: `${base}/flowMonitor/list`,
};

/** A row of any daily list (the launched and monitor lists add endTime). */
export type TFlowRowItem = TFlowListItem & { endTime?: number | null };

/** The filters of the daily lists (contract §4.5 plus the task status). */
export interface TFlowFilters {
  keyword?: string;
  flowId?: string;
  flowCategory?: string;
  startTime?: number;
  endTime?: number;
  status?: number;
}

/** Query keys of the daily-work screens. */
export const dailyKeys = {
  all: ['flowDaily'] as const,
  list: (kind: TListKind) => ['flowDaily', 'list', kind] as const,
  flows: (lang: string) => ['flowDaily', 'flows', lang] as const,
  launchable: (lang: string) => ['flowDaily', 'launchable', lang] as const,
  launchInfo: (flowId: string) => ['flowDaily', 'launchInfo', flowId] as const,
  delegates: ['flowDaily', 'delegates'] as const,
  counts: ['flowDaily', 'counts'] as const,
  homeTodo: ['flowDaily', 'homeTodo'] as const,
};

/** One page of a daily list. */
export function fetchFlowPage(
  kind: TListKind,
  params: TFlowFilters & { currentPage: number; pageSize: number },
): Promise<TPaged<TFlowRowItem>> {
  return http.get<TPaged<TFlowRowItem>>(LIST_URLS[kind], { ...params });
}

/**
 * The released flows by category for the lists' flow and category filters: every released flow where the page
 * may read them (Selector), else the ones the caller may launch; none when neither is granted (no error shown).
 */
export function useFilterFlows() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: dailyKeys.flows(i18n.language),
    queryFn: async () => {
      const tryList = (url: string) =>
        http.get<{ list: TFlowGroup[] }>(url, {}, { silent: true }).then((r) => r.list);
      return tryList(`${base}/flowEngine/Selector`)
        .catch(() => tryList(`${base}/flowEngine/ListAll`))
        .catch(() => [] as TFlowGroup[]);
    },
    staleTime: 60_000,
  });
}

/** The flows the caller may launch, by category (keyword filtered on the screen). */
export function useLaunchableFlows(isEnabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: dailyKeys.launchable(i18n.language),
    queryFn: async () => (await http.get<{ list: TFlowGroup[] }>(`${base}/flowEngine/ListAll`)).list,
    enabled: isEnabled,
  });
}

/** The launch screen's form, start rights and free-approver flag of one flow. */
export function useLaunchInfo(flowId: string | undefined) {
  return useQuery({
    queryKey: dailyKeys.launchInfo(flowId ?? ''),
    queryFn: () => http.get<TFlowLaunchInfo>(`${base}/flowTask/launchInfo/${enc(flowId ?? '')}`),
    enabled: Boolean(flowId),
    staleTime: 0,
  });
}

/** A task's saved form data (reopening a draft, rejected or withdrawn task of the caller's). */
export function fetchTaskData(
  taskId: string,
): Promise<{ id: string; flowId: string; data: string; flowUrgent: number }> {
  return http.get(`${base}/flowTask/info/${enc(taskId)}`);
}

/** Launch or save: a new task (create) or the caller's existing one (update). */
export function useSaveTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, body }: { taskId?: string; body: TFlowTaskSave }) =>
      taskId
        ? http.put<{ id: string }>(`${base}/flowTask/update/${enc(taskId)}`, body)
        : http.post<{ id: string }>(`${base}/flowTask/create`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: dailyKeys.all }),
  });
}

/** My launches' row actions: withdraw, urge, delete; each refreshes the lists. */
export function useLaunchActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: dailyKeys.all });
  return {
    withdraw: useMutation({
      mutationFn: (id: string) => http.post(`${base}/flowLaunch/withdraw/${enc(id)}`, {}),
      onSuccess,
    }),
    press: useMutation({
      mutationFn: (id: string) => http.post(`${base}/flowLaunch/press/${enc(id)}`),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => http.delete(`${base}/flowLaunch/del/${enc(id)}`),
      onSuccess,
    }),
  };
}

/** The monitor's actions: terminate and assign one task, delete several. */
export function useMonitorActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: dailyKeys.all });
  return {
    cancel: useMutation({
      mutationFn: (id: string) => http.post(`${base}/flowBefore/cancel/${enc(id)}`, {}),
    }),
    assign: useMutation({
      mutationFn: ({
        id,
        ...body
      }: {
        id: string;
        nodeCode: string;
        freeApproverUserId: string;
        handleOpinion?: string;
      }) => http.post(`${base}/flowBefore/assign/${enc(id)}`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (ids: string[]) => http.delete(`${base}/flowMonitor/del`, { ids }),
      onSuccess,
    }),
    refresh: onSuccess,
  };
}

/** The caller's entrusts, one page. */
export function fetchDelegatePage(params: {
  keyword?: string;
  currentPage: number;
  pageSize: number;
}): Promise<TPaged<TFlowDelegateItem>> {
  return http.get<TPaged<TFlowDelegateItem>>(`${base}/flowDelegate/list`, { ...params });
}

/** Create, change and delete the caller's entrusts. */
export function useDelegateMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: dailyKeys.delegates });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TFlowDelegateEdit }) =>
        id
          ? http.put(`${base}/flowDelegate/update/${enc(id)}`, body)
          : http.post(`${base}/flowDelegate/create`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => http.delete(`${base}/flowDelegate/del/${enc(id)}`),
      onSuccess,
    }),
  };
}
