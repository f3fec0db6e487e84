import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onRealtime } from '../../../shared/realtime/events.ts';
import { messageKeys } from '../api.ts';
import { unreadOfInit, useNoticeStore } from '../notice-store.ts';

const NotificationDrawer = lazy(() =>
  import('./notification-drawer.tsx').then((m) => ({ default: m.NotificationDrawer })),
);

/** Keeps the badge in step with the real-time channel: initMessage sets it, messagePush adds one. */
function useNoticeRealtime(): void {
  const client = useQueryClient();
  useEffect(() => {
    const offInit = onRealtime('initMessage', (p) => useNoticeStore.getState().setUnread(unreadOfInit(p)));
    const offPush = onRealtime('messagePush', () => {
      useNoticeStore.getState().increment();
      void client.invalidateQueries({ queryKey: messageKeys.all });
    });
    return () => {
      offInit();
      offPush();
    };
  }, [client]);
}

/** The navbar bell (消息/Notifications) with the unread badge; opens the 站内消息 drawer. */
export function NoticeBell(): ReactNode {
  const { t } = useTranslation();
  const unread = useNoticeStore((s) => s.unread);
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  useNoticeRealtime();
  return (
    <>
      <Badge count={unread} size="small" offset={[-6, 6]}>
        <Button
          type="text"
          aria-label={t('layout.notice')}
          title={t('layout.notice')}
          icon={<BellOutlined />}
          onClick={() => {
            setHasOpened(true);
            setOpen(true);
          }}
        />
      </Badge>
      {hasOpened && (
        <Suspense fallback={null}>
          <NotificationDrawer open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
