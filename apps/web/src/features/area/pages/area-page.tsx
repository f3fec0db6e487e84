import { PlusOutlined } from '@ant-design/icons';
import { Space, Spin, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
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
import { useAreaMutations } from '../api.ts';
import { AREA_NS } from '../area-i18n.ts';
import { AreaEditDialog } from '../components/area-edit-dialog.tsx';
import { useAreaTree, type TAreaRow } from '../components/use-area-tree.ts';

/** The "loading" row under a parent whose children are not fetched yet: asks for them when it appears. */
function ChildrenLoader({ parentId, onNeed }: { parentId: string; onNeed: (id: string) => void }): ReactNode {
  const { t } = useTranslation(AREA_NS);
  useEffect(() => onNeed(parentId), [parentId, onNeed]);
  return (
    <Space>
      <Spin size="small" />
      <Typography.Text type="secondary">{t('loading')}</Typography.Text>
    </Space>
  );
}

function useAreaColumns(onNeed: (id: string) => void, edit: (id: string) => void): TListColumn<TAreaRow>[] {
  const { t } = useTranslation(AREA_NS);
  const { remove, toggle } = useAreaMutations();
  const confirmDelete = useDeleteConfirm();
  const real = (render: (r: TAreaRow) => ReactNode) => (_: unknown, r: TAreaRow) =>
    r.isPlaceholder ? null : render(r);
  return [
    {
      title: t('fullName'),
      dataIndex: 'fullName',
      width: 260,
      render: (_: string, r) =>
        r.isPlaceholder ? <ChildrenLoader parentId={r.parentId} onNeed={onNeed} /> : r.fullName,
    },
    { title: t('enCode'), dataIndex: 'enCode', width: 140, render: real((r) => r.enCode) },
    {
      title: t('type'),
      dataIndex: 'type',
      width: 90,
      render: real((r) => t(`types.${Math.min(r.type, 4)}`)),
    },
    { title: t('sortCode'), dataIndex: 'sortCode', width: 80, render: real((r) => r.sortCode) },
    {
      title: t('status'),
      dataIndex: 'enabledMark',
      width: 100,
      render: real((r) => (
        <EnabledSwitch
          isOn={r.enabledMark === 1}
          name={r.fullName}
          onToggle={() => toggle.mutateAsync(r.id)}
        />
      )),
    },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      width: 140,
      render: real((r) => (
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
          ]}
        />
      )),
    },
  ];
}

/** Areas (`system/area`): the administrative divisions as a lazy tree table with search, edit, delete and enable. */
export function AreaPage(): ReactNode {
  const tree = useAreaTree();
  const { t } = useTranslation(AREA_NS);
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const columns = useGuardedColumns(useAreaColumns(tree.open, (id) => setEditing({ id })));
  return (
    <>
      <ListPage<TAreaRow>
        rowKey="id"
        columns={columns}
        query={tree.query}
        page={tree.page}
        onPageChange={tree.setPage}
        searchBar={
          <KeywordSearchBar placeholder={t('searchHint')} onSearch={(keyword) => tree.search(keyword)} />
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
      <AreaEditDialog open={editing !== null} id={editing?.id} onClose={() => setEditing(null)} />
    </>
  );
}
