import { CHAT_FIRST_PAGE, CHAT_TEXT_MAX } from '@app/contracts';
import { HistoryOutlined } from '@ant-design/icons';
import { Button, Input, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { toastError } from '../../../shared/ui/feedback.ts';
import { CHAT_NS } from '../chat-i18n.ts';
import { listMessages, markRead, sendChatMessage } from '../chat-channel.ts';
import { useChatStore, type TChatListUser } from '../chat-store.ts';
import { EmojiPicker } from './emoji-picker.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { MessageContent } from './message-content.tsx';
import { UploadButton } from './upload-button.tsx';
import { formatTime } from '../../../shared/utils/format-time.ts';

/** The open chat: messages (first 30, newest), emoji, image/mp3 upload, history, text box (Enter sends). */
export function ChatPanel({ peer }: { peer: TChatListUser }): ReactNode {
  const { t } = useTranslation(CHAT_NS);
  const myId = useAuthStore((s) => s.userInfo?.userId ?? '');
  const messages = useChatStore((s) => s.messages);
  const [text, setText] = useState('');
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    markRead(peer.id);
    void listMessages({
      toUserId: peer.id,
      formUserId: myId,
      currentPage: 1,
      pageSize: CHAT_FIRST_PAGE,
      sord: 'desc',
    }).then((reply) => {
      if (useChatStore.getState().openUserId === peer.id) useChatStore.getState().setMessages(reply.list);
    });
  }, [peer.id, myId]);

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages]);

  const send = (): void => {
    const content = text.trim();
    if (!content) return;
    if (content.length > CHAT_TEXT_MAX) return toastError(t('tooLong'));
    if (sendChatMessage({ toUserId: peer.id, messageType: 'text', messageContent: content })) setText('');
  };

  return (
    <div className="chat-panel" aria-label={peer.realName || peer.account}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          padding: '8px 12px',
          borderBottom: '1px solid rgba(5,5,5,0.06)',
        }}
      >
        <Typography.Text strong style={{ flex: 1 }}>
          {peer.realName || peer.account}
        </Typography.Text>
        <Button type="text" icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
          {t('history')}
        </Button>
      </div>
      <div className="chat-messages" ref={listRef} role="log" aria-live="polite">
        {messages.map((m, i) => (
          <div
            key={`${m.dateTime}-${i}`}
            className="chat-msg"
            data-mine={m.userId === myId ? 'true' : 'false'}
          >
            <div>
              <div className="chat-time">{formatTime(m.dateTime)}</div>
              <div className="chat-bubble" data-testid="chat-message">
                <MessageContent type={m.messageType} content={m.message} />
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="chat-tools">
        <EmojiPicker onPick={(code) => setText((v) => v + code)} />
        <UploadButton toUserId={peer.id} />
      </div>
      <div className="chat-input">
        <Input.TextArea
          aria-label={t('placeholder')}
          placeholder={t('placeholder')}
          autoSize={{ minRows: 2, maxRows: 4 }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            if (e.shiftKey || e.nativeEvent.isComposing) return;
            e.preventDefault();
            send();
          }}
        />
        <Button type="primary" onClick={send}>
          {t('send')}
        </Button>
      </div>
      {isHistoryOpen && <HistoryPanel peer={peer} myId={myId} onClose={() => setHistoryOpen(false)} />}
    </div>
  );
}
