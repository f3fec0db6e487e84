import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { http } from '../../http.ts';
import type { TTreeNode } from './tree-select-logic.ts';

/** The cached organisation trees (spec §3: fetched once, then reused). */
export type TOrgTreeKind = 'user' | 'company' | 'department' | 'position';

/** One organisation tree; kept for the session, silent while the endpoint is missing. */
export function useOrgTree(kind: TOrgTreeKind): UseQueryResult<TTreeNode[]> {
  return useQuery({
    queryKey: ['orgTree', kind],
    queryFn: async () =>
      (
        await http.get<{ list: TTreeNode[] }>(`/api/system/permission/tree/${kind}`, undefined, {
          silent: true,
        })
      ).list,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
