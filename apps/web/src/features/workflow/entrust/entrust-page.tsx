import type { TFlowDelegateItem } from '@app/contracts';
import { DatePicker, Form, Input, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { EditDialog } from '../../../shared/ui/edit-dialog.tsx';
import { KeywordSearchBar } from '../../../shared/ui/keyword-search-bar.tsx';
import { ListPage, type TListColumn } from '../../../shared/ui/list-page.tsx';
import { addButton, useEditRemoveActions } from '../../../shared/ui/record-columns.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { RowActions } from '../../../shared/ui/use-row-actions.tsx';
import { UserSelect } from '../../../shared/ui/user-select.tsx';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { dailyKeys, fetchDelegatePage, useDelegateMutations, useFilterFlows } from '../lists/api.ts';
import { DAILY_NS } from '../lists/daily-i18n.ts';
import { entrustState } from '../lists/flow-labels.ts';
import { entrustBody, type TEntrustValues } from './entrust-logic.ts';

/** The create/edit dialog of one entrust: flow, delegate (never oneself), window and description. */
function EntrustDialog(props: { target: TFlowDelegateItem | 'new' | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation(DAILY_NS);
  const me = useAuthStore((s) => s.userInfo?.userId);
  const flows = useFilterFlows();
  const { save } = useDelegateMutations();
  const row = props.target === 'new' ? null : props.target;
  // Stable while the dialog is open: the dialog fills its form again whenever these change.
  const initial = useMemo<Partial<TEntrustValues> | undefined>(
    () =>
      row
        ? {
            flowId: row.flowId,
            toUserId: row.toUserId,
            window: [dayjs(row.startTime), dayjs(row.endTime)],
            description: row.description ?? undefined,
          }
        : undefined,
    [row],
  );
  const options = (flows.data ?? []).map((g) => ({
    label: g.fullName,
    title: g.fullName,
    options: g.children.map((f) => ({ value: f.id, label: f.fullName })),
  }));
  return (
    <EditDialog<TEntrustValues>
      open={props.target !== null}
      title={row ? t('editEntrust') : t('createEntrust')}
      initialValues={initial}
      onSubmit={(v) => save.mutateAsync({ id: row?.id, body: entrustBody(v, flows.data ?? []) })}
      onClose={props.onClose}
    >
      {() => (
        <>
          <Form.Item
            name="flowId"
            label={t('entrustFlow')}
            rules={[{ required: true, message: t('pickFlow') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t('entrustFlow')}
              options={options}
            />
          </Form.Item>
          <Form.Item
            name="toUserId"
            label={t('toUser')}
            rules={[
              { required: true, message: t('required', { label: t('toUser') }) },
              {
                validator: async (_, v) =>
                  v && v === me ? Promise.reject(new Error(t('notSelf'))) : undefined,
              },
            ]}
          >
            <UserSelect label={t('toUser')} />
          </Form.Item>
          <Form.Item
            name="window"
            label={`${t('entrustStart')} ~ ${t('entrustEnd')}`}
            rules={[
              { required: true, message: t('required', { label: t('entrustStart') }) },
              {
                validator: async (_, v?: [Dayjs, Dayjs]) =>
                  v && !v[1].isAfter(v[0]) ? Promise.reject(new Error(t('endAfterStart'))) : undefined,
              },
            ]}
          >
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              aria-label={t('entrustStart')}
              placeholder={[t('entrustStart'), t('entrustEnd')]}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="description" label={t('description')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={3} aria-label={t('description')} />
          </Form.Item>
        </>
      )}
    </EditDialog>
  );
}

/** The entrust list's columns; `now` (when the rows were read) decides each row's state. */
function useColumns(edit: (row: TFlowDelegateItem) => void, now: number): TListColumn<TFlowDelegateItem>[] {
  const { t } = useTranslation(DAILY_NS);
  const { remove } = useDelegateMutations();
  const rowActions = useEditRemoveActions((id) => remove.mutateAsync(id));
  return [
    { key: 'flowName', title: t('entrustFlow'), dataIndex: 'flowName', width: 180 },
    { key: 'toUserName', title: t('toUser'), dataIndex: 'toUserName', width: 160 },
    { key: 'startTime', title: t('entrustStart'), width: 150, render: (_, r) => formatTime(r.startTime) },
    { key: 'endTime', title: t('entrustEnd'), width: 150, render: (_, r) => formatTime(r.endTime) },
    {
      key: 'state',
      title: t('entrustState'),
      width: 100,
      render: (_, r) => {
        const s = entrustState(r, now);
        return <Tag color={s.color}>{t(s.key)}</Tag>;
      },
    },
    { key: 'description', title: t('description'), dataIndex: 'description', ellipsis: true },
    {
      key: 'actions',
      title: t('actions'),
      width: 130,
      fixed: 'right',
      render: (_, r) => <RowActions actions={rowActions(r.id, () => edit(r))} />,
    },
  ];
}

/** 工作流程 › 流程委托: the caller's entrusts per flow with their time windows; create, edit, delete. */
export function EntrustPage(): ReactNode {
  const [target, setTarget] = useState<TFlowDelegateItem | 'new' | null>(null);
  const list = usePagedQuery<TFlowDelegateItem, { keyword?: string }>(
    dailyKeys.delegates,
    fetchDelegatePage,
    {},
  );
  return (
    <>
      <ListPage<TFlowDelegateItem>
        rowKey="id"
        columns={useColumns(setTarget, list.query.dataUpdatedAt)}
        query={list.query}
        page={list.params}
        onPageChange={list.setPage}
        searchBar={<KeywordSearchBar onSearch={(keyword) => list.search({ keyword })} />}
        toolbar={[addButton(() => setTarget('new'))]}
      />
      <EntrustDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
