import type { TLayout } from '@app/contracts';
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useAppStore } from '../../shared/stores/app-store.ts';
import { useSettingsStore } from '../../shared/stores/settings-store.ts';
import { AppSidebar } from './app-sidebar.tsx';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { Navbar } from './navbar.tsx';
import { TagsView } from './tags-view.tsx';
import { useDeviceWatcher, useLockSync } from './use-shell-effects.ts';

/** The signed-in frame shared by the three layouts: sidebar or top menu, navbar, tags and the kept-alive pages. */
export function ShellFrame({ layout }: { layout: TLayout }): ReactNode {
  useDeviceWatcher();
  useLockSync();
  const isMobile = useAppStore((s) => s.device === 'mobile');
  const tagsView = useSettingsStore((s) => s.tagsView);
  const hasSidebar = layout !== 'functional' || isMobile;
  return (
    <Layout className={`app-shell app-shell-${layout}`} data-layout={layout}>
      {hasSidebar && <AppSidebar isAlwaysCollapsed={layout === 'plain'} />}
      <Layout className="app-main">
        <header className="app-header">
          <Navbar layout={layout} />
          {tagsView && <TagsView />}
        </header>
        <Layout.Content className="app-content">
          <KeepAliveOutlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
