import type { TFormField } from '@app/contracts';
import { Card, Col, Collapse, Divider, Form, Row, Tabs, Typography, type FormInstance } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { fieldRules } from './field-rules.ts';
import { FieldWidget } from './field-widget.tsx';
import './form-renderer-i18n.ts';
import type { TFieldStates } from './form-renderer-types.ts';
import { initialValues, useCalculatedFields } from './form-values.ts';
import { RelationRecordsProvider } from './relation-fields.tsx';
import { SubTable } from './sub-table.tsx';

/** The form part of a formData this renderer reads (contract §5.2); other keys are ignored. */
export interface TRenderableForm {
  fields: TFormField[];
  labelPosition?: unknown;
  labelWidth?: unknown;
  size?: unknown;
  gutter?: unknown;
  [k: string]: unknown;
}

interface TFormRendererProps {
  formData: TRenderableForm;
  /** The antd form (the caller submits and reads it); one is made when absent. */
  form?: FormInstance;
  /** Record values over the fields' defaults. */
  values?: Readonly<Record<string, unknown>>;
  /** Read-only and hidden per field key (a sub-table's column per `columnStateKey`). */
  fieldStates?: TFieldStates;
  /** Every field read-only (detail views). */
  isReadOnly?: boolean;
}

interface TCtx {
  states: TFieldStates;
  isReadOnly: boolean;
  gutter: number;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const spanOf = (f: TFormField): number => (typeof f.__config__.span === 'number' ? f.__config__.span : 24);

function renderChildren(fields: readonly TFormField[], ctx: TCtx): ReactNode {
  return (
    <Row gutter={ctx.gutter}>
      {fields.map((f, i) => (
        <Col key={f.__vModel__ ?? `${f.__config__.jnpfKey}-${i}`} span={spanOf(f)}>
          {renderField(f, ctx)}
        </Col>
      ))}
    </Row>
  );
}

function renderLayout(f: TFormField, ctx: TCtx): ReactNode {
  const cfg = f.__config__;
  const children = cfg.children ?? [];
  switch (cfg.jnpfKey) {
    case 'row':
      return renderChildren(children, ctx);
    case 'card':
      return (
        <Card size="small" title={str(f.header) || cfg.label} style={{ marginBottom: 16 }}>
          {renderChildren(children, ctx)}
        </Card>
      );
    case 'tab':
      return (
        <Tabs
          items={children.map((pane, i) => ({
            key: String(i),
            label: pane.__config__.label,
            children: renderChildren(pane.__config__.children ?? [], ctx),
          }))}
        />
      );
    case 'collapse':
      return (
        <Collapse
          style={{ marginBottom: 16 }}
          accordion={f.accordion === true}
          defaultActiveKey={['0']}
          items={children.map((pane, i) => ({
            key: String(i),
            label: pane.__config__.label,
            children: renderChildren(pane.__config__.children ?? [], ctx),
          }))}
        />
      );
    case 'divider':
      return <Divider>{str((f.__slot__ as { default?: unknown } | undefined)?.default)}</Divider>;
    case 'groupTitle':
      return <Divider titlePlacement="start">{str(f.content) || cfg.label}</Divider>;
    case 'JNPFText':
      return (
        <Typography.Paragraph style={f.textStyle as Record<string, string> | undefined}>
          {str(cfg.defaultValue)}
        </Typography.Paragraph>
      );
    default:
      // Display-only kinds (relation attributes): a labelled value, never a record property.
      return (
        <Form.Item label={cfg.label}>
          <FieldWidget field={f} isReadOnly />
        </Form.Item>
      );
  }
}

function renderField(f: TFormField, ctx: TCtx): ReactNode {
  const cfg = f.__config__;
  const key = f.__vModel__;
  if (!key) return renderLayout(f, ctx);
  const state = ctx.states[key];
  const isReadOnly = ctx.isReadOnly || state === 'readonly' || f.disabled === true;
  return (
    <Form.Item
      name={key}
      label={cfg.showLabel === false ? undefined : cfg.label}
      hidden={state === 'hidden'}
      required={cfg.required === true && !isReadOnly}
      rules={fieldRules(f, isReadOnly ? 'readonly' : state)}
    >
      {cfg.jnpfKey === 'table' ? (
        <SubTable field={f} isReadOnly={isReadOnly} states={ctx.states} />
      ) : (
        <FieldWidget field={f} isReadOnly={isReadOnly} />
      )}
    </Form.Item>
  );
}

/** Keeps the calculated fields up to date; alone in watching the values, so a keystroke re-renders only it. */
function CalculatedFields({ form, fields }: { form: FormInstance; fields: TFormField[] }): ReactNode {
  useCalculatedFields(form, fields);
  return null;
}

/** Renders a formData (contract §5.2) as an antd form: every field kind, layout, sub-tables, calculated fields. */
export function FormRenderer({
  formData,
  form,
  values,
  fieldStates,
  isReadOnly,
}: TFormRendererProps): ReactNode {
  const [own] = Form.useForm(form);
  const fields = formData.fields;
  const start = useMemo(() => initialValues(fields, values), [fields, values]);
  const isTop = formData.labelPosition === 'top';
  const width = typeof formData.labelWidth === 'number' ? formData.labelWidth : 100;
  const ctx: TCtx = {
    states: fieldStates ?? {},
    isReadOnly: isReadOnly === true,
    gutter: typeof formData.gutter === 'number' ? formData.gutter : 15,
  };
  return (
    <RelationRecordsProvider>
      <Form
        form={own}
        initialValues={start}
        layout={isTop ? 'vertical' : 'horizontal'}
        labelAlign={formData.labelPosition === 'left' ? 'left' : 'right'}
        labelCol={isTop ? undefined : { flex: `${width}px` }}
        labelWrap
        size={formData.size === 'small' || formData.size === 'mini' ? 'small' : 'middle'}
        className="form-renderer"
      >
        <CalculatedFields form={own} fields={fields} />
        {renderChildren(fields, ctx)}
      </Form>
    </RelationRecordsProvider>
  );
}
