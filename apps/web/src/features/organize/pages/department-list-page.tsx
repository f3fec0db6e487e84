import { PlusOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrgTree } from '../../../shared/ui/form/org-trees.ts';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useGuardedColumns } from '../common/column-guard.ts';
import { KeywordSearchBar } from '../common/keyword-search-bar.tsx';
import { OrgTreePanel } from '../common/org-tree-panel.tsx';
import { buttonLabel } from '../common/use-row-actions.tsx';
import { useTreeList } from '../common/use-tree-list.ts';
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
  const [editing, setEditing] = useState<{ id?: string; parentId?: string } | null>(null);
  const columns = useOrgColumns(
    'department',
    (id) => setEditing({ id }),
    (parentId) => setEditing({ parentId }),
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
        <ListPage<TOrgRow>
          rowKey="id"
          columns={useGuardedColumns(columns)}
          query={list.query}
          page={list.page}
          onPageChange={list.setPage}
          searchBar={<KeywordSearchBar onSearch={(keyword) => list.search({ ...list.filters, keyword })} />}
          toolbar={[
            {
              key: 'add',
              label: buttonLabel('btn_add'),
              permission: 'btn_add',
              icon: <PlusOutlined />,
              isPrimary: true,
              onClick: () => setEditing({ parentId: list.filters.organizeId }),
            },
          ]}
        />
      </div>
      <DepartmentEditDialog
        open={editing !== null}
        id={editing?.id}
        parentId={editing?.parentId}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
