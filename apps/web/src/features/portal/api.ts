import type {
  TFlowListItem,
  TPaged,
  TPortalCardData,
  TPortalEdit,
  TPortalInfo,
  TPortalItem,
  TPortalMine,
  TPortalView,
  TReceiveItem,
  TReportChartData,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';

const base = '/api/visualdev/Portal';
const dashboard = '/api/visualdev/Dashboard';
const enc = (v: string): string => encodeURIComponent(v);

/** Query keys of the portal screens. */
export const portalKeys = {
  all: ['portal'] as const,
  list: (keyword: string) => ['portal', 'list', keyword] as const,
  info: (id: string) => ['portal', 'info', id] as const,
  grants: (id: string) => ['portal', 'grants', id] as const,
  granted: ['portal', 'granted'] as const,
  view: (id: string) => ['portal', 'view', id] as const,
  card: (id: string, cardId: string) => ['portal', 'card', id, cardId] as const,
  todoCounts: ['portal', 'todoCounts'] as const,
  todoList: ['portal', 'todoList'] as const,
  notices: (rows: number) => ['portal', 'notices', rows] as const,
};

/** How the portal view reads: silently (a failure shows inside its card, never as a toast or a sign-out). */
function portalGet<T>(url: string, params?: Record<string, string | number>): Promise<T> {
  return http.get<T>(url, params, { silent: true });
}

/** The designer's list (keyword on name and code). */
export function usePortalList(keyword: string) {
  return useQuery({
    queryKey: portalKeys.list(keyword),
    queryFn: async () => (await http.get<{ list: TPortalItem[] }>(base, { keyword })).list,
  });
}

/** One portal with its layout, for the designer (always fresh: its version goes back with the save). */
export function usePortalInfo(id: string | undefined) {
  return useQuery({
    queryKey: portalKeys.info(id ?? ''),
    queryFn: () => http.get<TPortalInfo>(`${base}/${enc(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The roles a portal is granted to. */
export function usePortalGrants(id: string | undefined) {
  return useQuery({
    queryKey: portalKeys.grants(id ?? ''),
    queryFn: async () => (await http.get<{ roleIds: string[] }>(`${base}/${enc(id ?? '')}/Grants`)).roleIds,
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Create, update, delete, copy and grant; each refreshes the portal queries. */
export function usePortalMutations() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: portalKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: TPortalEdit) => http.post<{ id: string }>(base, body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TPortalEdit & { version?: number } }) =>
        http.put<null>(`${base}/${enc(id)}`, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => http.delete<null>(`${base}/${enc(id)}`), onSuccess }),
    copy: useMutation({
      mutationFn: (id: string) => http.post<{ id: string }>(`${base}/${enc(id)}/Actions/Copy`),
      onSuccess,
    }),
    grant: useMutation({
      mutationFn: ({ id, roleIds }: { id: string; roleIds: string[] }) =>
        http.put<null>(`${base}/${enc(id)}/Grants`, { roleIds }),
      onSuccess,
    }),
  };
}

/** The portals the caller may open and its home portal. */
export function useGrantedPortals() {
  return useQuery({
    queryKey: portalKeys.granted,
    queryFn: () => http.get<TPortalMine>(`${base}/Granted`),
  });
}

/** Sets or clears the caller's home portal. */
export function useHomePortalMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id ? http.put<null>(`${base}/${enc(id)}/home`) : http.delete<null>(`${base}/home`),
    onSuccess: () => qc.invalidateQueries({ queryKey: portalKeys.granted }),
  });
}

/** A granted portal's layout. */
export function usePortalView(id: string | undefined) {
  return useQuery({
    queryKey: portalKeys.view(id ?? ''),
    queryFn: () => portalGet<TPortalView>(`${base}/${enc(id ?? '')}/auth`),
    enabled: Boolean(id),
    retry: false,
  });
}

/** The rows of a chart or list card; refetched every `refreshSeconds` when set. */
export function useCardData(portalId: string, cardId: string, refreshSeconds: number) {
  return useQuery({
    queryKey: portalKeys.card(portalId, cardId),
    queryFn: () => portalGet<TPortalCardData>(`${base}/${enc(portalId)}/Card/${enc(cardId)}`),
    refetchInterval: refreshSeconds > 0 ? refreshSeconds * 1000 : false,
    retry: false,
  });
}

/** One chart of a data report, from the report's own run (its permission and data scope apply). */
export function useReportChart(reportId: string, chartIndex: number, refreshSeconds: number) {
  return useQuery({
    queryKey: ['portal', 'report', reportId, chartIndex],
    queryFn: async () => {
      const r = await http.post<{ chartData: TReportChartData[] }>(
        `/api/visualdev/DataReport/${enc(reportId)}/Actions/Run`,
        { currentPage: 1, pageSize: 1 },
        { silent: true },
      );
      const chart = r.chartData[chartIndex];
      const values = chart?.series[0]?.data ?? [];
      return (chart?.categories ?? []).map((name, i) => ({ name, value: values[i] ?? 0 }));
    },
    refetchInterval: refreshSeconds > 0 ? refreshSeconds * 1000 : false,
    retry: false,
  });
}

/** The caller's to-do, entrusted and done counts. */
export function useTodoCounts(refreshSeconds: number) {
  return useQuery({
    queryKey: portalKeys.todoCounts,
    queryFn: () =>
      portalGet<{ toBeReviewed: number; entrust: number; flowDone: number }>(`${dashboard}/FlowTodoCount`),
    refetchInterval: refreshSeconds > 0 ? refreshSeconds * 1000 : false,
  });
}

/** The caller's newest to-do rows. */
export function useTodoList(refreshSeconds: number) {
  return useQuery({
    queryKey: portalKeys.todoList,
    queryFn: async () => (await portalGet<{ list: TFlowListItem[] }>(`${dashboard}/MyFlowTodo`)).list,
    refetchInterval: refreshSeconds > 0 ? refreshSeconds * 1000 : false,
  });
}

/** The caller's newest notices. */
export function useNotices(rows: number, refreshSeconds: number) {
  return useQuery({
    queryKey: portalKeys.notices(rows),
    queryFn: async () =>
      (
        await portalGet<TPaged<TReceiveItem>>('/api/system/message/receive/page', {
          currentPage: 1,
          pageSize: rows,
          type: '1',
        })
      ).list,
    refetchInterval: refreshSeconds > 0 ? refreshSeconds * 1000 : false,
  });
}
