import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { findMenuRoute } from '../../../app/menu-routes.ts';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { OnlineRuntime } from './online-runtime.tsx';

/** Menu type 3 (`type:3`): the model named by the menu's propertyJson `{moduleId}`, run as a records page. */
export function OnlineDevPage(): ReactNode {
  const { pathname } = useLocation();
  const menuList = useAuthStore((s) => s.menuList);
  const route = findMenuRoute(menuList, pathname);
  return <OnlineRuntime key={route?.moduleId} modelId={route?.moduleId} />;
}
