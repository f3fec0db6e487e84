import { PlusOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useGuardedColumns } from '../common/column-guard.ts';
import { KeywordSearchBar } from '../common/keyword-search-bar.tsx';
import { buttonLabel } from '../common/use-row-actions.tsx';
import { useTreeList } from '../common/use-tree-list.ts';
import { fetchCompanies, orgKeys, type TOrgRow } from '../api.ts';
import { CompanyEditDialog } from '../components/company-edit-dialog.tsx';
import { useOrgColumns } from '../components/use-org-columns.tsx';

/** Companies (`permission/organize`): the company tree with add below, edit, delete and enable. */
export function OrganizeListPage(): ReactNode {
  const list = useTreeList(orgKeys.list('company'), fetchCompanies, {});
  const [editing, setEditing] = useState<{ id?: string; parentId?: string } | null>(null);
  const columns = useOrgColumns(
    'company',
    (id) => setEditing({ id }),
    (parentId) => setEditing({ parentId }),
  );
  return (
    <>
      <ListPage<TOrgRow>
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
      <CompanyEditDialog
        open={editing !== null}
        id={editing?.id}
        parentId={editing?.parentId}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
