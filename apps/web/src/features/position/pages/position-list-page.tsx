import { PlusOutlined } from '@ant-design/icons';
import type { TPositionItem } from '@app/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permission.tsx';
import { useOrgTree } from '../../../shared/ui/form/org-trees.ts';
import { ListPage, type TListColumn } from '../../../shared/ui/list-page.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { AuthorizeDrawer, type TGrantTarget } from '../../authorize/components/authorize-drawer.tsx';
import { MembersDialog, type TMembersTarget } from '../../authorize/components/members-dialog.tsx';
import { useGuardedColumns } from '../../organize/common/column-guard.ts';
import { formatTime } from '../../organize/common/format.ts';
import { KeywordSearchBar } from '../../organize/common/keyword-search-bar.tsx';
import { OrgTreePanel } from '../../organize/common/org-tree-panel.tsx';
import {
  EnabledSwitch,
  RowActions,
  buttonLabel,
  useDeleteConfirm,
} from '../../organize/common/use-row-actions.tsx';
import { fetchPositionPage, positionKeys, usePositionMutations, type TPositionFilters } from '../api.ts';
import { PositionEditDialog } from '../components/position-edit-dialog.tsx';
import { POSITION_NS } from '../position-i18n.ts';

/** The row actions of a position: edit, delete, members and permissions. */
function usePositionColumns(open: {
  edit: (id: string) => void;
  members: (t: TMembersTarget) => void;
  grant: (t: TGrantTarget) => void;
}): TListColumn<TPositionItem>[] {
  const { t } = useTranslation(POSITION_NS);
  const { remove, toggle } = usePositionMutations();
  const confirmDelete = useDeleteConfirm();
  const canAuthorize = usePermission('permission.authorize');
  return [
    { title: t('fullName'), dataIndex: 'fullName', width: 180 },
    { title: t('enCode'), dataIndex: 'enCode', width: 140 },
    { title: t('organize'), dataIndex: 'department', width: 180 },
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
    { title: t('sortCode'), dataIndex: 'sortCode', width: 80 },
    { title: t('creatorTime'), dataIndex: 'creatorTime', width: 160, render: (v: number) => formatTime(v) },
    { title: t('description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      width: 230,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              label: buttonLabel('btn_edit'),
              permission: 'btn_edit',
              onClick: () => open.edit(r.id),
            },
            {
              key: 'remove',
              label: buttonLabel('btn_remove'),
              permission: 'btn_remove',
              isDanger: true,
              onClick: () => confirmDelete(() => remove.mutateAsync(r.id)),
            },
            {
              key: 'members',
              label: t('members'),
              onClick: () => open.members({ type: 'Position', id: r.id, name: r.fullName }),
            },
            ...(canAuthorize
              ? [
                  {
                    key: 'grant',
                    label: t('authorize'),
                    onClick: () => open.grant({ type: 'Position' as const, id: r.id, name: r.fullName }),
                  },
                ]
              : []),
          ]}
        />
      ),
    },
  ];
}

/** Positions (`permission/position`): the organisation tree on the left filters the paged list (with its subtree). */
export function PositionListPage(): ReactNode {
  const list = usePagedQuery<TPositionItem, TPositionFilters>(positionKeys.page, fetchPositionPage, {});
  const orgTree = useOrgTree('department');
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [members, setMembers] = useState<TMembersTarget | null>(null);
  const [grant, setGrant] = useState<TGrantTarget | null>(null);
  const columns = usePositionColumns({
    edit: (id) => setEditing({ id }),
    members: setMembers,
    grant: setGrant,
  });
  return (
    <div className="org-split">
      <OrgTreePanel
        nodes={orgTree.data ?? []}
        isLoading={orgTree.isLoading}
        selectedId={list.params.organizeId}
        onSelect={(organizeId) => list.search({ keyword: list.params.keyword, organizeId })}
      />
      <div className="org-split-main">
        <ListPage<TPositionItem>
          rowKey="id"
          columns={useGuardedColumns(columns)}
          query={list.query}
          page={list.params}
          onPageChange={list.setPage}
          searchBar={
            <KeywordSearchBar
              onSearch={(keyword) => list.search({ keyword, organizeId: list.params.organizeId })}
            />
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
      </div>
      <PositionEditDialog
        open={editing !== null}
        id={editing?.id}
        organizeId={list.params.organizeId}
        onClose={() => setEditing(null)}
      />
      <MembersDialog target={members} onClose={() => setMembers(null)} />
      <AuthorizeDrawer target={grant} onClose={() => setGrant(null)} />
    </div>
  );
}
