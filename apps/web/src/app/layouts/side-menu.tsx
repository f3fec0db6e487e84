import type { TMenuNode } from '@app/contracts';
import { MenuType } from '@app/contracts/constants';
import { Menu, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { translateRoute } from '../../shared/utils/route-label.ts';
import { ancestorIds, flattenMenu, toMenuRoute } from '../menu-routes.ts';
import { openTicketView } from '../open-ticket-view.ts';
import { MenuIcon } from './menu-icons.tsx';

/** One antd menu item. */
export type TMenuItem = Required<MenuProps>['items'][number];

/** Sidebar keys: directories by id, pages by path, outside links by id. */
function itemKey(node: TMenuNode): string {
  const route = toMenuRoute(node);
  return node.type === MenuType.directory || !route.path ? `id:${node.id}` : route.path;
}

function toItems(nodes: readonly TMenuNode[]): TMenuItem[] {
  return nodes.map((node) => {
    const label = translateRoute(node.enCode, node.fullName);
    const icon = <MenuIcon name={node.icon} />;
    if (node.type === MenuType.directory) {
      return { key: itemKey(node), icon, label, children: toItems(node.children ?? []) };
    }
    return { key: itemKey(node), icon, label };
  });
}

/**
 * Opens a menu key: in-app pages by path, external views (type 6) with a one-time ticket and outside links (type 7
 * not `_self`) in another window.
 */
export function useOpenMenuKey(): (key: string) => void {
  const menuList = useAuthStore((s) => s.menuList);
  const navigate = useNavigate();
  return (key: string) => {
    if (key.startsWith('/')) {
      void navigate(key);
      return;
    }
    const route = flattenMenu(menuList).find((r) => `id:${r.id}` === key);
    if (route?.viewUrl) void openTicketView(route);
    else if (route?.externalUrl) window.open(route.externalUrl, route.linkTarget || '_blank', 'noopener');
  };
}

/** The menu items of a menu tree (shared by the sidebar and the top menu). */
export function menuItemsOf(nodes: readonly TMenuNode[]): TMenuItem[] {
  return toItems(nodes);
}

interface TSideMenuProps {
  collapsed?: boolean;
  theme?: 'dark' | 'light';
}

/** The sidebar menu built from the server's menu tree (labels follow the interface language). */
export function SideMenu({ collapsed = false, theme = 'dark' }: TSideMenuProps): ReactNode {
  const { t } = useTranslation(); // also re-renders on a language change, relabelling the items
  const menuList = useAuthStore((s) => s.menuList);
  const { pathname } = useLocation();
  const openKey = useOpenMenuKey();
  const items = toItems(menuList);
  const [openKeys, setOpenKeys] = useState<string[]>(() =>
    (ancestorIds(menuList, pathname) ?? []).map((id) => `id:${id}`),
  );

  const onClick: MenuProps['onClick'] = ({ key }) => openKey(key);

  return (
    <Menu
      mode="inline"
      theme={theme}
      aria-label={t('layout.menu')}
      items={items}
      selectedKeys={[pathname]}
      style={{ borderInlineEnd: 0 }}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={onClick}
      inlineCollapsed={collapsed}
    />
  );
}
