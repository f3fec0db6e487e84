import type { TReceiveItem } from '@app/contracts';
import { Badge, Button, Input, Select, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageDetailDialog } from '../../notification/components/message-detail-dialog.tsx';
import { fetchMessagePage, messageKeys, useMarkReadLocally } from '../../notification/api.ts';
import { ListPage, type TListColumn } from '../../../shared/ui/list-page.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { translateRoute } from '../../../shared/utils/route-label.ts';
import { formatTime } from '../../../shared/utils/format-time.ts';

interface TFilters {
  keyword?: string;
  type?: string;
}

function SearchBar({
  onSearch,
  onReset,
}: {
  onSearch: (f: TFilters) => void;
  onReset: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<string | undefined>(undefined);
  return (
    <Space wrap>
      <Input
        aria-label={t('messageRecord.keyword')}
        placeholder={t('messageRecord.keyword')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onPressEnter={() => onSearch({ keyword, type })}
        allowClear
        style={{ width: 220 }}
      />
      <Select
        aria-label={t('messageRecord.type')}
        placeholder={t('messageRecord.type')}
        value={type}
        onChange={setType}
        allowClear
        style={{ width: 140 }}
        options={[
          { value: '1', label: t('messageRecord.types.notice') },
          { value: '2', label: t('messageRecord.types.flow') },
        ]}
      />
      <Button type="primary" onClick={() => onSearch({ keyword, type })}>
        {t('ui.search')}
      </Button>
      <Button
        onClick={() => {
          setKeyword('');
          setType(undefined);
          onReset();
        }}
      >
        {t('ui.reset')}
      </Button>
    </Space>
  );
}

/** 消息中心: every received message, searchable and paged; a row opens 查看消息. */
export function MessageRecordPage(): ReactNode {
  const { t } = useTranslation();
  const title = translateRoute('messageRecord');
  usePageTitle(title);
  const [detailId, setDetailId] = useState<string | null>(null);
  const markRead = useMarkReadLocally();
  const paged = usePagedQuery<TReceiveItem, TFilters>([...messageKeys.all, 'page'], fetchMessagePage, {});
  const columns: TListColumn<TReceiveItem>[] = [
    {
      key: 'title',
      title: t('messageRecord.titleCol'),
      render: (_, m) => (
        <Typography.Link
          onClick={() => {
            markRead(m.id);
            setDetailId(m.id);
          }}
        >
          {m.title}
        </Typography.Link>
      ),
    },
    {
      key: 'type',
      title: t('messageRecord.type'),
      width: 100,
      render: (_, m) => t(String(m.type) === '2' ? 'messageRecord.types.flow' : 'messageRecord.types.notice'),
    },
    { key: 'creatorUser', dataIndex: 'creatorUser', title: t('messageRecord.creator'), width: 140 },
    {
      key: 'time',
      title: t('messageRecord.time'),
      width: 170,
      render: (_, m) => formatTime(m.lastModifyTime),
    },
    {
      key: 'isRead',
      title: t('messageRecord.status'),
      width: 100,
      render: (_, m) =>
        m.isRead === '1' ? (
          <Badge status="default" text={t('messageRecord.read')} />
        ) : (
          <Badge status="processing" text={t('messageRecord.unread')} />
        ),
    },
  ];
  return (
    <>
      <ListPage<TReceiveItem>
        title={title}
        rowKey="id"
        columns={columns}
        query={paged.query}
        page={paged.params}
        onPageChange={paged.setPage}
        searchBar={<SearchBar onSearch={paged.search} onReset={paged.reset} />}
        emptyText={t('notice.unavailable')}
      />
      <MessageDetailDialog id={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
