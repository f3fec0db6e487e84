import { CHAT_HISTORY_PAGE, type TChatHistoryItem, type TMessageListReplyFrame } from '@app/contracts';
import { Button, Drawer, Empty, Input, Typography } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_NS } from '../chat-i18n.ts';
import { listMessages } from '../chat-channel.ts';
import { fromHistory, type TChatListUser } from '../chat-store.ts';
import { MessageContent } from './message-content.tsx';
import { formatTime } from '../../../shared/utils/format-time.ts';

/** The history panel: 50 per page, oldest first, keyword search; paging stops at a short page. */
export function HistoryPanel(props: { peer: TChatListUser; myId: string; onClose: () => void }): ReactNode {
  const { t } = useTranslation(CHAT_NS);
  const { peer, myId } = props;
  const [items, setItems] = useState<TChatHistoryItem[]>([]);
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [hasMore, setHasMore] = useState(false);

  const fetchPage = useCallback(
    (nextPage: number, kw: string) =>
      listMessages({
        toUserId: peer.id,
        formUserId: myId,
        currentPage: nextPage,
        pageSize: CHAT_HISTORY_PAGE,
        sord: 'asc',
        keyword: kw,
      }),
    [peer.id, myId],
  );
  const apply = (reply: TMessageListReplyFrame, nextPage: number): void => {
    setItems((prev) => (nextPage === 1 ? reply.list : [...prev, ...reply.list]));
    setPage(nextPage);
    setHasMore(reply.list.length >= CHAT_HISTORY_PAGE);
  };
  const load = (nextPage: number, kw: string): void => {
    void fetchPage(nextPage, kw).then((reply) => apply(reply, nextPage));
  };
  useEffect(() => {
    let isLive = true;
    void fetchPage(1, '').then((reply) => {
      if (!isLive) return;
      setItems(reply.list);
      setHasMore(reply.list.length >= CHAT_HISTORY_PAGE);
    });
    return () => {
      isLive = false;
    };
  }, [fetchPage]);

  return (
    <Drawer open onClose={props.onClose} title={t('history')} size={420}>
      <Input.Search
        allowClear
        aria-label={t('historySearch')}
        placeholder={t('historySearch')}
        onSearch={(v) => {
          setKeyword(v);
          load(1, v);
        }}
      />
      <div role="list" aria-label={t('history')} style={{ marginTop: 12 }}>
        {!items.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
        {items.map((item) => {
          const m = fromHistory(item);
          return (
            <div key={item.id} role="listitem" className="chat-history-item">
              <Typography.Text type={m.userId === myId ? 'success' : undefined}>
                {m.userId === myId ? t('me') : peer.realName || peer.account}
              </Typography.Text>{' '}
              <span className="chat-time">{formatTime(m.dateTime)}</span>
              <div>
                <MessageContent type={m.messageType} content={m.message} />
              </div>
            </div>
          );
        })}
      </div>
      {hasMore ? (
        <Button block style={{ marginTop: 8 }} onClick={() => load(page + 1, keyword)}>
          {t('loadMore')}
        </Button>
      ) : (
        items.length > 0 && <Typography.Text type="secondary">{t('noMore')}</Typography.Text>
      )}
    </Drawer>
  );
}
