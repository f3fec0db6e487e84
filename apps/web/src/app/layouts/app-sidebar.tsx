import { Drawer, Layout } from 'antd';
import type { ReactNode } from 'react';
import { useAppStore } from '../../shared/stores/app-store.ts';
import { useSettingsStore } from '../../shared/stores/settings-store.ts';
import { AppLogo } from './app-logo.tsx';
import { SideMenu } from './side-menu.tsx';

/** Sidebar width (spec §9) and the collapsed icon width. */
const SIDEBAR_WIDTH = 210;
const COLLAPSED_WIDTH = 64;

function SidebarBody({ collapsed }: { collapsed: boolean }): ReactNode {
  const theme = useSettingsStore((s) => s.slideClass);
  const hasLogo = useSettingsStore((s) => s.sidebarLogo);
  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsed={collapsed}
      theme={theme}
      trigger={null}
      className={`app-sider app-sider-${theme}`}
    >
      {hasLogo && <AppLogo collapsed={collapsed} theme={theme} />}
      <SideMenu collapsed={collapsed} theme={theme} />
    </Layout.Sider>
  );
}

/** The sidebar: inline on desktop (collapsed when closed or in the plain layout), a drawer on mobile. */
export function AppSidebar({ isAlwaysCollapsed = false }: { isAlwaysCollapsed?: boolean }): ReactNode {
  const device = useAppStore((s) => s.device);
  const isOpened = useAppStore((s) => s.sidebarOpened);
  const closeSidebar = useAppStore((s) => s.closeSidebar);
  if (device === 'mobile') {
    return (
      <Drawer
        placement="left"
        size={SIDEBAR_WIDTH}
        open={isOpened}
        onClose={() => closeSidebar(false)}
        closable={false}
        styles={{ body: { padding: 0 }, section: { background: 'transparent' } }}
      >
        <SidebarBody collapsed={false} />
      </Drawer>
    );
  }
  return <SidebarBody collapsed={isAlwaysCollapsed || !isOpened} />;
}
