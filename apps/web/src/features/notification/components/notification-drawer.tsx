import { App, Badge, Button, Drawer, Empty, List, Spin, Typography } from 'antd';
import { useState, type ReactNode, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TReceiveItem } from '@app/contracts';
import { taskDetailPath, taskOfMessage } from '../../workflow/task/index.ts';
import { readAllMessages, readMessage, useMarkReadLocally, useMessageFeed } from '../api.ts';
import { useNoticeStore } from '../notice-store.ts';
import { MessageDetailDialog } from './message-detail-dialog.tsx';
import { formatTime } from '../../../shared/utils/format-time.ts';

/** Next page when the list is scrolled within this distance of its bottom (spec §9). */
export const LOAD_MORE_DISTANCE = 200;

function MessageRow({
  item,
  onOpen,
}: {
  item: TReceiveItem;
  onOpen: (item: TReceiveItem) => void;
}): ReactNode {
  return (
    <List.Item className="message-row" onClick={() => onOpen(item)}>
      <button type="button" className="message-row-button">
        <Badge dot={item.isRead !== '1'} offset={[4, 0]}>
          <Typography.Text strong ellipsis style={{ maxWidth: 220 }}>
            {item.title}
          </Typography.Text>
        </Badge>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {item.creatorUser} · {formatTime(item.lastModifyTime)}
        </Typography.Text>
      </button>
    </List.Item>
  );
}

/** 站内消息 (280 px): unread dot, title, creator, time; 全部已读, 消息中心, detail, paging on scroll. */
export function NotificationDrawer({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const feed = useMessageFeed(open);
  const markRead = useMarkReadLocally();
  const [detailId, setDetailId] = useState<string | null>(null);
  const items = feed.data?.pages.flatMap((p) => p.list) ?? [];

  const onScroll = (e: UIEvent<HTMLDivElement>): void => {
    const el = e.currentTarget;
    const isNearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < LOAD_MORE_DISTANCE;
    if (isNearBottom && feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
  };
  const onOpen = (item: TReceiveItem): void => {
    if (item.isRead !== '1') useNoticeStore.getState().decrement();
    markRead(item.id);
    // An approval message opens its task (and is read there); anything else opens the message.
    const task = taskOfMessage(item.bodyText);
    if (!task) {
      setDetailId(item.id);
      return;
    }
    readMessage(item.id).catch(() => null);
    onClose();
    void navigate(taskDetailPath(task));
  };
  const onReadAll = (): void => {
    modal.confirm({
      title: t('common.tip'),
      content: t('notice.readAllConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await readAllMessages();
        markRead(null);
        useNoticeStore.getState().setUnread(0);
      },
    });
  };
  const footer = (
    <div className="drawer-actions">
      <Button onClick={onReadAll} disabled={items.length === 0}>
        {t('notice.readAll')}
      </Button>
      <Button
        type="primary"
        onClick={() => {
          onClose();
          void navigate('/messageRecord');
        }}
      >
        {t('notice.center')}
      </Button>
    </div>
  );
  return (
    <Drawer title={t('notice.title')} size={280} open={open} onClose={onClose} footer={footer}>
      <div className="message-scroll" onScroll={onScroll}>
        {feed.isLoading ? (
          <Spin style={{ display: 'block', margin: 24 }} />
        ) : items.length === 0 ? (
          <Empty description={feed.isError ? t('notice.unavailable') : t('notice.empty')} />
        ) : (
          <List dataSource={items} renderItem={(item) => <MessageRow item={item} onOpen={onOpen} />} />
        )}
        {feed.isFetchingNextPage && <Spin style={{ display: 'block', margin: 12 }} />}
      </div>
      <MessageDetailDialog id={detailId} onClose={() => setDetailId(null)} />
    </Drawer>
  );
}
