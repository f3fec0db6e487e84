import type { TOnlineUser } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import type { TPaged } from '../../shared/ui/use-paged-query.ts';

const base = '/api/system/base/onlineUser';

/** Query keys of the online users screen. */
export const onlineKeys = { list: ['onlineUser', 'list'] as const };

/** Signed-in users (a bare array), filtered by keyword; shown through the list scaffold's paging. */
export async function fetchOnlineUsers(filters: { keyword?: string }): Promise<TPaged<TOnlineUser>> {
  const list = await http.get<TOnlineUser[]>(`${base}/list`, { keyword: filters.keyword });
  return { list, pagination: { currentPage: 1, pageSize: list.length, total: list.length } };
}

/** Forces a user offline: every session ends at once. */
export function useForceOffline() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => http.delete<null>(`${base}/del/${encodeURIComponent(userId)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: onlineKeys.list }),
  });
}
