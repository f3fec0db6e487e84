import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordListPage } from '../../../shared/ui/keyword-list-page.tsx';
import { useEditTarget } from '../../../shared/ui/use-edit-target.ts';
import { useMembersAndGrants } from '../../../shared/ui/use-members-and-grants.tsx';
import { useTreeList } from '../../../shared/ui/use-tree-list.ts';
import { fetchRoleRows, roleKeys, useRoleMutations, type TRoleRow } from '../api.ts';
import { RoleEditDialog } from '../components/role-edit-dialog.tsx';
import { ROLE_NS } from '../role-i18n.ts';

/** Roles (`permission/role`): grouped by role type, with members and permissions per role. */
export function RoleListPage(): ReactNode {
  const { t } = useTranslation(ROLE_NS);
  const list = useTreeList(roleKeys.list, fetchRoleRows, {});
  const editing = useEditTarget();
  const { columns, dialogs } = useMembersAndGrants<TRoleRow>({
    type: 'Role',
    leading: [
      { title: t('fullName'), dataIndex: 'fullName', width: 220 },
      { title: t('enCode'), dataIndex: 'enCode' },
      { title: t('type'), dataIndex: 'typeName', width: 120 },
    ],
    mutations: useRoleMutations(),
    onEdit: (id) => editing.open({ id }),
  });
  return (
    <KeywordListPage list={list} columns={columns} editing={editing} editDialog={RoleEditDialog}>
      {dialogs}
    </KeywordListPage>
  );
}
