import type { TBillRuleItem } from '@app/contracts';
import { App, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../shared/ui/list-page.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { KeywordListPage } from '../../../shared/ui/keyword-list-page.tsx';
import { useEditTarget } from '../../../shared/ui/use-edit-target.ts';
import { actionsColumn, statusColumn, useEditRemoveActions } from '../../../shared/ui/record-columns.tsx';
import { billRuleKeys, fetchBillRulePage, useBillRuleMutations } from '../api.ts';
import { BILL_RULE_NS } from '../bill-rule-i18n.ts';
import { BillRuleDialog } from '../components/bill-rule-dialog.tsx';

function useBillRuleColumns(edit: (id: string) => void): TListColumn<TBillRuleItem>[] {
  const { t } = useTranslation(BILL_RULE_NS);
  const { modal } = App.useApp();
  const { remove, toggle, getNumber } = useBillRuleMutations();
  const editRemove = useEditRemoveActions(remove.mutateAsync);
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
      isHiddenByDefault: true,
      render: (v: string) => t(`dateFormats.${v}`),
    },
    { title: t('digit'), dataIndex: 'digit', width: 80, isHiddenByDefault: true },
    { title: t('startNumber'), dataIndex: 'startNumber', width: 90, isHiddenByDefault: true },
    {
      title: t('example'),
      dataIndex: 'example',
      width: 180,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    { title: t('outputNumber'), dataIndex: 'outputNumber', width: 180 },
    statusColumn(t('status'), toggle.mutateAsync),
    {
      title: t('creatorTime'),
      dataIndex: 'creatorTime',
      width: 150,
      isHiddenByDefault: true,
      render: (v: number) => formatTime(v),
    },
    actionsColumn(t('actions'), 200, (r) => [
      ...editRemove(r.id, () => edit(r.id)),
      {
        key: 'number',
        label: t('getNumber'),
        permission: 'btn_detail',
        onClick: () => void showNext(r).catch(() => undefined),
      },
    ]),
  ];
}

/** Bill rules (`system/billRule`): paged list; edit with a live example; hand out the next number. */
export function BillRulePage(): ReactNode {
  const list = usePagedQuery<TBillRuleItem, { keyword?: string }>(billRuleKeys.page, fetchBillRulePage, {});
  const editing = useEditTarget();
  const columns = useBillRuleColumns((id) => editing.open({ id }));
  return <KeywordListPage list={list} columns={columns} editing={editing} editDialog={BillRuleDialog} />;
}
