import { create } from 'zustand';

interface TNoticeState {
  /** Unread messages + unread notices (spec §4 Notification). */
  unread: number;
  setUnread: (count: number) => void;
  increment: () => void;
  decrement: () => void;
}

/** The notification badge count. */
export const useNoticeStore = create<TNoticeState>()((set, get) => ({
  unread: 0,
  setUnread: (count) => set({ unread: Math.max(0, count) }),
  increment: () => set({ unread: get().unread + 1 }),
  decrement: () => set({ unread: Math.max(0, get().unread - 1) }),
}));

/** The badge count of an initMessage payload: unread messages plus unread notices. */
export function unreadOfInit(payload: unknown): number {
  if (typeof payload !== 'object' || payload === null) return 0;
  const { unreadMessageCount, unreadNoticeCount } = payload as Record<string, unknown>;
  const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return num(unreadMessageCount) + num(unreadNoticeCount);
}
