import type { TMenuNode } from '@app/contracts';
import { MenuType } from '@app/contracts/constants';
import { findMenuRoute } from '../menu-routes.ts';
import type { TView } from './tabs-model.ts';

// Fixed routes that get a tab, with their label codes and icons.
const FIXED_VIEWS: Readonly<Record<string, { code: string; icon: string; affix?: boolean }>> = {
  '/home': { code: 'home', icon: 'HomeOutlined', affix: true },
  '/profile': { code: 'profile', icon: 'UserOutlined' },
  '/messageRecord': { code: 'messageRecord', icon: 'NotificationOutlined' },
  '/previewModel': { code: 'previewModel', icon: 'AppstoreOutlined' },
  '/workFlow/task': { code: 'workFlow/task', icon: 'FileDoneOutlined' },
};

/** The tab for a pathname, or null for paths that get none (/redirect, /404, unknown paths). */
export function viewOfPath(menuList: readonly TMenuNode[], pathname: string): TView | null {
  const fixed = FIXED_VIEWS[pathname];
  if (fixed)
    return { path: pathname, code: fixed.code, fallback: '', affix: fixed.affix ?? false, icon: fixed.icon };
  const route = findMenuRoute(menuList, pathname);
  if (!route || route.type === MenuType.directory) return null;
  return { path: route.path, code: route.enCode, fallback: route.fullName, affix: false, icon: route.icon };
}
