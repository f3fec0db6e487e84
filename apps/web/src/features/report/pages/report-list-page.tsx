import type { TReportInfo } from '@app/contracts';
import { Form, Select, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordListPage } from '../../../shared/ui/keyword-list-page.tsx';
import type { TListColumn } from '../../../shared/ui/list-page.tsx';
import { actionsColumn, useEditRemoveActions } from '../../../shared/ui/record-columns.tsx';
import { useEditTarget } from '../../../shared/ui/use-edit-target.ts';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { useDictOptions } from '../../dictionary/api.ts';
import {
  REPORT_CATEGORY_DICTIONARY,
  fetchReportPage,
  reportKeys,
  useReportMutations,
  type TReportFilters,
} from '../api.ts';
import { ReportDesigner } from '../components/report-designer.tsx';
import { REPORT_NS } from '../report-i18n.ts';

function useReportColumns(edit: (id: string) => void): TListColumn<TReportInfo>[] {
  const { t } = useTranslation(REPORT_NS);
  const { remove, copy } = useReportMutations();
  const editRemove = useEditRemoveActions(remove.mutateAsync);
  const categories = useDictOptions(REPORT_CATEGORY_DICTIONARY);
  const categoryName = (id: string) => categories.data?.find((c) => c.id === id)?.fullName ?? '';
  return [
    { title: t('fullName'), dataIndex: 'fullName', width: 180 },
    { title: t('enCode'), dataIndex: 'enCode', width: 140 },
    { title: t('category'), dataIndex: 'category', width: 120, render: (v: string) => categoryName(v) },
    {
      title: t('sourceType'),
      dataIndex: 'sourceType',
      width: 110,
      render: (v: number) => <Tag>{t(`sourceTypes.${v}`)}</Tag>,
    },
    {
      title: t('status'),
      dataIndex: 'state',
      width: 90,
      render: (v: number) =>
        v === 1 ? <Tag color="success">{t('enabled')}</Tag> : <Tag>{t('disabled')}</Tag>,
    },
    { title: t('creatorUser'), dataIndex: 'creatorUser', width: 140, isHiddenByDefault: true },
    { title: t('creatorTime'), dataIndex: 'creatorTime', width: 150, render: (v: number) => formatTime(v) },
    actionsColumn(t('actions'), 200, (r) => [
      ...editRemove(r.id, () => edit(r.id)),
      { key: 'copy', label: t('copy'), permission: 'btn_add', onClick: () => void copy.mutateAsync(r.id) },
    ]),
  ];
}

/** 在线开发 › 数据报表 (`onlineDev/dataReport`): reports by category and keyword; the designer; copy and delete. */
export function ReportListPage(): ReactNode {
  const { t } = useTranslation(REPORT_NS);
  const list = usePagedQuery<TReportInfo, TReportFilters>(reportKeys.page, fetchReportPage, {});
  const editing = useEditTarget();
  const categories = useDictOptions(REPORT_CATEGORY_DICTIONARY);
  const columns = useReportColumns((id) => editing.open({ id }));
  return (
    <KeywordListPage
      list={list}
      columns={columns}
      onSearch={(keyword, v) =>
        list.search({ keyword, category: (v.category as string | undefined) || undefined })
      }
      editing={editing}
      editDialog={ReportDesigner}
      searchFields={
        <Form.Item name="category">
          <Select
            aria-label={t('category')}
            placeholder={t('allCategories')}
            allowClear
            style={{ width: 160 }}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.fullName }))}
          />
        </Form.Item>
      }
    />
  );
}
