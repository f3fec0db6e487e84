/** One visited view: a tab of the tags view (spec §2 Tabs). */
export interface TView {
  /** The view's pathname; also its key. */
  path: string;
  /** The route-label enCode of its title (relabelled on a language change). */
  code: string;
  /** Shown when the code has no label (the menu's fullName). */
  fallback: string;
  /** Affix tabs cannot be closed and survive close-all. */
  affix: boolean;
  icon: string;
}

/** The home tab, pinned. */
export const HOME_VIEW: TView = {
  path: '/home',
  code: 'home',
  fallback: '',
  affix: true,
  icon: 'HomeOutlined',
};

/** Adds a view unless one with its path is open. */
export function addView(views: readonly TView[], view: TView): TView[] {
  return views.some((v) => v.path === view.path) ? [...views] : [...views, view];
}

/** Closes one view (affix views stay). */
export function closeView(views: readonly TView[], path: string): TView[] {
  return views.filter((v) => v.affix || v.path !== path);
}

/** Keeps the affix views and the one at `path`. */
export function closeOtherViews(views: readonly TView[], path: string): TView[] {
  return views.filter((v) => v.affix || v.path === path);
}

/** Keeps only the affix views. */
export function closeAllViews(views: readonly TView[]): TView[] {
  return views.filter((v) => v.affix);
}

/**
 * Where to go after closing: nowhere when the active view is still open, else the last remaining view, else
 * home (spec §2).
 */
export function nextPathAfterClose(remaining: readonly TView[], activePath: string): string | null {
  if (remaining.some((v) => v.path === activePath)) return null;
  return remaining.at(-1)?.path ?? '/home';
}
