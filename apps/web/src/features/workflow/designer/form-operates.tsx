import type { TFlowNodeProps } from '@app/contracts';
import { Checkbox, Form, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKFLOW_NS } from '../workflow-i18n.ts';
import type { TFormField } from './condition-props.tsx';

type TOperate = NonNullable<TFlowNodeProps['formOperates']>[number];

interface TFormOperatesProps {
  fields: TFormField[];
  value: TFlowNodeProps['formOperates'];
  /** Whether a field not listed yet may be edited at this node (the launcher: yes; approvers: no). */
  isWritableByDefault: boolean;
  onChange: (list: TOperate[]) => void;
}

/** Read/write rights per field of the bound form at one node (contract §4.2 formOperates). */
export function FormOperates({
  fields,
  value,
  isWritableByDefault,
  onChange,
}: TFormOperatesProps): ReactNode {
  const { t } = useTranslation(WORKFLOW_NS);
  if (!fields.length) return null;
  const rows: TOperate[] = fields.map(
    (f) =>
      value?.find((o) => o.id === f.value) ?? {
        id: f.value,
        name: f.label,
        read: true,
        write: isWritableByDefault,
      },
  );
  const set = (id: string, patch: Partial<TOperate>) =>
    onChange(rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  return (
    <Form.Item label={t('p.formOperates')}>
      <Table<TOperate>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('p.field'), dataIndex: 'name', render: (v: string | null | undefined, r) => v ?? r.id },
          {
            title: t('p.read'),
            key: 'read',
            width: 80,
            render: (_, r) => (
              <Checkbox
                aria-label={`${r.name ?? r.id} ${t('p.read')}`}
                checked={r.read !== false}
                onChange={(e) =>
                  set(r.id, { read: e.target.checked, ...(e.target.checked ? {} : { write: false }) })
                }
              />
            ),
          },
          {
            title: t('p.write'),
            key: 'write',
            width: 80,
            render: (_, r) => (
              <Checkbox
                aria-label={`${r.name ?? r.id} ${t('p.write')}`}
                checked={Boolean(r.write)}
                disabled={r.read === false}
                onChange={(e) => set(r.id, { write: e.target.checked })}
              />
            ),
          },
        ]}
      />
    </Form.Item>
  );
}
