import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishedModels, type TModelOption } from './runtime-api.ts';
import { RUNTIME_NS } from './runtime-i18n.ts';
import { FittedTreeSelect } from '../../../shared/ui/form/fitted-tree-select.tsx';

/** Web function designs (contract §5.1 type 1): the models a type-3 menu runs. */
const WEB_DESIGN = 1;

interface TModelNode {
  value: string;
  title: string;
  selectable: boolean;
  children?: TModelNode[];
}

/** The selector's category groups as tree nodes: only the models (leaves) can be picked. */
function toModelNodes(groups: readonly TModelOption[]): TModelNode[] {
  return groups.map((g) => ({
    value: `category:${g.id}`,
    title: g.fullName,
    selectable: false,
    children: (g.children ?? []).map((m) => ({ value: m.id, title: m.fullName, selectable: true })),
  }));
}

/** The menu dialog's model field of a type-3 menu: a published model, stored as propertyJson `{moduleId}`. */
export function ModelField(): ReactNode {
  const { t } = useTranslation(RUNTIME_NS);
  const models = usePublishedModels(WEB_DESIGN);
  return (
    <Form.Item name="moduleId" label={t('model')} rules={[{ required: true, message: t('pickModel') }]}>
      <FittedTreeSelect
        aria-label={t('model')}
        placeholder={t('pickModel')}
        loading={models.isLoading}
        treeData={toModelNodes(models.data ?? [])}
        treeDefaultExpandAll
        showSearch={{ treeNodeFilterProp: 'title' }}
        allowClear
      />
    </Form.Item>
  );
}
