import type { TBillRuleEdit, TBillRuleItem } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import { useCrudMutations, useRecordInfo } from '../../shared/ui/use-crud-api.ts';
import type { TPaged, TPagedParams } from '../../shared/ui/use-paged-query.ts';

const base = '/api/system/base/bill/rule';

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
  return useRecordInfo<TBillRuleItem>(billRuleKeys.info(id ?? ''), `${base}/info`, id);
}

/** Save, delete, toggle and hand out the next number; each refreshes the list. */
export function useBillRuleMutations() {
  const crud = useCrudMutations<Partial<TBillRuleEdit>>(base, [billRuleKeys.all]);
  return {
    ...crud,
    getNumber: useMutation({
      mutationFn: (id: string) => http.get<string>(`${base}/getNumber/${encodeURIComponent(id)}`),
      onSuccess: crud.onSuccess,
    }),
  };
}
