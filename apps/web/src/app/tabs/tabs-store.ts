import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { create } from 'zustand';
import {
  addView,
  closeAllViews,
  closeOtherViews,
  closeView,
  HOME_VIEW,
  nextPathAfterClose,
  type TView,
} from './tabs-model.ts';

interface TTabsState {
  views: TView[];
  /** Bumped to remount a kept-alive view (refresh). */
  refreshKeys: Readonly<Record<string, number>>;
  add: (view: TView) => void;
  /** Closes a view; returns where to go when it was the active one. */
  close: (path: string, activePath: string) => string | null;
  closeOthers: (path: string) => void;
  closeAll: (activePath: string) => string | null;
  refresh: (path: string) => void;
  reset: () => void;
}

/** The visited views (tabs) of this session. */
export const useTabsStore = create<TTabsState>()((set, get) => ({
  views: [HOME_VIEW],
  refreshKeys: {},
  add: (view) => {
    if (!get().views.some((v) => v.path === view.path)) set({ views: addView(get().views, view) });
  },
  close: (path, activePath) => {
    const views = closeView(get().views, path);
    set({ views });
    return nextPathAfterClose(views, activePath);
  },
  closeOthers: (path) => set({ views: closeOtherViews(get().views, path) }),
  closeAll: (activePath) => {
    const views = closeAllViews(get().views);
    set({ views });
    return nextPathAfterClose(views, activePath);
  },
  refresh: (path) => {
    const keys = get().refreshKeys;
    set({ refreshKeys: { ...keys, [path]: (keys[path] ?? 0) + 1 } });
  },
  reset: () => set({ views: [HOME_VIEW], refreshKeys: {} }),
}));

// Signing out (or a dead session) closes every tab (spec §4 Logout).
useAuthStore.subscribe((state, prev) => {
  if (prev.token && !state.token) useTabsStore.getState().reset();
});
