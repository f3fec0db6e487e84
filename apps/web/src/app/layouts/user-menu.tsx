import {
  CommentOutlined,
  FileTextOutlined,
  InfoCircleOutlined,
  LockOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { useSignOut } from '../../shared/auth/use-sign-out.ts';
import { useAppStore } from '../../shared/stores/app-store.ts';

// The feedback form and the documentation load with their first opening, not with the shell.
const FeedbackDialog = lazy(() =>
  import('../../features/feedback/components/feedback-dialog.tsx').then((m) => ({
    default: m.FeedbackDialog,
  })),
);
const DocumentationDialog = lazy(() =>
  import('../../features/documentation/documentation-dialog.tsx').then((m) => ({
    default: m.DocumentationDialog,
  })),
);
type TDialog = 'feedback' | 'documentation';

/** The product version shown in About (spec §1). */
const PRODUCT_VERSION = '3.1';

/** The navbar's user menu: profile, feedback, about, lock screen, documentation, sign-out (spec §2). */
export function UserMenu(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const user = useAuthStore((s) => s.userInfo);
  const isMobile = useAppStore((s) => s.device === 'mobile');
  const { confirmSignOut } = useSignOut();
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<TDialog>>(new Set());
  const openDialog = (d: TDialog) => {
    setOpened((s) => new Set(s).add(d));
    setDialog(d);
  };

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('layout.profile') },
    { key: 'feedback', icon: <CommentOutlined />, label: t('layout.feedback') },
    { key: 'about', icon: <InfoCircleOutlined />, label: t('layout.about') },
    { key: 'lock', icon: <LockOutlined />, label: t('layout.lockScreen') },
    { key: 'documentation', icon: <FileTextOutlined />, label: t('layout.documentation') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logOut') },
  ];
  const info = (title: string, content: string): void => {
    modal.info({ title, content, okText: t('common.confirm') });
  };
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate('/profile');
    if (key === 'feedback') openDialog('feedback');
    if (key === 'about')
      info(
        t('layout.about'),
        t('layout.aboutText', { product: t('common.productTitle'), version: PRODUCT_VERSION }),
      );
    if (key === 'documentation') openDialog('documentation');
    if (key === 'lock') {
      useAuthStore.getState().lock();
      void navigate('/lockScreen');
    }
    if (key === 'logout') confirmSignOut();
  };

  const name = user?.realName || user?.userAccount || '';
  const close = () => setDialog(null);
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        {/* The name shown is part of the button's name (a screen reader says what is seen); the avatar is decoration. */}
        <Button
          type="text"
          aria-label={!isMobile && name ? `${name} ${t('layout.userMenu')}` : t('layout.userMenu')}
          className="user-menu-button"
        >
          <Avatar size="small" src={user?.headIcon || undefined} icon={<UserOutlined />} alt="" />
          {!isMobile && <span>{name}</span>}
        </Button>
      </Dropdown>
      <Suspense fallback={null}>
        {opened.has('feedback') && <FeedbackDialog open={dialog === 'feedback'} onClose={close} />}
        {opened.has('documentation') && (
          <DocumentationDialog open={dialog === 'documentation'} onClose={close} />
        )}
      </Suspense>
    </>
  );
}
