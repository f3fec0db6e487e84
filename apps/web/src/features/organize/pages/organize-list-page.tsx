import type { ReactNode } from 'react';
import { KeywordListPage } from '../../../shared/ui/keyword-list-page.tsx';
import { useEditTarget } from '../../../shared/ui/use-edit-target.ts';
import { useTreeList } from '../../../shared/ui/use-tree-list.ts';
import { fetchCompanies, orgKeys } from '../api.ts';
import { CompanyEditDialog } from '../components/company-edit-dialog.tsx';
import { useOrgColumns } from '../components/use-org-columns.tsx';

/** Companies (`permission/organize`): the company tree with add below, edit, delete and enable. */
export function OrganizeListPage(): ReactNode {
  const list = useTreeList(orgKeys.list('company'), fetchCompanies, {});
  const editing = useEditTarget<{ parentId?: string }>();
  const columns = useOrgColumns(
    'company',
    (id) => editing.open({ id }),
    (parentId) => editing.open({ parentId }),
  );
  return <KeywordListPage list={list} columns={columns} editing={editing} editDialog={CompanyEditDialog} />;
}
