import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { translateRoute } from '../../../shared/utils/route-label.ts';

/** Personal information (placeholder until the profile issue): who is signed in. */
export function ProfilePage(): ReactNode {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.userInfo);
  const title = translateRoute('profile');
  usePageTitle(title);
  return (
    <Card title={title}>
      <Descriptions column={1}>
        <Descriptions.Item label={t('profile.account')}>{user?.userAccount}</Descriptions.Item>
        <Descriptions.Item label={t('profile.realName')}>{user?.realName}</Descriptions.Item>
        <Descriptions.Item label={t('profile.organize')}>{user?.organizeName}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{t('profile.intro')}</Typography.Paragraph>
    </Card>
  );
}
