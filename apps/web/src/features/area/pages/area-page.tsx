import { Space, Spin, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../shared/ui/list-page.tsx';
import { KeywordListPage } from '../../../shared/ui/keyword-list-page.tsx';
import { useEditTarget } from '../../../shared/ui/use-edit-target.ts';
import { actionsColumn, statusColumn, useEditRemoveActions } from '../../../shared/ui/record-columns.tsx';
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

/** The column as it is on real rows, empty on the "loading" rows. */
function skipPlaceholders(column: TListColumn<TAreaRow>): TListColumn<TAreaRow> {
  const render = column.render;
  return {
    ...column,
    render: (v: unknown, r: TAreaRow, i: number) => (r.isPlaceholder ? null : render?.(v, r, i)),
  };
}

function useAreaColumns(onNeed: (id: string) => void, edit: (id: string) => void): TListColumn<TAreaRow>[] {
  const { t } = useTranslation(AREA_NS);
  const { remove, toggle } = useAreaMutations();
  const editRemove = useEditRemoveActions(remove.mutateAsync);
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
      render: real((r) => t(`types.${Math.min(r.type, 5)}`)),
    },
    { title: t('sortCode'), dataIndex: 'sortCode', width: 80, render: real((r) => r.sortCode) },
    skipPlaceholders(statusColumn(t('status'), toggle.mutateAsync)),
    skipPlaceholders(actionsColumn(t('actions'), 140, (r) => editRemove(r.id, () => edit(r.id)))),
  ];
}

/** Areas (`system/area`): the administrative divisions as a lazy tree table with search, edit, delete and enable. */
export function AreaPage(): ReactNode {
  const tree = useAreaTree();
  const { t } = useTranslation(AREA_NS);
  const editing = useEditTarget();
  const columns = useAreaColumns(tree.open, (id) => editing.open({ id }));
  return (
    <KeywordListPage
      list={tree}
      columns={columns}
      searchPlaceholder={t('searchHint')}
      onSearch={(keyword) => tree.search(keyword)}
      editing={editing}
      editDialog={AreaEditDialog}
    />
  );
}
