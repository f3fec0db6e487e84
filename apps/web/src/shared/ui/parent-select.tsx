import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toTreeOptions, type TTreeNode } from './form/tree-select-logic.ts';
import { buildFormRules } from './form-rules.ts';
import { ORG_COMMON_NS } from './org-i18n.ts';
import { FittedTreeSelect } from './form/fitted-tree-select.tsx';

/** A parent chooser over a tree, with an optional top-level entry (id `-1`). */
export function ParentSelect(props: {
  nodes: readonly TTreeNode[];
  label: string;
  topLabel?: string;
  isLoading?: boolean;
  value?: string;
  onChange?: (id: string) => void;
}): ReactNode {
  const { t } = useTranslation();
  const options = toTreeOptions(props.nodes, false);
  const data = props.topLabel
    ? [{ value: '-1', title: props.topLabel, selectable: true }, ...options]
    : options;
  return (
    <FittedTreeSelect
      aria-label={props.label}
      placeholder={t('ui.pleaseSelect')}
      treeData={data}
      value={props.value}
      onChange={(v: string) => props.onChange?.(v)}
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={props.isLoading}
      notFoundContent={t('ui.noData')}
      treeDefaultExpandAll
      style={{ width: '100%' }}
    />
  );
}

/** The required `parentId` field of a tree record's form: a ParentSelect over the `parents` query's nodes. */
export function ParentField(props: {
  label: string;
  parents: { data?: readonly TTreeNode[]; isLoading: boolean };
  topLabel?: string;
}): ReactNode {
  const { t } = useTranslation(ORG_COMMON_NS);
  const { label, parents } = props;
  return (
    <Form.Item name="parentId" label={label} rules={[buildFormRules(t).requiredPick(label)]}>
      <ParentSelect
        nodes={parents.data ?? []}
        isLoading={parents.isLoading}
        label={label}
        topLabel={props.topLabel}
      />
    </Form.Item>
  );
}
