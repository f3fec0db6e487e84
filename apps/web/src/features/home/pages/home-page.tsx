import { Card, Descriptions, Space, Spin, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { translateRoute } from '../../../shared/utils/route-label.ts';
import { FlowWidgets } from '../components/flow-widgets.tsx';

// The user's portal and the home-portal pick load on demand: the default home stays in the shell's first load.
const HomePortal = lazy(() =>
  import('../../portal/components/home-portal.tsx').then((m) => ({ default: m.HomePortal })),
);
const HomePortalPicker = lazy(() =>
  import('../../portal/components/home-portal.tsx').then((m) => ({ default: m.HomePortalPicker })),
);

/** The home page: the user's portal when one is chosen (spec §3 portalId), else the default home. */
export function HomePage(): ReactNode {
  const user = useAuthStore((s) => s.userInfo);
  usePageTitle(translateRoute('home'));
  if (!user) return null;
  if (!user.portalId) return <DefaultHome />;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
      <HomePortal portalId={user.portalId} fallback={<DefaultHome />} />
    </Suspense>
  );
}

/** The default home: a welcome with the user's name and the previous sign-in, then the work widgets. */
function DefaultHome(): ReactNode {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.userInfo);
  if (!user) return null;
  const unknown = t('home.unknown');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        extra={
          <Suspense fallback={null}>
            <HomePortalPicker />
          </Suspense>
        }
      >
        <Typography.Title level={3}>
          {t('home.welcome', { name: user.realName || user.userAccount })}
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
          {t('home.intro')}
        </Typography.Paragraph>
        {user.prevLoginTime ? (
          <Descriptions title={t('home.lastLogin')} column={1} size="small">
            <Descriptions.Item label={t('home.loginTime')}>
              {formatTime(user.prevLoginTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('home.loginPlace')}>
              {user.prevLoginIPAddressName || unknown}
            </Descriptions.Item>
            <Descriptions.Item label={t('home.loginIp')}>
              {user.prevLoginIPAddress || unknown}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Paragraph>{t('home.firstLogin')}</Typography.Paragraph>
        )}
      </Card>
      <FlowWidgets />
    </Space>
  );
}
