import type { TPositionItem } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrgTree } from '../../../shared/ui/form/org-trees.ts';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { KeywordListPage } from '../../../shared/ui/keyword-list-page.tsx';
import { useEditTarget } from '../../../shared/ui/use-edit-target.ts';
import { OrgTreePanel } from '../../../shared/ui/org-tree-panel.tsx';
import { useMembersAndGrants } from '../../../shared/ui/use-members-and-grants.tsx';
import { fetchPositionPage, positionKeys, usePositionMutations, type TPositionFilters } from '../api.ts';
import { PositionEditDialog } from '../components/position-edit-dialog.tsx';
import { POSITION_NS } from '../position-i18n.ts';

/** Positions (`permission/position`): the organisation tree on the left filters the paged list (with its subtree). */
export function PositionListPage(): ReactNode {
  const { t } = useTranslation(POSITION_NS);
  const list = usePagedQuery<TPositionItem, TPositionFilters>(positionKeys.page, fetchPositionPage, {});
  const orgTree = useOrgTree('department');
  const editing = useEditTarget<{ organizeId?: string }>();
  const { columns, dialogs } = useMembersAndGrants<TPositionItem>({
    type: 'Position',
    leading: [
      { title: t('fullName'), dataIndex: 'fullName', width: 170 },
      { title: t('enCode'), dataIndex: 'enCode', width: 140 },
      { title: t('organize'), dataIndex: 'department', width: 170 },
    ],
    mutations: usePositionMutations(),
    onEdit: (id) => editing.open({ id }),
  });
  const { keyword, organizeId } = list.params;
  return (
    <div className="org-split">
      <OrgTreePanel
        nodes={orgTree.data ?? []}
        isLoading={orgTree.isLoading}
        selectedId={organizeId}
        onSelect={(id) => list.search({ keyword, organizeId: id })}
      />
      <div className="org-split-main">
        <KeywordListPage
          list={list}
          columns={columns}
          onSearch={(k) => list.search({ keyword: k, organizeId })}
          editing={editing}
          editDialog={PositionEditDialog}
          onAdd={() => editing.open({ organizeId })}
        />
      </div>
      {dialogs}
    </div>
  );
}
