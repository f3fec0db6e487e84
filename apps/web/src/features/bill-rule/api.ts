import type { TBillRuleEdit, TBillRuleItem } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import type { TPaged, TPagedParams } from '../../shared/ui/use-paged-query.ts';

const base = '/api/system/base/bill/rule';
const enc = (v: string): string => encodeURIComponent(v);

/** Query keys of the bill-rules screen. */
export const billRuleKeys = {
  all: ['billRule'] as const,
  page: ['billRule', 'page'] as const,
  info: (id: string) => ['billRule', 'info', id] as const,
};

/** One page of rules (keyword on name and code). */
export function fetchBillRulePage(
  params: TPagedParams<{ keyword?: string }>,
): Promise<TPaged<TBillRuleItem>> {
  return http.get<TPaged<TBillRuleItem>>(`${base}/page`, { ...params });
}

/** One rule. */
export function useBillRuleInfo(id: string | undefined) {
  return useQuery({
    queryKey: billRuleKeys.info(id ?? ''),
    queryFn: () => http.get<TBillRuleItem>(`${base}/info/${enc(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Save, delete, toggle and hand out the next number; each refreshes the list. */
export function useBillRuleMutations() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: billRuleKeys.all });
  return {
    save: useMutation({
      mutationFn: (body: Partial<TBillRuleEdit>) => http.post<null>(`${base}/edit`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => http.delete<null>(`${base}/del/${enc(id)}`),
      onSuccess,
    }),
    toggle: useMutation({
      mutationFn: (id: string) => http.put<null>(`${base}/enabled/${enc(id)}`),
      onSuccess,
    }),
    getNumber: useMutation({
      mutationFn: (id: string) => http.get<string>(`${base}/getNumber/${enc(id)}`),
      onSuccess,
    }),
  };
}
