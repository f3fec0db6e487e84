import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrgTree } from '../../../shared/ui/form/org-trees.ts';
import { KeywordListPage } from '../../../shared/ui/keyword-list-page.tsx';
import { useEditTarget } from '../../../shared/ui/use-edit-target.ts';
import { OrgTreePanel } from '../../../shared/ui/org-tree-panel.tsx';
import { useTreeList } from '../../../shared/ui/use-tree-list.ts';
import { fetchDepartments, orgKeys, type TOrgRow } from '../api.ts';
import { DepartmentEditDialog } from '../components/department-edit-dialog.tsx';
import { useOrgColumns } from '../components/use-org-columns.tsx';
import { ORGANIZE_NS } from '../organize-i18n.ts';

type TFilters = { keyword?: string; organizeId?: string };

/** Departments (`permission/department`): companies on the left, the chosen company's departments as a tree. */
export function DepartmentListPage(): ReactNode {
  const { t } = useTranslation(ORGANIZE_NS);
  const companies = useOrgTree('company');
  const list = useTreeList<TOrgRow, TFilters>(orgKeys.list('department'), fetchDepartments, {});
  const editing = useEditTarget<{ parentId?: string }>();
  const columns = useOrgColumns(
    'department',
    (id) => editing.open({ id }),
    (parentId) => editing.open({ parentId }),
  );
  return (
    <div className="org-split">
      <OrgTreePanel
        title={t('companyTree')}
        nodes={companies.data ?? []}
        isLoading={companies.isLoading}
        selectedId={list.filters.organizeId}
        onSelect={(organizeId) => list.search({ ...list.filters, organizeId })}
      />
      <div className="org-split-main">
        <KeywordListPage
          list={list}
          columns={columns}
          onSearch={(keyword) => list.search({ ...list.filters, keyword })}
          editing={editing}
          editDialog={DepartmentEditDialog}
          onAdd={() => editing.open({ parentId: list.filters.organizeId })}
        />
      </div>
    </div>
  );
}
