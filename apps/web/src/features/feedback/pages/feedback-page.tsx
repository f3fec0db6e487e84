import type { TFeedbackItem } from '@app/contracts';
import { Form, Select, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { ListPage, type TListColumn } from '../../../shared/ui/list-page.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { KeywordSearchBar } from '../../../shared/ui/keyword-search-bar.tsx';
import { RowActions } from '../../../shared/ui/use-row-actions.tsx';
import { feedbackKeys, fetchFeedbackPage, useMarkHandled, type TFeedbackFilters } from '../api.ts';
import { FEEDBACK_NS } from '../feedback-i18n.ts';

function useFeedbackColumns(): TListColumn<TFeedbackItem>[] {
  const { t } = useTranslation(FEEDBACK_NS);
  const mark = useMarkHandled();
  return [
    {
      title: t('content'),
      dataIndex: 'content',
      width: 360,
      render: (v: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: 'collapsible' }} style={{ margin: 0 }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    { title: t('writer'), dataIndex: 'userName', width: 160 },
    { title: t('contact'), dataIndex: 'contact', width: 140 },
    { title: t('sentAt'), dataIndex: 'creatorTime', width: 150, render: (v: number) => formatTime(v) },
    {
      title: t('state'),
      dataIndex: 'state',
      width: 90,
      render: (v: number) => <Tag color={v === 1 ? 'success' : 'processing'}>{t(`states.${v}`)}</Tag>,
    },
    { title: t('pagePath'), dataIndex: 'pagePath', width: 160, ellipsis: true, isHiddenByDefault: true },
    { title: t('handler'), dataIndex: 'handledUser', width: 140, isHiddenByDefault: true },
    {
      title: t('handledAt'),
      dataIndex: 'handledTime',
      width: 150,
      isHiddenByDefault: true,
      render: (v: number | null) => formatTime(v),
    },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      width: 120,
      render: (_: unknown, r) =>
        r.state === 1 ? null : (
          <RowActions
            actions={[
              {
                key: 'handle',
                label: t('markHandled'),
                permission: 'btn_edit',
                onClick: () => void mark.mutateAsync(r.id).then(() => toastSuccess(t('handled'))),
              },
            ]}
          />
        ),
    },
  ];
}

/** 意见反馈 (`system/feedback`): what users sent from the navbar, newest first; marked handled with 编辑. */
export function FeedbackPage(): ReactNode {
  const { t } = useTranslation(FEEDBACK_NS);
  const list = usePagedQuery<TFeedbackItem, TFeedbackFilters>(feedbackKeys.page, fetchFeedbackPage, {});
  return (
    <ListPage<TFeedbackItem>
      rowKey="id"
      columns={useFeedbackColumns()}
      query={list.query}
      page={list.params}
      onPageChange={list.setPage}
      searchBar={
        <KeywordSearchBar
          onSearch={(keyword, v) =>
            list.search({ keyword, state: v.state === undefined ? undefined : Number(v.state) })
          }
        >
          <Form.Item name="state">
            <Select
              allowClear
              aria-label={t('state')}
              placeholder={t('allStates')}
              style={{ width: 130 }}
              options={[0, 1].map((s) => ({ value: s, label: t(`states.${s}`) }))}
            />
          </Form.Item>
        </KeywordSearchBar>
      }
    />
  );
}
