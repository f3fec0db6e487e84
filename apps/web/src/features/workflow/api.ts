import { VisualDevType, type TFlowEngineEdit, type TFlowEngineItem } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../shared/http.ts';

const base = '/api/workflow/engine/flowEngine';
const enc = encodeURIComponent;

/** A flow row of the list (no template). */
export type TFlowRow = Omit<TFlowEngineItem, 'flowTemplateJson' | 'formData'>;

/** A category group of the list with its flows. */
export interface TFlowGroup {
  id: string;
  parentId: '0';
  fullName: string;
  enCode: string;
  num: number;
  children: TFlowRow[];
}

/** Query keys of the flow designer screens. */
export const flowEngineKeys = {
  all: ['flowEngine'] as const,
  tree: (keyword: string, lang: string) => ['flowEngine', 'tree', keyword, lang] as const,
  info: (id: string) => ['flowEngine', 'info', id] as const,
  selector: (lang: string) => ['flowEngine', 'selector', lang] as const,
};

/** Flows grouped by WorkFlowCategory (keyword on name and code); category names follow the language. */
export function useFlowTree(keyword: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: flowEngineKeys.tree(keyword, i18n.language),
    queryFn: async () => (await http.get<{ list: TFlowGroup[] }>(`${base}/list`, { keyword })).list,
  });
}

/** Enabled roles for the designer's role pickers. */
export function useRoleOptions() {
  return useQuery({
    queryKey: ['flowEngine', 'roles'] as const,
    queryFn: async () =>
      (await http.get<{ list: { id: string; fullName: string }[] }>('/api/system/permission/role/ops')).list,
    staleTime: 60_000,
  });
}

/** Released flows for the sub-flow picker. */
export function useFlowSelector() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: flowEngineKeys.selector(i18n.language),
    queryFn: async () => (await http.get<{ list: TFlowGroup[] }>(`${base}/Selector`)).list,
  });
}

/** One flow with its template. */
export function useFlowInfo(id: string | undefined) {
  return useQuery({
    queryKey: flowEngineKeys.info(id ?? ''),
    queryFn: () => http.get<TFlowEngineItem>(`${base}/info/${enc(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Create, update, copy, release, stop and delete flows; each refreshes the list. */
export function useFlowMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: flowEngineKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: TFlowEngineEdit) => http.post<{ id: string }>(`${base}/create`, body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TFlowEngineEdit }) =>
        http.put<null>(`${base}/update/${enc(id)}`, body),
      onSuccess,
    }),
    copy: useMutation({
      mutationFn: (id: string) => http.post<{ id: string }>(`${base}/${enc(id)}/Actions/Copy`),
      onSuccess,
    }),
    release: useMutation({
      mutationFn: (id: string) => http.post<null>(`${base}/Release/${enc(id)}`),
      onSuccess,
    }),
    stop: useMutation({ mutationFn: (id: string) => http.post<null>(`${base}/Stop/${enc(id)}`), onSuccess }),
    remove: useMutation({
      mutationFn: (id: string) => http.delete<null>(`${base}/del/${enc(id)}`),
      onSuccess,
    }),
  };
}

/** Published flow forms (visual-dev models of type 3) by category, for binding a flow's form. */
export function useFlowForms() {
  return useQuery({
    queryKey: ['flowEngine', 'forms'] as const,
    queryFn: async () =>
      (
        await http.get<{
          list: { id: string; fullName: string; children: { id: string; fullName: string }[] }[];
        }>('/api/visualdev/Base/Selector', { type: VisualDevType.flowForm })
      ).list,
  });
}

/** The design (formData JSON text) of one flow form model. */
export function fetchFlowFormDesign(id: string): Promise<string | null> {
  return http.get<{ formData: string | null }>(`/api/visualdev/Base/${enc(id)}`).then((m) => m.formData);
}
