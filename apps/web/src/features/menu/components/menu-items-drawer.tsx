import type { TMenuItemNode } from '@app/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { MENU_ITEM_TYPES, type TMenuItemType } from '@app/contracts';
import { Button, Drawer, Table, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageGrants } from '../../../shared/auth/permission.tsx';
import { actionsColumn, statusColumn, useEditRemoveActions } from '../../../shared/ui/record-columns.tsx';
import { buttonLabel } from '../../../shared/ui/use-row-actions.tsx';
import { withoutEmptyChildren } from '../../../shared/ui/use-tree-list.ts';
import { useMenuItemMutations, useMenuItems } from '../api.ts';
import { MENU_NS } from '../menu-i18n.ts';
import { MenuItemDialog } from './menu-item-dialog.tsx';

function ItemTable({ menuId, type }: { menuId: string; type: TMenuItemType }): ReactNode {
  const { t } = useTranslation(MENU_NS);
  const items = useMenuItems(menuId, type);
  const { remove, toggle } = useMenuItemMutations(menuId, type);
  const editRemove = useEditRemoveActions(remove.mutateAsync);
  const canAdd = usePageGrants().hasButton('btn_add');
  const [editing, setEditing] = useState<TMenuItemNode | 'new' | null>(null);
  return (
    <>
      {canAdd && (
        <Button
          type="primary"
          size="small"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          style={{ marginBottom: 8 }}
        >
          {buttonLabel('btn_add')}
        </Button>
      )}
      <Table<TMenuItemNode>
        size="small"
        rowKey="id"
        loading={items.isFetching}
        dataSource={withoutEmptyChildren(items.data ?? [])}
        pagination={false}
        columns={[
          { title: t('itemName'), dataIndex: 'fullName' },
          { title: t('itemCode'), dataIndex: 'enCode' },
          statusColumn(t('status'), toggle.mutateAsync, 90),
          actionsColumn(t('actions'), 130, (r) => editRemove(r.id, () => setEditing(r)), false),
        ]}
      />
      <MenuItemDialog menuId={menuId} type={type} item={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** The buttons, columns, form fields and data schemes of one menu. */
export function MenuItemsDrawer(props: {
  menu: { id: string; name: string } | null;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(MENU_NS);
  const menu = props.menu;
  return (
    <Drawer
      open={Boolean(menu)}
      onClose={props.onClose}
      size={640}
      destroyOnHidden
      title={menu ? t('itemsTitle', { name: menu.name }) : ''}
    >
      {menu && (
        <Tabs
          destroyOnHidden
          items={MENU_ITEM_TYPES.map((k) => ({
            key: k,
            label: t(`kinds.${k}`),
            children: <ItemTable menuId={menu.id} type={k} />,
          }))}
        />
      )}
    </Drawer>
  );
}
