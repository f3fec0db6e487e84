import type { TLogItem } from '@app/contracts';
import { DatePicker, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { DeleteOutlined } from '@ant-design/icons';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type TListColumn } from '../../../shared/ui/list-page.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { KeywordSearchBar } from '../../../shared/ui/keyword-search-bar.tsx';
import { RowActions, buttonLabel, useDeleteConfirm } from '../../../shared/ui/use-row-actions.tsx';
import { fetchLogPage, logKeys, useDeleteLogs, type TLogCategory, type TLogFilters } from '../api.ts';
import { LOG_NS } from '../log-i18n.ts';
import { logColumnsOf } from './log-columns.tsx';
import { LogDetailView } from './log-detail.tsx';

function filtersOf(keyword: string | undefined, values: Record<string, unknown>): TLogFilters {
  const range = values.range as [Dayjs | null, Dayjs | null] | undefined;
  return { keyword, startTime: range?.[0]?.valueOf(), endTime: range?.[1]?.valueOf() };
}

/** One log category: keyword and date range, the paged list, detail and delete per row or for the checked rows. */
export function LogTable({ category }: { category: TLogCategory }): ReactNode {
  const { t, i18n } = useTranslation(LOG_NS);
  const list = usePagedQuery<TLogItem, TLogFilters>(
    logKeys.page(category, i18n.language),
    (p) => fetchLogPage(category, p),
    {},
  );
  const remove = useDeleteLogs();
  const confirmDelete = useDeleteConfirm();
  const [detail, setDetail] = useState<string | null>(null);
  const [checked, setChecked] = useState<Key[]>([]);
  const columns: TListColumn<TLogItem>[] = [
    ...logColumnsOf(category, t),
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      width: 130,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            { key: 'detail', label: buttonLabel('btn_detail'), onClick: () => setDetail(r.id) },
            {
              key: 'remove',
              label: buttonLabel('btn_remove'),
              permission: 'btn_remove',
              isDanger: true,
              onClick: () => confirmDelete(() => remove.mutateAsync([r.id])),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <ListPage<TLogItem>
        rowKey="id"
        columns={columns}
        query={list.query}
        page={list.params}
        onPageChange={list.setPage}
        selection={{ keys: checked, onChange: setChecked }}
        toolbar={[
          {
            key: 'batchRemove',
            label: t('batchRemove', { count: checked.length }),
            icon: <DeleteOutlined />,
            permission: 'btn_remove',
            isDanger: true,
            isDisabled: !checked.length,
            onClick: () =>
              confirmDelete(() => remove.mutateAsync(checked.map(String)).then(() => setChecked([]))),
          },
        ]}
        searchBar={
          <KeywordSearchBar onSearch={(keyword, values) => list.search(filtersOf(keyword, values))}>
            <Form.Item name="range">
              <DatePicker.RangePicker
                aria-label={t('dateRange')}
                placeholder={[t('startDate'), t('endDate')]}
              />
            </Form.Item>
          </KeywordSearchBar>
        }
      />
      <Modal
        open={Boolean(detail)}
        title={t('detailTitle')}
        footer={null}
        width={720}
        onCancel={() => setDetail(null)}
      >
        {detail && <LogDetailView id={detail} />}
      </Modal>
    </>
  );
}
