import { PAGE_BUTTONS, PAGE_CODES, type TButtonCode, type TPageCode } from './menus.ts';

/**
 * A permission a route declares:
 * - a page enCode (`permission.user`): the page is granted (menu/module grant);
 * - `page:button` (`permission.user:btn_add`): the page's button is granted;
 * - `self`: any signed-in user acting on their own data (profile, sign-out, current user).
 * The super administrator holds every permission.
 */
export type TPermission = 'self' | TPageCode | `${TPageCode}:${TButtonCode}`;

/** Every permission code in the catalogue. */
export const PERMISSIONS: readonly TPermission[] = [
  'self',
  ...PAGE_CODES,
  ...PAGE_CODES.flatMap((p) => PAGE_BUTTONS[p].map((b) => `${p}:${b}` as const)),
];

const known = new Set<string>(PERMISSIONS);

/** True when `code` is in the catalogue (the server refuses to start on an unknown code). */
export function isKnownPermission(code: string): code is TPermission {
  return known.has(code);
}

/** Builds a button permission code. */
export function buttonPermission(page: TPageCode, button: TButtonCode): TPermission {
  return `${page}:${button}`;
}

/** True when a holder of `codes` (null = super admin) has `permission`. */
export function hasPermission(codes: ReadonlySet<string> | null, permission: TPermission): boolean {
  if (permission === 'self') return true;
  return codes === null || codes.has(permission);
}
