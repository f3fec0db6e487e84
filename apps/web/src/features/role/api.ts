import type { TRoleEdit, TRoleNode } from '@app/contracts';
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

/** An entry of a dictionary select. */
export interface TDictOption {
  id: string;
  fullName: string;
  enCode: string;
}

/** Query keys of the roles screen. */
export const roleKeys = {
  all: ['role'] as const,
  list: ['role', 'list'] as const,
  info: (id: string) => ['role', 'info', id] as const,
  types: ['dictionary', 'RoleType'] as const,
};

/** A role row: the role with the name of its RoleType group. */
export type TRoleRow = TRoleNode & { typeName: string };

/** Roles of the server's RoleType groups as rows, group by group (group nodes have type 'group'). */
export function flattenRoleGroups(nodes: readonly TRoleNode[], typeName = ''): TRoleRow[] {
  return nodes.flatMap((n) =>
    n.type === 'group'
      ? flattenRoleGroups(n.children ?? [], n.fullName)
      : [{ ...n, typeName, children: null }],
  );
}

/** The roles list, keyword on name and code. */
export async function fetchRoleRows(filters: { keyword?: string }): Promise<TRoleRow[]> {
  return flattenRoleGroups(
    (await http.get<{ list: TRoleNode[] }>(`${base}/list`, { keyword: filters.keyword })).list,
  );
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
      (await http.get<{ list: TDictOption[] }>('/api/system/base/dictionary/data/data/ops/RoleType')).list,
    staleTime: 5 * 60_000,
  });
}

/** Save (create or update), delete and toggle; each refreshes the list. */
export function useRoleMutations() {
  return useCrudMutations<Partial<TRoleEdit>>(base, [roleKeys.all]);
}
