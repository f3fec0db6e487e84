import type { TDictOptionNode, TRoleEdit, TRoleItem } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import { useCrudMutations, useRecordInfo } from '../../shared/ui/use-crud-api.ts';

const base = '/api/system/permission/role';

/** A role's record for the edit dialog. */
export interface TRoleInfo {
  id: string;
  fullName: string;
  enCode: string;
  type: string | null;
  description: string | null;
  enabledMark: number;
  sortCode: number;
}

/** Query keys of the roles screen. */
export const roleKeys = {
  all: ['role'] as const,
  list: ['role', 'list'] as const,
  info: (id: string) => ['role', 'info', id] as const,
  types: ['dictionary', 'RoleType'] as const,
};

/** A role row of the flat list (TTreeRow's children: roles have none). */
export type TRoleRow = TRoleItem & { children: null };

/** The roles, flat, ordered type by type (`typeName` names the RoleType entry). */
export async function fetchRoles(path: 'list' | 'ops', keyword?: string): Promise<TRoleRow[]> {
  const r = await http.get<{ list: TRoleItem[] }>(`${base}/${path}`, { keyword });
  return r.list.map((role) => ({ ...role, children: null }));
}

/** The roles list, keyword on name and code. */
export function fetchRoleRows(filters: { keyword?: string }): Promise<TRoleRow[]> {
  return fetchRoles('list', filters.keyword);
}

/** One role. */
export function useRoleInfo(id: string | undefined) {
  return useRecordInfo<TRoleInfo>(roleKeys.info(id ?? ''), `${base}/info`, id);
}

/** The RoleType dictionary entries. */
export function useRoleTypes() {
  return useQuery({
    queryKey: roleKeys.types,
    queryFn: async () =>
      (await http.get<{ list: TDictOptionNode[] }>('/api/system/base/dictionary/data/data/ops/RoleType'))
        .list,
    staleTime: 5 * 60_000,
  });
}

/** Save (create or update), delete and toggle; each refreshes the list. */
export function useRoleMutations() {
  return useCrudMutations<Partial<TRoleEdit>>(base, [roleKeys.all]);
}
