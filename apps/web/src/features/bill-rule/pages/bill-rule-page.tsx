import { PlusOutlined } from '@ant-design/icons';
import type { TBillRuleItem } from '@app/contracts';
import { App, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type TListColumn } from '../../../shared/ui/list-page.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { useGuardedColumns } from '../../organize/common/column-guard.ts';
import { formatTime } from '../../organize/common/format.ts';
import { KeywordSearchBar } from '../../organize/common/keyword-search-bar.tsx';
import {
  EnabledSwitch,
  RowActions,
  buttonLabel,
  useDeleteConfirm,
} from '../../organize/common/use-row-actions.tsx';
import { billRuleKeys, fetchBillRulePage, useBillRuleMutations } from '../api.ts';
import { BILL_RULE_NS } from '../bill-rule-i18n.ts';
import { BillRuleDialog } from '../components/bill-rule-dialog.tsx';

function useBillRuleColumns(edit: (id: string) => void): TListColumn<TBillRuleItem>[] {
  const { t } = useTranslation(BILL_RULE_NS);
  const { modal } = App.useApp();
  const { remove, toggle, getNumber } = useBillRuleMutations();
  const confirmDelete = useDeleteConfirm();
  const showNext = async (r: TBillRuleItem): Promise<void> => {
    const number = await getNumber.mutateAsync(r.id);
    modal.success({ title: r.fullName, content: t('gotNumber', { number }), okText: t('confirm') });
  };
  return [
    { title: t('fullName'), dataIndex: 'fullName', width: 160 },
    { title: t('enCode'), dataIndex: 'enCode', width: 140 },
    { title: t('prefix'), dataIndex: 'prefix', width: 90 },
    {
      title: t('dateFormat'),
      dataIndex: 'dateFormat',
      width: 100,
      render: (v: string) => t(`dateFormats.${v}`),
    },
    { title: t('digit'), dataIndex: 'digit', width: 80 },
    { title: t('startNumber'), dataIndex: 'startNumber', width: 90 },
    {
      title: t('example'),
      dataIndex: 'example',
      width: 180,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    { title: t('outputNumber'), dataIndex: 'outputNumber', width: 180 },
    {
      title: t('status'),
      dataIndex: 'enabledMark',
      width: 100,
      render: (_: number, r) => (
        <EnabledSwitch
          isOn={r.enabledMark === 1}
          name={r.fullName}
          onToggle={() => toggle.mutateAsync(r.id)}
        />
      ),
    },
    { title: t('creatorTime'), dataIndex: 'creatorTime', width: 150, render: (v: number) => formatTime(v) },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      width: 200,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              label: buttonLabel('btn_edit'),
              permission: 'btn_edit',
              onClick: () => edit(r.id),
            },
            {
              key: 'remove',
              label: buttonLabel('btn_remove'),
              permission: 'btn_remove',
              isDanger: true,
              onClick: () => confirmDelete(() => remove.mutateAsync(r.id)),
            },
            {
              key: 'number',
              label: t('getNumber'),
              permission: 'btn_detail',
              onClick: () => void showNext(r).catch(() => undefined),
            },
          ]}
        />
      ),
    },
  ];
}

/** Bill rules (`system/billRule`): paged list; edit with a live example; hand out the next number. */
export function BillRulePage(): ReactNode {
  const list = usePagedQuery<TBillRuleItem, { keyword?: string }>(billRuleKeys.page, fetchBillRulePage, {});
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const columns = useGuardedColumns(useBillRuleColumns((id) => setEditing({ id })));
  return (
    <>
      <ListPage<TBillRuleItem>
        rowKey="id"
        columns={columns}
        query={list.query}
        page={list.params}
        onPageChange={list.setPage}
        searchBar={<KeywordSearchBar onSearch={(keyword) => list.search({ keyword })} />}
        toolbar={[
          {
            key: 'add',
            label: buttonLabel('btn_add'),
            permission: 'btn_add',
            icon: <PlusOutlined />,
            isPrimary: true,
            onClick: () => setEditing({}),
          },
        ]}
      />
      <BillRuleDialog open={editing !== null} id={editing?.id} onClose={() => setEditing(null)} />
    </>
  );
}
