import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../shared/ui/list-page.tsx';
import { formatTime } from '../common/format.ts';
import { EnabledSwitch, RowActions, buttonLabel, useDeleteConfirm } from '../common/use-row-actions.tsx';
import { useOrgMutations, type TOrgKind, type TOrgRow } from '../api.ts';
import { ORGANIZE_NS } from '../organize-i18n.ts';

/** The columns of the companies or departments tree list, with edit, delete and the enable toggle. */
export function useOrgColumns(
  kind: TOrgKind,
  onEdit: (id: string) => void,
  onAddBelow?: (id: string) => void,
): TListColumn<TOrgRow>[] {
  const { t } = useTranslation(ORGANIZE_NS);
  const { remove, toggle } = useOrgMutations(kind);
  const confirmDelete = useDeleteConfirm();
  const isCompany = kind === 'company';
  return [
    { title: t(isCompany ? 'companyName' : 'deptName'), dataIndex: 'fullName', width: 260 },
    { title: t(isCompany ? 'companyCode' : 'deptCode'), dataIndex: 'enCode', width: 160 },
    ...(isCompany ? [] : [{ title: t('manager'), dataIndex: 'manager', width: 160 }]),
    {
      title: t('status'),
      dataIndex: 'enabledMark',
      width: 100,
      render: (_: number, r: TOrgRow) => (
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
      width: 200,
      render: (_: unknown, r: TOrgRow) => (
        <RowActions
          actions={[
            ...(onAddBelow
              ? [
                  {
                    key: 'add',
                    label: buttonLabel('btn_add'),
                    permission: 'btn_add' as const,
                    onClick: () => onAddBelow(r.id),
                  },
                ]
              : []),
            {
              key: 'edit',
              label: buttonLabel('btn_edit'),
              permission: 'btn_edit',
              onClick: () => onEdit(r.id),
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
      ),
    },
  ];
}
