import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TFormField } from '@app/contracts';
import { Button, Input, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VISUALDEV_NS } from '../visualdev-i18n.ts';
import { nextId } from './field-factory.ts';

/** What an editor of the selected field receives. */
export interface TFieldEditorProps {
  field: TFormField;
  /** The whole form (fresh ids; the expression's field picker lists its numeric fields). */
  fields: readonly TFormField[];
  onChange: (next: TFormField) => void;
}

/** The panes of a tab or collapse: rename, add and remove (a removed pane takes its fields with it). */
export function PaneEditor({ field, fields, onChange }: TFieldEditorProps): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  const panes = field.__config__.children ?? [];
  const setPanes = (next: TFormField[]) =>
    onChange({ ...field, __config__: { ...field.__config__, children: next } });
  const rename = (i: number, label: string) =>
    setPanes(panes.map((p, j) => (j === i ? { ...p, __config__: { ...p.__config__, label } } : p)));
  const add = () => {
    const id = nextId(fields);
    const label = `${t(`kinds.${field.__config__.jnpfKey}`)} ${panes.length + 1}`;
    const pane = {
      __config__: { jnpfKey: field.__config__.jnpfKey, label, formId: id, span: 24, children: [] },
    };
    setPanes([...panes, pane]);
  };
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text>{t('p.panes')}</Typography.Text>
      {panes.map((p, i) => (
        <Space
          key={String(p.__config__.formId)}
          align="baseline"
          size={4}
          style={{ display: 'flex', marginTop: 4 }}
        >
          <Input
            aria-label={`${t('p.panes')} ${i + 1}`}
            value={p.__config__.label}
            onChange={(e) => rename(i, e.target.value)}
          />
          <Button
            type="text"
            danger
            aria-label={t('remove')}
            disabled={panes.length <= 1}
            icon={<DeleteOutlined />}
            onClick={() => setPanes(panes.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <Button type="dashed" size="small" block icon={<PlusOutlined />} onClick={add} style={{ marginTop: 4 }}>
        {t('p.addPane')}
      </Button>
    </div>
  );
}
