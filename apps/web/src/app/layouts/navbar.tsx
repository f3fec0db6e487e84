import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { TLayout } from '@app/contracts';
import { Breadcrumb, Button, Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { useAppStore } from '../../shared/stores/app-store.ts';
import { useSettingsStore } from '../../shared/stores/settings-store.ts';
import { translateRoute } from '../../shared/utils/route-label.ts';
import { buildSearchEntries } from '../search-routes.ts';
import { AppLogo } from './app-logo.tsx';
import { NavbarActions } from './navbar-actions.tsx';
import { TopMenu } from './top-menu.tsx';

function SidebarToggle(): ReactNode {
  const { t } = useTranslation();
  const isOpened = useAppStore((s) => s.sidebarOpened);
  const toggle = useAppStore((s) => s.toggleSidebar);
  return (
    <Button
      type="text"
      aria-label={t('layout.toggleSidebar')}
      aria-expanded={isOpened}
      icon={isOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      onClick={toggle}
    />
  );
}

function PageBreadcrumb(): ReactNode {
  useTranslation();
  const { pathname } = useLocation();
  const menuList = useAuthStore((s) => s.menuList);
  const entry = buildSearchEntries(menuList, translateRoute).find((e) => e.path === pathname);
  const trail = entry?.trail ?? [translateRoute(pathname.slice(1) || 'home')];
  return <Breadcrumb className="navbar-breadcrumb" items={trail.map((title) => ({ title }))} />;
}

/** The navbar: sidebar toggle and breadcrumb (or logo and top menu in the functional layout), then the actions. */
export function Navbar({ layout }: { layout: TLayout }): ReactNode {
  const isMobile = useAppStore((s) => s.device === 'mobile');
  const theme = useSettingsStore((s) => s.slideClass);
  const isTop = layout === 'functional' && !isMobile;
  return (
    <Layout.Header className={`app-navbar${isTop ? ` app-navbar-top app-navbar-${theme}` : ''}`}>
      {isTop ? (
        <>
          <AppLogo theme={theme} />
          <TopMenu />
        </>
      ) : (
        <>
          {(layout !== 'plain' || isMobile) && <SidebarToggle />}
          {!isMobile && <PageBreadcrumb />}
          <div style={{ flex: 1 }} />
        </>
      )}
      <NavbarActions />
    </Layout.Header>
  );
}
