import type { TDataInterfaceItem } from '@app/contracts';
import { Form, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../shared/ui/list-page.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { formatTime } from '../../../shared/utils/format-time.ts';
import { KeywordListPage } from '../../../shared/ui/keyword-list-page.tsx';
import { useEditTarget } from '../../../shared/ui/use-edit-target.ts';
import { actionsColumn, statusColumn, useEditRemoveActions } from '../../../shared/ui/record-columns.tsx';
import { useDictOptions } from '../../dictionary/api.ts';
import {
  CATEGORY_DICTIONARY,
  fetchInterfacePage,
  interfaceKeys,
  useInterfaceMutations,
  type TDataInterfaceFilters,
} from '../api.ts';
import { CallLogDrawer, type TLogTarget } from '../components/call-log-drawer.tsx';
import { DataInterfaceDialog } from '../components/data-interface-dialog.tsx';
import { CategorySelect } from '../components/interface-form-fields.tsx';
import { DATA_INTERFACE_NS } from '../data-interface-i18n.ts';

function useInterfaceColumns(open: {
  edit: (id: string) => void;
  log: (t: TLogTarget) => void;
}): TListColumn<TDataInterfaceItem>[] {
  const { t } = useTranslation(DATA_INTERFACE_NS);
  const { remove, toggle } = useInterfaceMutations();
  const editRemove = useEditRemoveActions(remove.mutateAsync);
  const categories = useDictOptions(CATEGORY_DICTIONARY);
  const categoryName = (id: string) => categories.data?.find((c) => c.id === id)?.fullName ?? '';
  return [
    { title: t('fullName'), dataIndex: 'fullName', width: 180 },
    { title: t('enCode'), dataIndex: 'enCode', width: 140 },
    { title: t('category'), dataIndex: 'categoryId', width: 120, render: (v: string) => categoryName(v) },
    {
      title: t('dataType'),
      dataIndex: 'dataType',
      width: 100,
      render: (v: number) => <Tag>{t(`dataTypes.${v}`)}</Tag>,
    },
    {
      title: t('checkType'),
      dataIndex: 'checkType',
      width: 110,
      render: (v: number) => t(`checkTypes.${v}`),
    },
    statusColumn(t('status'), toggle.mutateAsync),
    { title: t('creatorUser'), dataIndex: 'creatorUser', width: 140, isHiddenByDefault: true },
    { title: t('creatorTime'), dataIndex: 'creatorTime', width: 150, render: (v: number) => formatTime(v) },
    actionsColumn(t('actions'), 200, (r) => [
      ...editRemove(r.id, () => open.edit(r.id)),
      {
        key: 'log',
        label: t('log'),
        permission: 'btn_detail',
        onClick: () => open.log({ id: r.id, name: r.fullName }),
      },
    ]),
  ];
}

/** Data interfaces (`systemData/dataInterface`): paged list filtered by category and keyword; edit with preview; call log. */
export function DataInterfacePage(): ReactNode {
  const { t } = useTranslation(DATA_INTERFACE_NS);
  const list = usePagedQuery<TDataInterfaceItem, TDataInterfaceFilters>(
    interfaceKeys.page,
    fetchInterfacePage,
    {},
  );
  const editing = useEditTarget<{ categoryId?: string }>();
  const [log, setLog] = useState<TLogTarget | null>(null);
  const columns = useInterfaceColumns({ edit: (id) => editing.open({ id }), log: setLog });
  return (
    <KeywordListPage
      list={list}
      columns={columns}
      onSearch={(keyword, v) =>
        list.search({ keyword, categoryId: (v.categoryId as string | undefined) || undefined })
      }
      editing={editing}
      editDialog={DataInterfaceDialog}
      onAdd={() => editing.open({ categoryId: list.params.categoryId })}
      searchFields={
        <Form.Item name="categoryId">
          <CategorySelect placeholder={t('allCategories')} allowClear />
        </Form.Item>
      }
    >
      <CallLogDrawer target={log} onClose={() => setLog(null)} />
    </KeywordListPage>
  );
}
