import { MessageOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { CHAT_NS, registerChatI18n } from './chat-i18n.ts';
import { subscribeChat } from './chat-channel.ts';
import { useChatStore } from './chat-store.ts';
import './chat.css';

registerChatI18n();

const ChatDrawer = lazy(() =>
  import('./components/chat-drawer.tsx').then((m) => ({ default: m.ChatDrawer })),
);

/** Tenants without chat (spec §1: two tenant ids; set VITE_CHAT_HIDDEN_TENANTS=a,b at build time). */
const HIDDEN_TENANTS = new Set(
  String(import.meta.env.VITE_CHAT_HIDDEN_TENANTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** The navbar chat button (accessible name 聊天/Chat); opens the 内部聊天 drawer (spec §2). */
export function ChatEntry(): ReactNode {
  const { t } = useTranslation(CHAT_NS);
  const tenantId = useAuthStore((s) => s.userInfo?.tenantId ?? '');
  const isBlinking = useChatStore((s) => s.isBlinking);
  const unread = useChatStore((s) => Object.values(s.unread).reduce((a, b) => a + b, 0));
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  useEffect(() => subscribeChat(), []);
  if (HIDDEN_TENANTS.has(tenantId)) return null;
  return (
    <>
      <Badge count={unread} size="small" offset={[-6, 6]}>
        <Button
          type="text"
          aria-label={t('entry')}
          title={t('entry')}
          className={isBlinking ? 'chat-entry-blink' : undefined}
          data-blinking={isBlinking ? 'true' : 'false'}
          icon={<MessageOutlined />}
          onClick={() => {
            setHasOpened(true);
            setOpen(true);
          }}
        />
      </Badge>
      {hasOpened && (
        <Suspense fallback={null}>
          <ChatDrawer open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
