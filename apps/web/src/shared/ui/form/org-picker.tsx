import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrgTree, type TOrgTreeKind } from './org-trees.ts';
import { toTreeOptions } from './tree-select-logic.ts';
import { FittedTreeSelect } from './fitted-tree-select.tsx';

const PLACEHOLDERS: Readonly<Record<TOrgTreeKind, string>> = {
  user: 'ui.selectUser',
  company: 'ui.selectCompany',
  department: 'ui.selectDepartment',
  position: 'ui.selectPosition',
};

interface TOrgPickerProps {
  kind: TOrgTreeKind;
  value?: string[];
  onChange?: (ids: string[]) => void;
  isMultiple?: boolean;
}

/** User, department, position or company picker over the cached trees; users pick only user nodes. */
export function OrgPicker({ kind, value, onChange, isMultiple = true }: TOrgPickerProps): ReactNode {
  const { t } = useTranslation();
  const tree = useOrgTree(kind);
  const options = toTreeOptions(tree.data ?? [], kind === 'user', kind === 'user' ? 'user' : undefined);
  return (
    <FittedTreeSelect
      aria-label={t(PLACEHOLDERS[kind])}
      placeholder={t(PLACEHOLDERS[kind])}
      treeData={options}
      value={value}
      onChange={(v: string | string[]) => onChange?.(Array.isArray(v) ? v : [v])}
      multiple={isMultiple}
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={tree.isLoading}
      notFoundContent={t('ui.noData')}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
