import type { TMenuAdminNode } from '@app/contracts';
import { Form, Select, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListColumn } from '../../../shared/ui/list-page.tsx';
import { translateRoute } from '../../../shared/utils/route-label.ts';
import { KeywordListPage } from '../../../shared/ui/keyword-list-page.tsx';
import { useEditTarget } from '../../../shared/ui/use-edit-target.ts';
import {
  actionsColumn,
  addAction,
  statusColumn,
  useEditRemoveActions,
} from '../../../shared/ui/record-columns.tsx';
import { useTreeList } from '../../../shared/ui/use-tree-list.ts';
import { fetchMenus, menuKeys, useMenuMutations } from '../api.ts';
import { MenuEditDialog } from '../components/menu-edit-dialog.tsx';
import { MenuItemsDrawer } from '../components/menu-items-drawer.tsx';
import { MENU_NS } from '../menu-i18n.ts';

type TFilters = { keyword?: string; category?: 'Web' | 'App' };

function useMenuColumns(open: {
  edit: (v: { id?: string; parentId?: string }) => void;
  items: (m: { id: string; name: string }) => void;
}): TListColumn<TMenuAdminNode>[] {
  const { t } = useTranslation(MENU_NS);
  const { remove, toggle } = useMenuMutations();
  const editRemove = useEditRemoveActions(remove.mutateAsync);
  return [
    {
      title: t('fullName'),
      dataIndex: 'fullName',
      width: 240,
      render: (v: string, r) => translateRoute(r.enCode, v),
    },
    { title: t('enCode'), dataIndex: 'enCode', width: 200 },
    { title: t('type'), dataIndex: 'type', width: 90, render: (v: number) => <Tag>{t(`types.${v}`)}</Tag> },
    { title: t('urlAddress'), dataIndex: 'urlAddress', ellipsis: true },
    { title: t('icon'), dataIndex: 'icon', width: 180, isHiddenByDefault: true },
    statusColumn(t('status'), toggle.mutateAsync),
    { title: t('sortCode'), dataIndex: 'sortCode', width: 80 },
    actionsColumn(t('actions'), 240, (r) => {
      const own = editRemove(r.id, () => open.edit({ id: r.id }));
      if (r.type === 1) return [addAction(() => open.edit({ parentId: r.id })), ...own];
      const items = () => open.items({ id: r.id, name: translateRoute(r.enCode, r.fullName) });
      return [...own, { key: 'items', label: t('items'), onClick: items }];
    }),
  ];
}

/** Menus (`system/menu`): the menu tree of types 1–7, with buttons, columns, forms and data schemes per page. */
export function MenuListPage(): ReactNode {
  const { t } = useTranslation(MENU_NS);
  const list = useTreeList(menuKeys.list, fetchMenus, {});
  const editing = useEditTarget<{ parentId?: string }>();
  const [items, setItems] = useState<{ id: string; name: string } | null>(null);
  const columns = useMenuColumns({ edit: editing.open, items: setItems });
  return (
    <KeywordListPage
      list={list}
      columns={columns}
      onSearch={(keyword, v) => list.search({ keyword, category: v.category as TFilters['category'] })}
      editing={editing}
      editDialog={MenuEditDialog}
      searchFields={
        <Form.Item name="category">
          <Select
            aria-label={t('category')}
            placeholder={t('category')}
            allowClear
            style={{ width: 120 }}
            options={['Web', 'App'].map((v) => ({ value: v, label: v }))}
          />
        </Form.Item>
      }
    >
      <MenuItemsDrawer menu={items} onClose={() => setItems(null)} />
    </KeywordListPage>
  );
}
