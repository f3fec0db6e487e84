import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../auth/permission.tsx';
import type { TListColumn } from './list-page.tsx';
import type { TMemberObjectType } from '../../features/authorize/api.ts';
import { AuthorizeDrawer, type TGrantTarget } from '../../features/authorize/components/authorize-drawer.tsx';
import { MembersDialog, type TMembersTarget } from '../../features/authorize/components/members-dialog.tsx';
import { ORG_COMMON_NS } from './org-i18n.ts';
import {
  actionsColumn,
  statusColumn,
  trailingColumns,
  useEditRemoveActions,
  type TRecordRow,
} from './record-columns.tsx';

type TByIdMutation = { mutateAsync: (id: string) => Promise<unknown> };

/**
 * What a roles or positions list shares: after the list's own leading columns, status, sort, created time,
 * description and the row actions (edit, delete, members, and permissions for holders of
 * permission.authorize); and the members dialog and permissions drawer those actions open.
 */
export function useMembersAndGrants<T extends TRecordRow>(props: {
  type: TMemberObjectType;
  leading: readonly TListColumn<T>[];
  mutations: { remove: TByIdMutation; toggle: TByIdMutation };
  onEdit: (id: string) => void;
}): { columns: TListColumn<T>[]; dialogs: ReactNode } {
  const { t } = useTranslation(ORG_COMMON_NS);
  const canAuthorize = usePermission('permission.authorize');
  const editRemove = useEditRemoveActions(props.mutations.remove.mutateAsync);
  const [members, setMembers] = useState<TMembersTarget | null>(null);
  const [grant, setGrant] = useState<TGrantTarget | null>(null);
  const { type, onEdit } = props;
  const actionsOf = ({ id, fullName: name }: T) => [
    ...editRemove(id, () => onEdit(id)),
    { key: 'members', label: t('members'), onClick: () => setMembers({ type, id, name }) },
    ...(canAuthorize
      ? [{ key: 'grant', label: t('authorize'), onClick: () => setGrant({ type, id, name }) }]
      : []),
  ];
  return {
    columns: [
      ...props.leading,
      statusColumn(t('status'), props.mutations.toggle.mutateAsync),
      ...trailingColumns<T>(t),
      actionsColumn(t('actions'), 200, actionsOf),
    ],
    dialogs: (
      <>
        <MembersDialog target={members} onClose={() => setMembers(null)} />
        <AuthorizeDrawer target={grant} onClose={() => setGrant(null)} />
      </>
    ),
  };
}
