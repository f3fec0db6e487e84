import type { TFeedbackCreate, TFeedbackItem } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import type { TPaged, TPagedParams } from '../../shared/ui/use-paged-query.ts';

const base = '/api/system/feedback';

/** The list filters: a keyword and a state (0 new, 1 handled). */
export type TFeedbackFilters = { keyword?: string; state?: number };

/** Query keys of the feedback page. */
export const feedbackKeys = { page: ['feedback', 'page'] as const };

/** One page of feedback, newest first. */
export function fetchFeedbackPage(params: TPagedParams<TFeedbackFilters>): Promise<TPaged<TFeedbackItem>> {
  return http.get<TPaged<TFeedbackItem>>(`${base}/page`, { ...params });
}

/** Sends feedback as the signed-in user. */
export function useSendFeedback() {
  return useMutation({ mutationFn: (body: TFeedbackCreate) => http.post<null>(base, body) });
}

/** Marks a piece handled and refreshes the list. */
export function useMarkHandled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.put<null>(`${base}/handle/${encodeURIComponent(id)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: feedbackKeys.page }),
  });
}
