import { Layout, Spin, Typography } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { SideMenu } from './side-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/** Sidebar width of the classic layout (spec §9). */
export const SIDEBAR_WIDTH = 210;

/** The classic layout: sidebar with the menu tree, navbar, and the page (tabs come with the full shell). */
export function ClassicLayout(): ReactNode {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        theme="dark"
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <div style={{ height: 56, display: 'flex', alignItems: 'center', padding: '0 16px' }}>
          <Typography.Text strong ellipsis style={{ color: '#fff', fontSize: 15 }}>
            {t('common.productTitle')}
          </Typography.Text>
        </div>
        <SideMenu />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 16px',
            height: 56,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 8,
            boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
          }}
        >
          <LanguageSwitch />
          <UserMenu />
        </Layout.Header>
        <Layout.Content style={{ margin: 16 }}>
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
