import type { TUserItem } from '@app/contracts';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permission.tsx';
import type { TListColumn } from '../../../shared/ui/list-page.tsx';
import type { TGrantTarget } from '../../authorize/components/authorize-drawer.tsx';
import { formatTime } from '../../../shared/utils/format-time.ts';
import {
  EnabledSwitch,
  RowActions,
  buttonLabel,
  useDeleteConfirm,
} from '../../../shared/ui/use-row-actions.tsx';
import { useUserMutations } from '../api.ts';
import { USER_NS } from '../user-i18n.ts';

/** What the row actions open. */
export interface TUserRowHandlers {
  edit: (id: string) => void;
  resetPassword: (u: { id: string; account: string }) => void;
  grant: (t: TGrantTarget) => void;
}

/** The users table: avatar, account, name, organisation, positions, roles, status, and the row actions. */
export function useUserColumns(open: TUserRowHandlers): TListColumn<TUserItem>[] {
  const { t } = useTranslation(USER_NS);
  const { remove, toggle } = useUserMutations();
  const confirmDelete = useDeleteConfirm();
  const canAuthorize = usePermission('permission.authorize');
  return [
    {
      title: t('headIcon'),
      dataIndex: 'headIcon',
      width: 60,
      render: (v: string, r) => (
        <Avatar size="small" src={v || undefined} alt={r.realName}>
          {r.realName.slice(0, 1)}
        </Avatar>
      ),
    },
    { title: t('account'), dataIndex: 'account', width: 120 },
    { title: t('realName'), dataIndex: 'realName', width: 100 },
    {
      title: t('gender'),
      dataIndex: 'gender',
      width: 64,
      isHiddenByDefault: true,
      render: (v: string | null) => (v ? t(`genders.${v}`) : ''),
    },
    { title: t('organize'), dataIndex: 'department', width: 150, ellipsis: true },
    { title: t('position'), dataIndex: 'position', width: 120, ellipsis: true },
    { title: t('role'), dataIndex: 'roleName', width: 140, ellipsis: true, isHiddenByDefault: true },
    { title: t('mobilePhone'), dataIndex: 'mobilePhone', width: 130, isHiddenByDefault: true },
    {
      title: t('status'),
      dataIndex: 'enabledMark',
      width: 100,
      render: (_: number, r) => (
        <EnabledSwitch
          isOn={r.enabledMark === 1}
          name={r.account}
          onToggle={() => toggle.mutateAsync(r.id)}
        />
      ),
    },
    {
      title: t('creatorTime'),
      dataIndex: 'creatorTime',
      width: 160,
      isHiddenByDefault: true,
      render: (v: number) => formatTime(v),
    },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      width: 200,
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
              key: 'reset',
              label: t('resetPassword'),
              permission: 'btn_edit',
              onClick: () => open.resetPassword({ id: r.id, account: r.account }),
            },
            ...(canAuthorize
              ? [
                  {
                    key: 'grant',
                    label: t('authorize'),
                    onClick: () => open.grant({ type: 'User' as const, id: r.id, name: r.realName }),
                  },
                ]
              : []),
          ]}
        />
      ),
    },
  ];
}
