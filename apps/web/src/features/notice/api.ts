import type { TMessageRecipients, TNoticeEdit } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import type { TPaged, TPagedParams } from '../../shared/ui/use-paged-query.ts';
import { messageKeys } from '../notification/api.ts';

const base = '/api/system/message';
const enc = (v: string): string => encodeURIComponent(v);

/** A notice of the admin list. */
export interface TNoticeItem {
  id: string;
  title: string;
  creatorUser: string;
  lastModifyTime: number | null;
  /** 0 draft, 1 released. */
  enabledMark: number;
  creatorTime: number;
}

/** A notice with its body and recipients. */
export interface TNoticeInfo extends Omit<TNoticeItem, 'creatorTime'> {
  bodyText: string;
  recipients: TMessageRecipients | null;
}

/** Query keys of the notices screen. */
export const noticeKeys = {
  all: ['notice'] as const,
  page: ['notice', 'page'] as const,
  info: (id: string) => ['notice', 'info', id] as const,
};

/** One page of notices (keyword on the title). */
export function fetchNoticePage(params: TPagedParams<{ keyword?: string }>): Promise<TPaged<TNoticeItem>> {
  return http.get<TPaged<TNoticeItem>>(`${base}/page`, { ...params });
}

/** One notice. */
export function useNoticeInfo(id: string | undefined) {
  return useQuery({
    queryKey: noticeKeys.info(id ?? ''),
    queryFn: () => http.get<TNoticeInfo>(`${base}/info/${enc(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Save, delete and release; releasing also refreshes the inbox lists. */
export function useNoticeMutations() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: noticeKeys.all });
  return {
    save: useMutation({
      mutationFn: (body: TNoticeEdit) => http.post<null>(`${base}/edit`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => http.delete<null>(`${base}/del/${enc(id)}`),
      onSuccess,
    }),
    release: useMutation({
      mutationFn: (id: string) => http.post<null>(`${base}/release/${enc(id)}`),
      onSuccess: async () => {
        await onSuccess();
        await qc.invalidateQueries({ queryKey: messageKeys.all });
      },
    }),
  };
}
