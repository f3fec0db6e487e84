import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  FLOW_CONDITION_SYMBOLS,
  type TFlowCondition,
  type TFlowNode,
  type TFlowNodeProps,
} from '@app/contracts';
import { AutoComplete, Button, Form, Input, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKFLOW_NS } from '../workflow-i18n.ts';

/** A field of the bound form a condition may test. */
export interface TFormField {
  value: string;
  label: string;
}

interface TConditionProps {
  node: TFlowNode;
  fields: TFormField[];
  onChange: (patch: Partial<TFlowNodeProps>) => void;
}

/** The condition drawer: `field symbol value` rows joined by && / ||. */
export function ConditionProps({ node, fields, onChange }: TConditionProps): ReactNode {
  const { t } = useTranslation(WORKFLOW_NS);
  const list: TFlowCondition[] = node.properties?.conditions ?? [];
  if (node.properties?.isDefault) return <p>{t('defaultBranch')}</p>;
  const set = (next: TFlowCondition[]) => onChange({ conditions: next });
  const patch = (i: number, c: Partial<TFlowCondition>) =>
    set(list.map((row, j) => (j === i ? { ...row, ...c } : row)));
  return (
    <Form.Item label={t('p.conditions')}>
      {list.map((c, i) => (
        <Space key={i} wrap style={{ marginBottom: 8 }} data-testid={`condition-${i}`}>
          <AutoComplete
            aria-label={t('p.field')}
            placeholder={t('p.field')}
            style={{ width: 130 }}
            value={c.field}
            options={fields}
            onChange={(v: string) =>
              patch(i, { field: v, fieldName: fields.find((f) => f.value === v)?.label ?? v })
            }
          />
          <Select
            aria-label={t('p.symbol')}
            style={{ width: 70 }}
            value={c.symbol}
            options={FLOW_CONDITION_SYMBOLS.map((s) => ({ value: s, label: s }))}
            onChange={(v: TFlowCondition['symbol']) => patch(i, { symbol: v, symbolName: v })}
          />
          <Input
            aria-label={t('p.value')}
            placeholder={t('p.value')}
            style={{ width: 100 }}
            value={String(c.filedValue ?? '')}
            onChange={(e) => patch(i, { filedValue: e.target.value })}
          />
          <Select
            aria-label={t('p.logic')}
            style={{ width: 80 }}
            value={c.logic === '||' ? '||' : '&&'}
            options={[
              { value: '&&', label: t('p.and') },
              { value: '||', label: t('p.or') },
            ]}
            onChange={(v: '&&' | '||') => patch(i, { logic: v, logicName: v === '||' ? 'or' : 'and' })}
          />
          <Button
            type="text"
            danger
            aria-label={t('remove')}
            icon={<DeleteOutlined />}
            onClick={() => set(list.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() =>
          set([...list, { field: '', symbol: '==', filedValue: '', logic: '&&', logicName: 'and' }])
        }
      >
        {t('p.addCondition')}
      </Button>
    </Form.Item>
  );
}
