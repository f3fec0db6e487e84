import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { TUserItem } from '@app/contracts';
import { useState, type ReactNode } from 'react';
import { useOrgTree } from '../../../shared/ui/form/org-trees.ts';
import { ListPage, type TToolbarButton } from '../../../shared/ui/list-page.tsx';
import { usePagedQuery } from '../../../shared/ui/use-paged-query.ts';
import { AuthorizeDrawer, type TGrantTarget } from '../../authorize/components/authorize-drawer.tsx';
import { KeywordSearchBar } from '../../../shared/ui/keyword-search-bar.tsx';
import { OrgTreePanel } from '../../../shared/ui/org-tree-panel.tsx';
import { buttonLabel } from '../../../shared/ui/use-row-actions.tsx';
import { exportUsers, fetchUserPage, userKeys, type TUserFilters } from '../api.ts';
import {
  GeneratedPasswordDialog,
  type TGeneratedPassword,
} from '../components/generated-password-dialog.tsx';
import { ImportDialog } from '../components/import-dialog.tsx';
import { ResetPasswordDialog } from '../components/reset-password-dialog.tsx';
import { useUserColumns } from '../components/use-user-columns.tsx';
import { UserEditDialog } from '../components/user-edit-dialog.tsx';

/** The dialogs the users screen opens. */
function useUserDialogs() {
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [generated, setGenerated] = useState<TGeneratedPassword | null>(null);
  const [resetting, setResetting] = useState<{ id: string; account: string } | null>(null);
  const [grant, setGrant] = useState<TGrantTarget | null>(null);
  const [isImporting, setImporting] = useState(false);
  return {
    editing,
    setEditing,
    generated,
    setGenerated,
    resetting,
    setResetting,
    grant,
    setGrant,
    isImporting,
    setImporting,
  };
}

function toolbarOf(d: ReturnType<typeof useUserDialogs>, filters: TUserFilters): TToolbarButton[] {
  return [
    {
      key: 'add',
      label: buttonLabel('btn_add'),
      permission: 'btn_add',
      icon: <PlusOutlined />,
      isPrimary: true,
      onClick: () => d.setEditing({}),
    },
    {
      key: 'import',
      label: buttonLabel('btn_upload'),
      permission: 'btn_upload',
      icon: <UploadOutlined />,
      onClick: () => d.setImporting(true),
    },
    {
      key: 'export',
      label: buttonLabel('btn_download'),
      permission: 'btn_download',
      icon: <DownloadOutlined />,
      onClick: () => void exportUsers(filters).catch(() => undefined),
    },
  ];
}

/** Users (`permission/user`): the organisation tree filters the paged list; create, edit, import, export, reset, authorise. */
export function UserListPage(): ReactNode {
  const list = usePagedQuery<TUserItem, TUserFilters>(userKeys.page, fetchUserPage, {});
  const orgTree = useOrgTree('department');
  const d = useUserDialogs();
  const filters = { keyword: list.params.keyword, organizeId: list.params.organizeId };
  const columns = useUserColumns({
    edit: (id) => d.setEditing({ id }),
    resetPassword: d.setResetting,
    grant: d.setGrant,
  });
  return (
    <div className="org-split">
      <OrgTreePanel
        nodes={orgTree.data ?? []}
        isLoading={orgTree.isLoading}
        selectedId={filters.organizeId}
        onSelect={(organizeId) => list.search({ ...filters, organizeId })}
      />
      <div className="org-split-main">
        <ListPage<TUserItem>
          rowKey="id"
          columns={columns}
          query={list.query}
          page={list.params}
          onPageChange={list.setPage}
          searchBar={<KeywordSearchBar onSearch={(keyword) => list.search({ ...filters, keyword })} />}
          toolbar={toolbarOf(d, filters)}
        />
      </div>
      <UserEditDialog
        open={d.editing !== null}
        id={d.editing?.id}
        organizeId={filters.organizeId}
        onClose={() => d.setEditing(null)}
        onCreated={(account, password) => d.setGenerated({ account, password })}
      />
      <GeneratedPasswordDialog value={d.generated} onClose={() => d.setGenerated(null)} />
      <ResetPasswordDialog user={d.resetting} onClose={() => d.setResetting(null)} />
      <ImportDialog open={d.isImporting} onClose={() => d.setImporting(false)} />
      <AuthorizeDrawer target={d.grant} onClose={() => d.setGrant(null)} />
    </div>
  );
}
