import type { TListTreeNode } from '@app/contracts';
import { Card, Spin, Tree, type TreeDataNode } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTree } from './runtime-api.ts';
import { RUNTIME_NS } from './runtime-i18n.ts';

/** The tree's nodes as antd's Tree takes them. */
function toNodes(nodes: readonly TListTreeNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.fullName,
    ...(n.children?.length ? { children: toNodes(n.children) } : {}),
  }));
}

/** The ALL node's key: no tree filter. */
const ALL = '';

/**
 * The left tree of a tree list (columnData type 2, contract §5.3): its dictionary or data interface as a tree
 * headed by 全部; picking a node filters the list by that node's id (`undefined` for 全部).
 */
export function ListTreePane(props: {
  modelId: string;
  title: string;
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}): ReactNode {
  const { t } = useTranslation(RUNTIME_NS);
  const tree = useListTree(props.modelId, true);
  const data = toNodes([{ id: ALL, fullName: t('treeAll'), children: tree.data ?? [] }]);
  return (
    <Card size="small" title={props.title} className="runtime-tree" data-testid="runtime-tree">
      {tree.isLoading ? (
        <Spin />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          treeData={data}
          selectedKeys={[props.selected ?? ALL]}
          onSelect={(keys) => {
            const key = keys.length ? String(keys[0]) : ALL;
            props.onSelect(key === ALL ? undefined : key);
          }}
        />
      )}
    </Card>
  );
}
