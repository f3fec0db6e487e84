import type {
  TCompanyEdit,
  TDepartmentEdit,
  TDepartmentNode,
  TOrganizeInfo,
  TOrganizeNode,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import type { TTreeNode } from '../../shared/ui/form/tree-select-logic.ts';
import { useCrudMutations, useRecordInfo } from '../../shared/ui/use-crud-api.ts';

const base = '/api/system/permission/organize';

/** A node of the companies or departments tree list (departments add their manager). */
export type TOrgRow = TOrganizeNode | TDepartmentNode;

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
export async function fetchCompanies(filters: { keyword?: string }): Promise<TOrganizeNode[]> {
  return (await http.get<{ list: TOrganizeNode[] }>(`${base}/list`, { keyword: filters.keyword })).list;
}

/** Departments of a company (all companies without organizeId) as a tree. */
export async function fetchDepartments(filters: {
  keyword?: string;
  organizeId?: string;
}): Promise<TDepartmentNode[]> {
  return (await http.get<{ list: TDepartmentNode[] }>(`${base}/department/list`, { ...filters })).list;
}

/** One company or department. */
export function useOrgInfo(kind: TOrgKind, id: string | undefined) {
  return useRecordInfo<TOrganizeInfo>(orgKeys.info(id ?? ''), `${urlOf(kind)}/info`, id);
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
  return useCrudMutations<Partial<TCompanyEdit> | Partial<TDepartmentEdit>>(urlOf(kind), [
    orgKeys.all,
    ['orgTree'],
  ]);
}

/** What a company or department dialog works with: the record and its parent choices (while open), and the save. */
export function useOrgEditor(kind: TOrgKind, dialog: { open: boolean; id?: string }) {
  const { open, id } = dialog;
  return {
    info: useOrgInfo(kind, open ? id : undefined),
    parents: useParentOptions(kind, id, open),
    save: useOrgMutations(kind).save,
  };
}
