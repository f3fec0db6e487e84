import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Slider, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VISUALDEV_NS } from '../visualdev-i18n.ts';
import { hasPanes } from './design-tree.ts';
import { mergeDeep, propsOf, type TPropDef } from './field-props.ts';
import { PaneEditor, type TFieldEditorProps } from './pane-editor.tsx';
import { BillRulePicker, ExpressionFieldPicker, ModelFieldPicker, ModelPicker } from './remote-pickers.tsx';

function PairList({
  name,
  a,
  b,
}: {
  name: TPropDef['name'];
  a: [string, string];
  b: [string, string];
}): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  return (
    <Form.List name={name}>
      {(items, { add, remove }) => (
        <>
          {items.map((item) => (
            <Space key={item.key} align="baseline" size={4}>
              <Form.Item name={[item.name, a[0]]} noStyle>
                <Input placeholder={t(a[1])} aria-label={t(a[1])} />
              </Form.Item>
              <Form.Item name={[item.name, b[0]]} noStyle>
                <Input placeholder={t(b[1])} aria-label={t(b[1])} />
              </Form.Item>
              <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(item.name)} />
            </Space>
          ))}
          <Button type="dashed" size="small" block icon={<PlusOutlined />} onClick={() => add({})}>
            {t(a[0] === 'pattern' ? 'p.addRule' : 'p.addOption')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

const PICKERS = { billRule: BillRulePicker, model: ModelPicker, modelField: ModelFieldPicker } as const;

function PropEditor({ def, extra }: { def: TPropDef; extra?: ReactNode }): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  const label = t(def.label);
  switch (def.editor) {
    case 'billRule':
    case 'model':
    case 'modelField': {
      const Picker = PICKERS[def.editor];
      return (
        <Form.Item name={def.name} label={label}>
          <Picker />
        </Form.Item>
      );
    }
    case 'options':
      return <PairList name={def.name} a={['fullName', 'p.optionName']} b={['id', 'p.optionValue']} />;
    case 'regList':
      return <PairList name={def.name} a={['pattern', 'p.pattern']} b={['message', 'p.message']} />;
    case 'bool':
      return (
        <Form.Item name={def.name} label={label} valuePropName="checked">
          <Switch />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item name={def.name} label={label}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
      );
    case 'span':
      return (
        <Form.Item name={def.name} label={label}>
          <Slider min={1} max={24} />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item name={def.name} label={label}>
          <Select options={(def.choices ?? []).map(([value, text]) => ({ value, label: t(text) }))} />
        </Form.Item>
      );
    case 'expression':
      return (
        <>
          <Form.Item
            name={def.name}
            label={label}
            extra={t('p.expressionHelp')}
            getValueProps={(v: unknown) => ({ value: Array.isArray(v) ? v.join(' ') : '' })}
            normalize={(v: string) => v.split(/\s+/).filter(Boolean)}
          >
            <Input />
          </Form.Item>
          {extra}
        </>
      );
    default:
      return (
        <Form.Item name={def.name} label={label}>
          <Input aria-label={label} />
        </Form.Item>
      );
  }
}

/** The properties of the selected field; every edit goes back as one undoable change. */
export function FieldPropertyPanel({ field, fields, onChange }: TFieldEditorProps): ReactNode {
  const defs = propsOf(field);
  return (
    <Form
      key={String(field.__config__.formId)}
      layout="vertical"
      size="small"
      initialValues={field}
      onValuesChange={(_, all: Record<string, unknown>) => onChange(mergeDeep(field, all))}
    >
      {hasPanes(field) ? <PaneEditor field={field} fields={fields} onChange={onChange} /> : null}
      {defs.map((d) => (
        <PropEditor
          key={d.name.join('.')}
          def={d}
          extra={
            d.editor === 'expression' ? (
              <ExpressionFieldPicker
                fields={fields}
                onAppend={(e) => onChange({ ...field, expression: e })}
              />
            ) : undefined
          }
        />
      ))}
    </Form>
  );
}

/** The form-wide settings (label position and width, size, popup type and width). */
export function FormSettingsPanel({
  settings,
  onChange,
}: {
  settings: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
}): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  const choice = (list: string[], prefix = 'p.') => list.map((v) => ({ value: v, label: t(prefix + v) }));
  return (
    <Form
      layout="vertical"
      size="small"
      initialValues={settings}
      onValuesChange={(_, all: Record<string, unknown>) => onChange(all)}
    >
      <Form.Item name="labelPosition" label={t('p.labelPosition')}>
        <Select options={choice(['left', 'right', 'top'])} />
      </Form.Item>
      <Form.Item name="labelWidth" label={t('p.labelWidth')}>
        <InputNumber min={40} max={400} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="size" label={t('p.size')}>
        <Select options={['small', 'medium', 'large'].map((v) => ({ value: v, label: v }))} />
      </Form.Item>
      <Form.Item name="popupType" label={t('p.popupType')}>
        <Select options={choice(['general', 'fullScreen', 'drawer'])} />
      </Form.Item>
      <Form.Item name="generalWidth" label={t('p.generalWidth')}>
        <Input />
      </Form.Item>
    </Form>
  );
}
