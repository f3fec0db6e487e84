import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatEntry } from '../../features/chat/chat-entry.tsx';
import { NoticeBell } from '../../features/notification/components/notice-bell.tsx';
import { useRealtimeConnection } from '../../shared/realtime/socket.ts';
import { useAppStore } from '../../shared/stores/app-store.ts';
import { useSettingsStore } from '../../shared/stores/settings-store.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { FullScreenButton } from './full-screen-button.tsx';
import { HeaderSearch } from './header-search.tsx';
import { SizeSwitch } from './size-switch.tsx';
import { UserMenu } from './user-menu.tsx';

const SettingsDrawer = lazy(() =>
  import('./settings-drawer.tsx').then((m) => ({ default: m.SettingsDrawer })),
);

function SettingsButton(): ReactNode {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <Button
        type="text"
        aria-label={t('layout.settings')}
        title={t('layout.settings')}
        icon={<SettingOutlined />}
        onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }}
      />
      {hasOpened && (
        <Suspense fallback={null}>
          <SettingsDrawer open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The navbar's right side: search, full screen, size, language, notifications, chat, settings, user menu; keeps the real-time channel open. */
export function NavbarActions(): ReactNode {
  const isMobile = useAppStore((s) => s.device === 'mobile');
  const showSearch = useSettingsStore((s) => s.showSearch);
  const showLanguage = useSettingsStore((s) => s.showLanguage);
  const showSettings = useSettingsStore((s) => s.showSettings);
  useRealtimeConnection();
  return (
    <div className="navbar-actions">
      {showSearch && <HeaderSearch />}
      {!isMobile && <FullScreenButton />}
      {!isMobile && <SizeSwitch />}
      {showLanguage && <LanguageSwitch isCompact />}
      <NoticeBell />
      <ChatEntry />
      {showSettings && <SettingsButton />}
      <UserMenu />
    </div>
  );
}
