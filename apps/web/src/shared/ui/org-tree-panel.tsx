import { Card, Empty, Input, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTreeNode } from './form/tree-select-logic.ts';
import { ORG_COMMON_NS } from './org-i18n.ts';
import './org.css';

/** Tree nodes whose name contains `keyword`, with their ancestors kept. */
export function filterTree(nodes: readonly TTreeNode[], keyword: string): TTreeNode[] {
  if (!keyword) return [...nodes];
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], keyword);
    return n.fullName.includes(keyword) || children.length ? [{ ...n, children }] : [];
  });
}

function toTreeData(nodes: readonly TTreeNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.fullName,
    ...(n.children?.length ? { children: toTreeData(n.children) } : { isLeaf: true }),
  }));
}

interface TOrgTreePanelProps {
  nodes: readonly TTreeNode[];
  isLoading?: boolean;
  selectedId?: string;
  onSelect: (id: string | undefined) => void;
  title?: string;
}

/** The organisation tree left of a list: a keyword filter and a single selection (again to clear it). */
export function OrgTreePanel(props: TOrgTreePanelProps): ReactNode {
  const { t } = useTranslation(ORG_COMMON_NS);
  const { t: tr } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const data = useMemo(() => toTreeData(filterTree(props.nodes, keyword.trim())), [props.nodes, keyword]);
  const title = props.title ?? t('organizeTree');
  return (
    <Card size="small" title={title} className="org-tree-panel" loading={props.isLoading}>
      <Input.Search
        allowClear
        placeholder={t('treeSearch')}
        aria-label={t('treeSearch')}
        onSearch={setKeyword}
      />
      {data.length ? (
        <Tree
          aria-label={title}
          blockNode
          defaultExpandAll
          key={keyword}
          treeData={data}
          selectedKeys={props.selectedId ? [props.selectedId] : []}
          onSelect={(keys) => props.onSelect(keys.length ? String(keys[0]) : undefined)}
          style={{ marginTop: 8 }}
        />
      ) : (
        <Empty description={tr('ui.noData')} />
      )}
    </Card>
  );
}
