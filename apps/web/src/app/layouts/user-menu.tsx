import { LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { useSignOut } from '../../shared/auth/use-sign-out.ts';

/** The navbar's user menu: profile, lock screen and sign-out (spec §2 Layouts). */
export function UserMenu(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.userInfo);
  const { confirmSignOut } = useSignOut();

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('layout.profile') },
    { key: 'lock', icon: <LockOutlined />, label: t('layout.lockScreen') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logOut') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate('/profile');
    if (key === 'lock') {
      useAuthStore.getState().lock();
      void navigate('/lockScreen');
    }
    if (key === 'logout') confirmSignOut();
  };

  const name = user?.realName || user?.userAccount || '';
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" aria-label={t('layout.userMenu')} style={{ height: 48 }}>
        <Avatar size="small" src={user?.headIcon || undefined} icon={<UserOutlined />} />
        <span>{name}</span>
      </Button>
    </Dropdown>
  );
}
