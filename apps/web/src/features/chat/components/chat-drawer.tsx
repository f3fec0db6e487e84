import { Drawer, Empty } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatUsers } from '../api.ts';
import { CHAT_NS } from '../chat-i18n.ts';
import { orderUsers, useChatStore } from '../chat-store.ts';
import { ChatPanel } from './chat-panel.tsx';
import { UserList } from './user-list.tsx';

/** The 内部聊天 drawer (spec §2): user list and the open chat. */
export function ChatDrawer({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation(CHAT_NS);
  const { data: users = [] } = useChatUsers(open);
  const onlineIds = useChatStore((s) => s.onlineIds);
  const unread = useChatStore((s) => s.unread);
  const openUserId = useChatStore((s) => s.openUserId);
  const ordered = useMemo(() => orderUsers(users, onlineIds, unread), [users, onlineIds, unread]);
  const peer = ordered.find((u) => u.id === openUserId) ?? null;
  // A closed drawer has no open chat: new messages then count as unread and blink.
  useEffect(() => {
    if (!open) useChatStore.getState().open(null);
  }, [open]);
  return (
    <Drawer open={open} onClose={onClose} title={t('title')} size={760} styles={{ body: { padding: 0 } }}>
      <div className="chat-layout">
        <UserList users={ordered} openUserId={openUserId} onOpen={(id) => useChatStore.getState().open(id)} />
        {peer ? (
          <ChatPanel key={peer.id} peer={peer} />
        ) : (
          <Empty style={{ margin: 'auto' }} description={t('pickUser')} />
        )}
      </div>
    </Drawer>
  );
}
