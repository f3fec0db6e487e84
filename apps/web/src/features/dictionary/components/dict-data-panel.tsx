import { Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../shared/ui/list-page.tsx';
import { KeywordListPage } from '../../../shared/ui/keyword-list-page.tsx';
import { actionsColumn, statusColumn, useEditRemoveActions } from '../../../shared/ui/record-columns.tsx';
import { useTreeList } from '../../../shared/ui/use-tree-list.ts';
import { dictKeys, fetchDictData, useDictMutations, type TDictDataRow } from '../api.ts';
import { DICTIONARY_NS } from '../dictionary-i18n.ts';
import { DictDataDialog, type TDictDataTarget } from './dict-data-dialog.tsx';

function useDataColumns(
  open: (target: Omit<TDictDataTarget, 'typeId' | 'isTree'>) => void,
): TListColumn<TDictDataRow>[] {
  const { t } = useTranslation(DICTIONARY_NS);
  const { removeData, toggleData } = useDictMutations();
  const editRemove = useEditRemoveActions(removeData.mutateAsync);
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
    statusColumn(t('status'), toggleData.mutateAsync),
    { title: t('description'), dataIndex: 'description', ellipsis: true },
    actionsColumn(t('actions'), 140, (r) => editRemove(r.id, () => open({ id: r.id }))),
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
  const columns = useDataColumns((o) => setEditing({ ...o, typeId, isTree }));
  return (
    <KeywordListPage
      title={props.title}
      list={list}
      columns={columns}
      onAdd={() => setEditing({ typeId, isTree })}
    >
      <DictDataDialog target={editing} onClose={() => setEditing(null)} />
    </KeywordListPage>
  );
}
