import type { TPageGrants } from '../auth/permission.tsx';

/** Something a list page shows only when the page's permission entry grants its enCode. */
export interface TGuarded {
  /** Button or column enCode; items without one are always shown. */
  permission?: string;
}

/**
 * The buttons or columns the user may see (spec §6): an item with a code needs it in the page's entry; with
 * checking off (per toolbar) everything shows.
 */
export function visibleItems<T extends TGuarded>(
  items: readonly T[],
  holds: (enCode: string) => boolean,
  isChecked: boolean = true,
): T[] {
  return isChecked ? items.filter((i) => !i.permission || holds(i.permission)) : [...items];
}

/** Buttons and columns of a page, filtered by its grants. */
export function filterByGrants<B extends TGuarded, C extends TGuarded>(
  grants: TPageGrants,
  buttons: readonly B[],
  columns: readonly C[],
  isChecked: boolean = true,
): { buttons: B[]; columns: C[] } {
  return {
    buttons: visibleItems(buttons, grants.hasButton, isChecked),
    columns: visibleItems(columns, grants.hasColumn, isChecked),
  };
}
