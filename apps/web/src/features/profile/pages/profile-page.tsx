import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { translateRoute } from '../../../shared/utils/route-label.ts';
import { BaseInfoTab } from '../components/base-info-tab.tsx';
import { MyGrantsTab } from '../components/my-grants-tab.tsx';
import { OwnLogTab } from '../components/own-log-tab.tsx';
import { PasswordTab } from '../components/password-tab.tsx';
import { PreferencesTab } from '../components/preferences-tab.tsx';
import { SubordinatesTab } from '../components/subordinates-tab.tsx';
import { PROFILE_NS } from '../profile-i18n.ts';

/** Personal information (/profile, spec §1): profile, password, preferences, subordinates, permissions, own log. */
export function ProfilePage(): ReactNode {
  const { t } = useTranslation(PROFILE_NS);
  const title = translateRoute('profile');
  usePageTitle(title);
  const tabs = [
    { key: 'base', label: t('baseInfo'), children: <BaseInfoTab /> },
    { key: 'password', label: t('password'), children: <PasswordTab /> },
    { key: 'preferences', label: t('preferences'), children: <PreferencesTab /> },
    { key: 'subordinates', label: t('subordinates'), children: <SubordinatesTab /> },
    { key: 'grants', label: t('grants'), children: <MyGrantsTab /> },
    { key: 'log', label: t('systemLog'), children: <OwnLogTab /> },
  ];
  return (
    <Card title={title} size="small">
      <Tabs destroyOnHidden items={tabs} />
    </Card>
  );
}
