import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Space, Tooltip, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageGrants } from '../../../shared/auth/permission.tsx';
import { filterTree } from '../../../shared/ui/org-tree-panel.tsx';
import { useEditTarget } from '../../../shared/ui/use-edit-target.ts';
import { useDeleteConfirm } from '../../../shared/ui/use-row-actions.tsx';
import type { TDictTypeNode } from '@app/contracts';
import { useDictMutations, useDictTypes } from '../api.ts';
import { DICTIONARY_NS } from '../dictionary-i18n.ts';
import { DictTypeDialog } from './dict-type-dialog.tsx';

function toTreeData(nodes: readonly TDictTypeNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.fullName,
    ...(n.children?.length ? { children: toTreeData(n.children) } : { isLeaf: true }),
  }));
}

/** Finds a type anywhere in the tree. */
export function findType(nodes: readonly TDictTypeNode[], id: string | undefined): TDictTypeNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const found = findType(n.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

function IconButton(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  isDanger?: boolean;
}): ReactNode {
  return (
    <Tooltip title={props.label}>
      <Button
        size="small"
        aria-label={props.label}
        icon={props.icon}
        danger={props.isDanger}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/** The type tree left of the dictionary data: filter, select, and new/edit/delete per the page's buttons. */
export function DictTypePanel(props: {
  selected?: TDictTypeNode;
  onSelect: (t?: TDictTypeNode) => void;
}): ReactNode {
  const { t } = useTranslation(DICTIONARY_NS);
  const { t: tr } = useTranslation();
  const grants = usePageGrants();
  const types = useDictTypes();
  const { removeType } = useDictMutations();
  const confirmDelete = useDeleteConfirm();
  const [keyword, setKeyword] = useState('');
  const editing = useEditTarget<{ parentId?: string }>();
  const nodes = useMemo(
    () => filterTree(types.data ?? [], keyword.trim()) as TDictTypeNode[],
    [types.data, keyword],
  );
  const selected = props.selected;
  const actions = (
    <Space size={4}>
      {grants.hasButton('btn_add') && (
        <IconButton
          label={t('addType')}
          icon={<PlusOutlined />}
          onClick={() => editing.open({ parentId: selected?.id })}
        />
      )}
      {selected && grants.hasButton('btn_edit') && (
        <IconButton
          label={t('editType')}
          icon={<EditOutlined />}
          onClick={() => editing.open({ id: selected.id })}
        />
      )}
      {selected && grants.hasButton('btn_remove') && (
        <IconButton
          label={t('removeType')}
          icon={<DeleteOutlined />}
          isDanger
          onClick={() =>
            confirmDelete(async () => {
              await removeType.mutateAsync(selected.id);
              props.onSelect(undefined);
            })
          }
        />
      )}
    </Space>
  );
  return (
    <Card
      size="small"
      title={t('typeTree')}
      extra={actions}
      className="org-tree-panel"
      loading={types.isLoading}
    >
      <Input.Search
        allowClear
        placeholder={t('treeSearch')}
        aria-label={t('treeSearch')}
        onSearch={setKeyword}
      />
      {nodes.length ? (
        <Tree
          aria-label={t('typeTree')}
          blockNode
          defaultExpandAll
          key={`${keyword}-${types.dataUpdatedAt}`}
          treeData={toTreeData(nodes)}
          selectedKeys={selected ? [selected.id] : []}
          onSelect={(keys) =>
            props.onSelect(keys.length ? findType(types.data ?? [], String(keys[0])) : undefined)
          }
          style={{ marginTop: 8 }}
        />
      ) : (
        <Empty description={tr('ui.noData')} />
      )}
      <DictTypeDialog {...editing.dialog} />
    </Card>
  );
}
