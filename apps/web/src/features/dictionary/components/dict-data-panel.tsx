import { PlusOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type TListColumn } from '../../../shared/ui/list-page.tsx';
import { useGuardedColumns } from '../../organize/common/column-guard.ts';
import { KeywordSearchBar } from '../../organize/common/keyword-search-bar.tsx';
import {
  EnabledSwitch,
  RowActions,
  buttonLabel,
  useDeleteConfirm,
} from '../../organize/common/use-row-actions.tsx';
import { useTreeList } from '../../organize/common/use-tree-list.ts';
import { dictKeys, fetchDictData, useDictMutations, type TDictDataRow } from '../api.ts';
import { DICTIONARY_NS } from '../dictionary-i18n.ts';
import { DictDataDialog, type TDictDataTarget } from './dict-data-dialog.tsx';

function useDataColumns(
  open: (target: Omit<TDictDataTarget, 'typeId' | 'isTree'>) => void,
): TListColumn<TDictDataRow>[] {
  const { t } = useTranslation(DICTIONARY_NS);
  const { removeData, toggleData } = useDictMutations();
  const confirmDelete = useDeleteConfirm();
  return [
    { title: t('dataName'), dataIndex: 'fullName', width: 200 },
    { title: t('dataCode'), dataIndex: 'enCode', width: 160 },
    {
      title: t('isDefault'),
      dataIndex: 'isDefault',
      width: 80,
      render: (v: number) => (v === 1 ? <Tag color="blue">{t('yes')}</Tag> : null),
    },
    { title: t('sortCode'), dataIndex: 'sortCode', width: 80 },
    {
      title: t('status'),
      dataIndex: 'enabledMark',
      width: 100,
      render: (_: number, r) => (
        <EnabledSwitch
          isOn={r.enabledMark === 1}
          name={r.fullName}
          onToggle={() => toggleData.mutateAsync(r.id)}
        />
      ),
    },
    { title: t('description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      width: 140,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              label: buttonLabel('btn_edit'),
              permission: 'btn_edit',
              onClick: () => open({ id: r.id }),
            },
            {
              key: 'remove',
              label: buttonLabel('btn_remove'),
              permission: 'btn_remove',
              isDanger: true,
              onClick: () => confirmDelete(() => removeData.mutateAsync(r.id)),
            },
          ]}
        />
      ),
    },
  ];
}

/** The entries of one dictionary type (a tree for tree types): search, new, edit, delete and enable toggles. */
export function DictDataPanel(props: { typeId: string; isTree: boolean; title?: ReactNode }): ReactNode {
  const { typeId, isTree } = props;
  const list = useTreeList<TDictDataRow, { keyword?: string }>(
    [...dictKeys.data(typeId), isTree],
    (f) => fetchDictData(typeId, { ...f, isTree }),
    {},
  );
  const [editing, setEditing] = useState<TDictDataTarget | null>(null);
  const columns = useGuardedColumns(useDataColumns((o) => setEditing({ ...o, typeId, isTree })));
  return (
    <>
      <ListPage<TDictDataRow>
        title={props.title}
        rowKey="id"
        columns={columns}
        query={list.query}
        page={list.page}
        onPageChange={list.setPage}
        searchBar={<KeywordSearchBar onSearch={(keyword) => list.search({ keyword })} />}
        toolbar={[
          {
            key: 'add',
            label: buttonLabel('btn_add'),
            permission: 'btn_add',
            icon: <PlusOutlined />,
            isPrimary: true,
            onClick: () => setEditing({ typeId, isTree }),
          },
        ]}
      />
      <DictDataDialog target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
