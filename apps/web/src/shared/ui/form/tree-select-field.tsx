import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toTreeOptions, type TTreeNode } from './tree-select-logic.ts';
import { FittedTreeSelect } from './fitted-tree-select.tsx';

interface TTreeSelectFieldProps {
  treeData: readonly TTreeNode[];
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  isMultiple?: boolean;
  /** Single mode: only last-level nodes (of `type`, when given) can be chosen (spec §5). */
  lastLevel?: boolean;
  type?: string;
  placeholder?: string;
}

/** A tree select with the last-level restriction; an empty tree shows 无数据. */
export function TreeSelectField(props: TTreeSelectFieldProps): ReactNode {
  const { t } = useTranslation();
  const isLastLevel = !props.isMultiple && (props.lastLevel ?? false);
  return (
    <FittedTreeSelect
      aria-label={props.placeholder ?? t('ui.pleaseSelect')}
      placeholder={props.placeholder ?? t('ui.pleaseSelect')}
      treeData={toTreeOptions(props.treeData, isLastLevel, props.type)}
      value={props.value}
      onChange={(v: string | string[]) => props.onChange?.(v)}
      multiple={props.isMultiple}
      showSearch={{ treeNodeFilterProp: 'title' }}
      notFoundContent={t('ui.noData')}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
