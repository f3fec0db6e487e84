import type { TNoticeEdit, TNoticeInfo, TNoticeItem } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import { useCrudMutations, useRecordInfo } from '../../shared/ui/use-crud-api.ts';
import type { TPaged, TPagedParams } from '../../shared/ui/use-paged-query.ts';
import { messageKeys } from '../notification/api.ts';

const base = '/api/system/message';

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
  return useRecordInfo<TNoticeInfo>(noticeKeys.info(id ?? ''), `${base}/info`, id);
}

/** Save, delete and release; releasing also refreshes the inbox lists. */
export function useNoticeMutations() {
  const qc = useQueryClient();
  const { save, remove, onSuccess } = useCrudMutations<TNoticeEdit>(base, [noticeKeys.all]);
  return {
    save,
    remove,
    release: useMutation({
      mutationFn: (id: string) => http.post<null>(`${base}/release/${encodeURIComponent(id)}`),
      onSuccess: async () => {
        await onSuccess();
        await qc.invalidateQueries({ queryKey: messageKeys.all });
      },
    }),
  };
}
