import { Drawer, Table, Tag, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../shared/ui/use-paged-query.ts';
import { formatTime } from '../../../shared/utils/format-time.ts';
import type { TInterfaceLogItem } from '@app/contracts';
import { useInterfaceLog } from '../api.ts';
import { DATA_INTERFACE_NS } from '../data-interface-i18n.ts';

/** The interface whose calls are shown. */
export interface TLogTarget {
  id: string;
  name: string;
}

/** An interface's call log: time, duration, caller, IP, device, rows and outcome, paged on the server. */
export function CallLogDrawer({
  target,
  onClose,
}: {
  target: TLogTarget | null;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(DATA_INTERFACE_NS);
  const { t: tr } = useTranslation();
  const [page, setPage] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const log = useInterfaceLog(target?.id, page.currentPage, page.pageSize);
  return (
    <Drawer
      open={target !== null}
      title={target ? t('logTitle', { name: target.name }) : ''}
      size={900}
      onClose={onClose}
      destroyOnHidden
      afterOpenChange={(isOpen) => !isOpen && setPage({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE })}
    >
      <Table<TInterfaceLogItem>
        size="small"
        rowKey="id"
        loading={log.isFetching}
        dataSource={log.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'time', title: t('invokTime'), width: 150, render: (_, r) => formatTime(r.invokTime) },
          { key: 'duration', title: t('duration'), dataIndex: 'invokWasteTime', width: 100 },
          { key: 'caller', title: t('caller'), dataIndex: 'userName', width: 140 },
          { key: 'ip', title: t('ip'), dataIndex: 'invokIp', width: 120 },
          { key: 'device', title: t('device'), dataIndex: 'invokDevice', ellipsis: true },
          { key: 'rows', title: t('rowCount'), dataIndex: 'rowCount', width: 70 },
          {
            key: 'ok',
            title: t('result'),
            width: 80,
            render: (_, r) =>
              r.isOk === 1 ? (
                <Tag color="success">{t('ok')}</Tag>
              ) : (
                <Tooltip title={r.errorMessage}>
                  <Tag color="error">{t('failed')}</Tag>
                </Tooltip>
              ),
          },
        ]}
        pagination={{
          current: page.currentPage,
          pageSize: page.pageSize,
          total: log.data?.pagination.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => tr('ui.total', { total }),
          onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
        }}
      />
    </Drawer>
  );
}
