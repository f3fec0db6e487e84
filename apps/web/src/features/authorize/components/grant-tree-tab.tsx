import type { TGrantNode } from '@app/contracts';
import { Button, Empty, Tree, type TreeDataNode } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTHORIZE_NS } from '../authorize-i18n.ts';
import { branchIds, leafIds } from '../grant-tree.ts';

function toTreeData(nodes: readonly TGrantNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.fullName,
    ...(n.children?.length ? { children: toTreeData(n.children) } : { isLeaf: true }),
  }));
}

interface TGrantTreeTabProps {
  label: string;
  nodes: readonly TGrantNode[];
  /** Checked leaf ids. */
  checked: readonly string[];
  onChange: (leafIds: string[]) => void;
  isReadOnly: boolean;
}

/** One kind of the authorise screen: a checkable tree with check all, deselect all, expand all and fold all. */
export function GrantTreeTab(props: TGrantTreeTabProps): ReactNode {
  const { t } = useTranslation(AUTHORIZE_NS);
  const { t: tr } = useTranslation();
  const [expanded, setExpanded] = useState<string[]>(() => branchIds(props.nodes));
  const leaves = new Set(leafIds(props.nodes));
  return (
    <div>
      <div className="org-tree-actions">
        <Button size="small" disabled={props.isReadOnly} onClick={() => props.onChange([...leaves])}>
          {t('checkAll')}
        </Button>
        <Button size="small" disabled={props.isReadOnly} onClick={() => props.onChange([])}>
          {t('uncheckAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded(branchIds(props.nodes))}>
          {t('expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('foldAll')}
        </Button>
      </div>
      {props.nodes.length ? (
        <Tree
          aria-label={props.label}
          checkable
          selectable={false}
          disabled={props.isReadOnly}
          treeData={toTreeData(props.nodes)}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          checkedKeys={props.checked.filter((id) => leaves.has(id))}
          onCheck={(keys) => {
            const list = Array.isArray(keys) ? keys : keys.checked;
            props.onChange(list.map(String).filter((id) => leaves.has(id)));
          }}
        />
      ) : (
        <Empty description={tr('ui.noData')} />
      )}
    </div>
  );
}
