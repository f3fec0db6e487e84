import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TNoticeInfo, TPaged, TReceiveItem } from '@app/contracts';
import { http } from '../../shared/http.ts';

/** The notification query of spec §3. */
export interface TMessageQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  type?: string;
}

/** Notification page size (spec §9). */
export const MESSAGE_PAGE_SIZE = 20;
const BASE = '/api/system/message';

/** Query keys of this feature. */
export const messageKeys = {
  all: ['messages'] as const,
  drawer: () => [...messageKeys.all, 'drawer'] as const,
  page: (q: TMessageQuery) => [...messageKeys.all, 'page', q] as const,
};

/** Received messages, one page; silent: screens show an empty state while the service is missing. */
export function fetchMessagePage(query: TMessageQuery): Promise<TPaged<TReceiveItem>> {
  return http.get<TPaged<TReceiveItem>>(`${BASE}/receive/page`, { ...query }, { silent: true });
}

/** One message with its body; the server marks it read. */
export function readMessage(id: string): Promise<TNoticeInfo> {
  return http.get<TNoticeInfo>(`${BASE}/read/${encodeURIComponent(id)}`);
}

/** Marks every received message read. */
export function readAllMessages(): Promise<null> {
  return http.post<null>(`${BASE}/readAll`);
}

/** The drawer's list, loading the next page on demand. */
export function useMessageFeed(isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: messageKeys.drawer(),
    queryFn: ({ pageParam }) => fetchMessagePage({ currentPage: pageParam, pageSize: MESSAGE_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const { currentPage, pageSize, total } = last.pagination;
      return currentPage * pageSize < total ? currentPage + 1 : undefined;
    },
    enabled: isEnabled,
  });
}

/** The message centre's page of messages. */
export function useMessagePage(query: TMessageQuery) {
  return useQuery({ queryKey: messageKeys.page(query), queryFn: () => fetchMessagePage(query) });
}

/** Marks messages read in every cached list (spec §4: read state changes locally). */
export function useMarkReadLocally(): (id: string | null) => void {
  const client = useQueryClient();
  return (id) => {
    const mark = (list: TReceiveItem[]): TReceiveItem[] =>
      list.map((m) => (id === null || m.id === id ? { ...m, isRead: '1' } : m));
    client.setQueriesData<InfiniteData<TPaged<TReceiveItem>>>({ queryKey: messageKeys.drawer() }, (data) =>
      data ? { ...data, pages: data.pages.map((p) => ({ ...p, list: mark(p.list) })) } : data,
    );
    client.setQueriesData<TPaged<TReceiveItem>>({ queryKey: [...messageKeys.all, 'page'] }, (data) =>
      data ? { ...data, list: mark(data.list) } : data,
    );
  };
}
