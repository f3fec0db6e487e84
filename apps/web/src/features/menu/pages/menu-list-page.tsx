import { PlusOutlined } from '@ant-design/icons';
import { Form, Select, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type TListColumn } from '../../../shared/ui/list-page.tsx';
import { translateRoute } from '../../../shared/utils/route-label.ts';
import { useGuardedColumns } from '../../organize/common/column-guard.ts';
import { KeywordSearchBar } from '../../organize/common/keyword-search-bar.tsx';
import {
  EnabledSwitch,
  RowActions,
  buttonLabel,
  useDeleteConfirm,
} from '../../organize/common/use-row-actions.tsx';
import { useTreeList } from '../../organize/common/use-tree-list.ts';
import { fetchMenus, menuKeys, useMenuMutations, type TMenuRow } from '../api.ts';
import { MenuEditDialog } from '../components/menu-edit-dialog.tsx';
import { MenuItemsDrawer } from '../components/menu-items-drawer.tsx';
import { MENU_NS } from '../menu-i18n.ts';

type TFilters = { keyword?: string; category?: 'Web' | 'App' };

function useMenuColumns(open: {
  edit: (v: { id?: string; parentId?: string }) => void;
  items: (m: { id: string; name: string }) => void;
}): TListColumn<TMenuRow>[] {
  const { t } = useTranslation(MENU_NS);
  const { remove, toggle } = useMenuMutations();
  const confirmDelete = useDeleteConfirm();
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
    { title: t('icon'), dataIndex: 'icon', width: 180 },
    {
      title: t('status'),
      dataIndex: 'enabledMark',
      width: 100,
      render: (_: number, r) => (
        <EnabledSwitch
          isOn={r.enabledMark === 1}
          name={r.fullName}
          onToggle={() => toggle.mutateAsync(r.id)}
        />
      ),
    },
    { title: t('sortCode'), dataIndex: 'sortCode', width: 80 },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      width: 240,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            ...(r.type === 1
              ? [
                  {
                    key: 'add',
                    label: buttonLabel('btn_add'),
                    permission: 'btn_add' as const,
                    onClick: () => open.edit({ parentId: r.id }),
                  },
                ]
              : []),
            {
              key: 'edit',
              label: buttonLabel('btn_edit'),
              permission: 'btn_edit',
              onClick: () => open.edit({ id: r.id }),
            },
            {
              key: 'remove',
              label: buttonLabel('btn_remove'),
              permission: 'btn_remove',
              isDanger: true,
              onClick: () => confirmDelete(() => remove.mutateAsync(r.id)),
            },
            ...(r.type === 1
              ? []
              : [
                  {
                    key: 'items',
                    label: t('items'),
                    onClick: () => open.items({ id: r.id, name: translateRoute(r.enCode, r.fullName) }),
                  },
                ]),
          ]}
        />
      ),
    },
  ];
}

/** Menus (`system/menu`): the menu tree of types 1–7, with buttons, columns, forms and data schemes per page. */
export function MenuListPage(): ReactNode {
  const { t } = useTranslation(MENU_NS);
  const list = useTreeList(menuKeys.list, fetchMenus, {});
  const [editing, setEditing] = useState<{ id?: string; parentId?: string } | null>(null);
  const [items, setItems] = useState<{ id: string; name: string } | null>(null);
  const columns = useMenuColumns({ edit: setEditing, items: setItems });
  return (
    <>
      <ListPage<TMenuRow>
        rowKey="id"
        columns={useGuardedColumns(columns)}
        query={list.query}
        page={list.page}
        onPageChange={list.setPage}
        searchBar={
          <KeywordSearchBar
            onSearch={(keyword, v) => list.search({ keyword, category: v.category as TFilters['category'] })}
          >
            <Form.Item name="category">
              <Select
                aria-label={t('category')}
                placeholder={t('category')}
                allowClear
                style={{ width: 120 }}
                options={['Web', 'App'].map((v) => ({ value: v, label: v }))}
              />
            </Form.Item>
          </KeywordSearchBar>
        }
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
      <MenuEditDialog
        open={editing !== null}
        id={editing?.id}
        parentId={editing?.parentId}
        onClose={() => setEditing(null)}
      />
      <MenuItemsDrawer menu={items} onClose={() => setItems(null)} />
    </>
  );
}
