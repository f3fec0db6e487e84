import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrgTree } from './form/org-trees.ts';
import { toTreeOptions } from './form/tree-select-logic.ts';
import { FittedTreeSelect } from './form/fitted-tree-select.tsx';

/** One user chosen from the cached user tree (managers): only user nodes can be picked. */
export function UserSelect(props: {
  value?: string | null;
  onChange?: (id: string | null) => void;
  label: string;
}): ReactNode {
  const { t } = useTranslation();
  const tree = useOrgTree('user');
  return (
    <FittedTreeSelect
      aria-label={props.label}
      placeholder={t('ui.selectUser')}
      treeData={toTreeOptions(tree.data ?? [], true, 'user')}
      value={props.value ?? undefined}
      onChange={(v?: string) => props.onChange?.(v ?? null)}
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={tree.isLoading}
      notFoundContent={t('ui.noData')}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
