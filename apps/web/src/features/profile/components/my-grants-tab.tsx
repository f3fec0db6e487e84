import { GRANT_TYPES, type TGrantNode } from '@app/contracts';
import { Empty, Tabs, Tree, type TreeDataNode } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTHORIZE_NS } from '../../authorize/authorize-i18n.ts';
import { useMyGrants } from '../api.ts';

function toTreeData(nodes: readonly TGrantNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.fullName,
    children: n.children ? toTreeData(n.children) : undefined,
  }));
}

/** What you hold, per kind (menus, buttons, columns, forms, data), read-only. */
export function MyGrantsTab(): ReactNode {
  const { t } = useTranslation(AUTHORIZE_NS);
  const { t: tr } = useTranslation();
  const grants = useMyGrants();
  const data = grants.data;
  if (!data) return null;
  return (
    <Tabs
      size="small"
      items={GRANT_TYPES.map((k) => ({
        key: k,
        label: t(k),
        children: data[k].length ? (
          <Tree aria-label={t(k)} defaultExpandAll selectable={false} treeData={toTreeData(data[k])} />
        ) : (
          <Empty description={tr('ui.noData')} />
        ),
      }))}
    />
  );
}
