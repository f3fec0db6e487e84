import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { translateRoute } from '../../../shared/utils/route-label.ts';

/** The home page: a welcome with the user's name and the previous sign-in. */
export function HomePage(): ReactNode {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.userInfo);
  usePageTitle(translateRoute('home'));
  if (!user) return null;
  const unknown = t('home.unknown');
  return (
    <Card>
      <Typography.Title level={3}>
        {t('home.welcome', { name: user.realName || user.userAccount })}
      </Typography.Title>
      <Typography.Paragraph style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('home.intro')}</Typography.Paragraph>
      {user.prevLoginTime ? (
        <Descriptions title={t('home.lastLogin')} column={1} size="small">
          <Descriptions.Item label={t('home.loginTime')}>{formatTime(user.prevLoginTime)}</Descriptions.Item>
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
  );
}
