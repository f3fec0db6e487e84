import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../shared/ui/list-page.tsx';
import {
  actionsColumn,
  addAction,
  statusColumn,
  trailingColumns,
  useEditRemoveActions,
} from '../../../shared/ui/record-columns.tsx';
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
  const editRemove = useEditRemoveActions(remove.mutateAsync);
  const isCompany = kind === 'company';
  return [
    { title: t(isCompany ? 'companyName' : 'deptName'), dataIndex: 'fullName', width: 220 },
    { title: t(isCompany ? 'companyCode' : 'deptCode'), dataIndex: 'enCode', width: 150 },
    ...(isCompany ? [] : [{ title: t('manager'), dataIndex: 'manager', width: 130 }]),
    statusColumn(t('status'), toggle.mutateAsync),
    ...trailingColumns<TOrgRow>(t),
    actionsColumn(t('actions'), 190, (r) => [
      ...(onAddBelow ? [addAction(() => onAddBelow(r.id))] : []),
      ...editRemove(r.id, () => onEdit(r.id)),
    ]),
  ];
}
