import { PlusOutlined } from '@ant-design/icons';
import { Form, Tag } from 'antd';
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
import { useDictOptions } from '../../dictionary/api.ts';
import {
  CATEGORY_DICTIONARY,
  fetchInterfacePage,
  interfaceKeys,
  useInterfaceMutations,
  type TDataInterfaceFilters,
  type TDataInterfaceItem,
} from '../api.ts';
import { CallLogDrawer, type TLogTarget } from '../components/call-log-drawer.tsx';
import { DataInterfaceDialog } from '../components/data-interface-dialog.tsx';
import { CategorySelect } from '../components/interface-form-fields.tsx';
import { DATA_INTERFACE_NS } from '../data-interface-i18n.ts';

function useInterfaceColumns(open: { edit: (id: string) => void; log: (t: TLogTarget) => void }): TListColumn<TDataInterfaceItem>[] {
  const { t } = useTranslation(DATA_INTERFACE_NS);
  const { remove, toggle } = useInterfaceMutations();
  const confirmDelete = useDeleteConfirm();
  const categories = useDictOptions(CATEGORY_DICTIONARY);
  const categoryName = (id: string) => categories.data?.find((c) => c.id === id)?.fullName ?? '';
  return [
    { title: t('fullName'), dataIndex: 'fullName', width: 180 },
    { title: t('enCode'), dataIndex: 'enCode', width: 140 },
    { title: t('category'), dataIndex: 'categoryId', width: 120, render: (v: string) => categoryName(v) },
    { title: t('dataType'), dataIndex: 'dataType', width: 100, render: (v: number) => <Tag>{t(`dataTypes.${v}`)}</Tag> },
    { title: t('checkType'), dataIndex: 'checkType', width: 110, render: (v: number) => t(`checkTypes.${v}`) },
    {
      title: t('status'),
      dataIndex: 'enabledMark',
      width: 100,
      render: (_: number, r) => (
        <EnabledSwitch isOn={r.enabledMark === 1} name={r.fullName} onToggle={() => toggle.mutateAsync(r.id)} />
      ),
    },
    { title: t('creatorUser'), dataIndex: 'creatorUser', width: 140 },
    { title: t('creatorTime'), dataIndex: 'creatorTime', width: 150, render: (v: number) => formatTime(v) },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      width: 230,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            { key: 'edit', label: buttonLabel('btn_edit'), permission: 'btn_edit', onClick: () => open.edit(r.id) },
            {
              key: 'remove',
              label: buttonLabel('btn_remove'),
              permission: 'btn_remove',
              isDanger: true,
              onClick: () => confirmDelete(() => remove.mutateAsync(r.id)),
            },
            { key: 'log', label: t('log'), permission: 'btn_detail', onClick: () => open.log({ id: r.id, name: r.fullName }) },
          ]}
        />
      ),
    },
  ];
}

/** Data interfaces (`systemData/dataInterface`): paged list filtered by category and keyword; edit with preview; call log. */
export function DataInterfacePage(): ReactNode {
  const { t } = useTranslation(DATA_INTERFACE_NS);
  const list = usePagedQuery<TDataInterfaceItem, TDataInterfaceFilters>(interfaceKeys.page, fetchInterfacePage, {});
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [log, setLog] = useState<TLogTarget | null>(null);
  const columns = useGuardedColumns(useInterfaceColumns({ edit: (id) => setEditing({ id }), log: setLog }));
  return (
    <>
      <ListPage<TDataInterfaceItem>
        rowKey="id"
        columns={columns}
        query={list.query}
        page={list.params}
        onPageChange={list.setPage}
        searchBar={
          <KeywordSearchBar onSearch={(keyword, v) => list.search({ keyword, categoryId: (v.categoryId as string | undefined) || undefined })}>
            <Form.Item name="categoryId">
              <CategorySelect placeholder={t('allCategories')} allowClear />
            </Form.Item>
          </KeywordSearchBar>
        }
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
      <DataInterfaceDialog
        open={editing !== null}
        id={editing?.id}
        categoryId={list.params.categoryId}
        onClose={() => setEditing(null)}
      />
      <CallLogDrawer target={log} onClose={() => setLog(null)} />
    </>
  );
}
