import type { TCompanyEdit, TDepartmentEdit, TOrganizeInfo } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import type { TTreeNode } from '../../shared/ui/form/tree-select-logic.ts';

const base = '/api/system/permission/organize';

/** A node of the companies or departments tree list. */
export interface TOrgRow {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  category: string;
  description: string | null;
  enabledMark: number;
  sortCode: number;
  creatorTime: number;
  /** Departments: the manager as "RealName/Account". */
  manager?: string;
  children: TOrgRow[] | null;
}

/** Which kind of organisation a screen edits. */
export type TOrgKind = 'company' | 'department';

const urlOf = (kind: TOrgKind) => (kind === 'company' ? base : `${base}/department`);
const enc = encodeURIComponent;

/** Query keys of the companies and departments screens. */
export const orgKeys = {
  all: ['organize'] as const,
  list: (kind: TOrgKind) => ['organize', kind, 'list'] as const,
  info: (id: string) => ['organize', 'info', id] as const,
  parents: (kind: TOrgKind, id: string) => ['organize', kind, 'parents', id] as const,
};

/** Companies as a tree (keyword keeps ancestors). */
export async function fetchCompanies(filters: { keyword?: string }): Promise<TOrgRow[]> {
  return (await http.get<{ list: TOrgRow[] }>(`${base}/list`, { keyword: filters.keyword })).list;
}

/** Departments of a company (all companies without organizeId) as a tree. */
export async function fetchDepartments(filters: {
  keyword?: string;
  organizeId?: string;
}): Promise<TOrgRow[]> {
  return (await http.get<{ list: TOrgRow[] }>(`${base}/department/list`, { ...filters })).list;
}

/** One company or department. */
export function useOrgInfo(kind: TOrgKind, id: string | undefined) {
  return useQuery({
    queryKey: orgKeys.info(id ?? ''),
    queryFn: () => http.get<TOrganizeInfo>(`${urlOf(kind)}/info/${enc(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** The parents a record may move under: companies (and departments) without the record's own subtree. */
export function useParentOptions(kind: TOrgKind, id: string | undefined, isOpen: boolean) {
  return useQuery({
    queryKey: orgKeys.parents(kind, id ?? ''),
    queryFn: async () =>
      (await http.get<{ list: TTreeNode[] }>(`${urlOf(kind)}/ops${id ? `/${enc(id)}` : ''}`)).list,
    enabled: isOpen,
    staleTime: 0,
  });
}

/** Save, delete and toggle; each refreshes the lists and the cached selector trees. */
export function useOrgMutations(kind: TOrgKind) {
  const qc = useQueryClient();
  const onSuccess = async () => {
    await qc.invalidateQueries({ queryKey: orgKeys.all });
    await qc.invalidateQueries({ queryKey: ['orgTree'] });
  };
  return {
    save: useMutation({
      mutationFn: (body: Partial<TCompanyEdit> | Partial<TDepartmentEdit>) =>
        http.post<null>(`${urlOf(kind)}/edit`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => http.delete<null>(`${urlOf(kind)}/del/${enc(id)}`),
      onSuccess,
    }),
    toggle: useMutation({
      mutationFn: (id: string) => http.put<null>(`${urlOf(kind)}/enabled/${enc(id)}`),
      onSuccess,
    }),
  };
}
