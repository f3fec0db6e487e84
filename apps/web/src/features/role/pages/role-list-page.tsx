import { PlusOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permission.tsx';
import { ListPage, type TListColumn } from '../../../shared/ui/list-page.tsx';
import type { TGrantTarget } from '../../authorize/components/authorize-drawer.tsx';
import { AuthorizeDrawer } from '../../authorize/components/authorize-drawer.tsx';
import { MembersDialog, type TMembersTarget } from '../../authorize/components/members-dialog.tsx';
import { useGuardedColumns } from '../../organize/common/column-guard.ts';
import { formatTime } from '../../organize/common/format.ts';
import { KeywordSearchBar } from '../../organize/common/keyword-search-bar.tsx';
import {
  EnabledSwitch,
  RowActions,
  buttonLabel,
  useDeleteConfirm,
} from '../../organize/common/use-row-actions.tsx';
import { useTreeList } from '../../organize/common/use-tree-list.ts';
import { fetchRoleRows, roleKeys, useRoleMutations, type TRoleRow } from '../api.ts';
import { RoleEditDialog } from '../components/role-edit-dialog.tsx';
import { ROLE_NS } from '../role-i18n.ts';

/** The roles table with edit, delete, members and permissions per row. */
function useRoleColumns(open: {
  edit: (id: string) => void;
  members: (t: TMembersTarget) => void;
  grant: (t: TGrantTarget) => void;
}): TListColumn<TRoleRow>[] {
  const { t } = useTranslation(ROLE_NS);
  const { remove, toggle } = useRoleMutations();
  const confirmDelete = useDeleteConfirm();
  const canAuthorize = usePermission('permission.authorize');
  return [
    { title: t('fullName'), dataIndex: 'fullName', width: 220 },
    { title: t('enCode'), dataIndex: 'enCode' },
    { title: t('type'), dataIndex: 'typeName', width: 120 },
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
    {
      title: t('creatorTime'),
      dataIndex: 'creatorTime',
      width: 160,
      render: (v: number | null) => formatTime(v),
    },
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
              onClick: () => open.members({ type: 'Role', id: r.id, name: r.fullName }),
            },
            ...(canAuthorize
              ? [
                  {
                    key: 'grant',
                    label: t('authorize'),
                    onClick: () => open.grant({ type: 'Role' as const, id: r.id, name: r.fullName }),
                  },
                ]
              : []),
          ]}
        />
      ),
    },
  ];
}

/** Roles (`permission/role`): grouped by role type, with members and permissions per role. */
export function RoleListPage(): ReactNode {
  const list = useTreeList(roleKeys.list, fetchRoleRows, {});
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [members, setMembers] = useState<TMembersTarget | null>(null);
  const [grant, setGrant] = useState<TGrantTarget | null>(null);
  const columns = useRoleColumns({ edit: (id) => setEditing({ id }), members: setMembers, grant: setGrant });
  return (
    <>
      <ListPage<TRoleRow>
        rowKey="id"
        columns={useGuardedColumns(columns)}
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
            onClick: () => setEditing({}),
          },
        ]}
      />
      <RoleEditDialog open={editing !== null} id={editing?.id} onClose={() => setEditing(null)} />
      <MembersDialog target={members} onClose={() => setMembers(null)} />
      <AuthorizeDrawer target={grant} onClose={() => setGrant(null)} />
    </>
  );
}
