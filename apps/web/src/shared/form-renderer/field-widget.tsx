import { Cascader, Checkbox, ColorPicker, Input, InputNumber, Radio, Rate, Select, Slider } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressCascader } from '../ui/form/address-cascader.tsx';
import { FileUpload } from '../ui/form/file-upload.tsx';
import type { TUploadedFile } from '../ui/form/upload-rules.ts';
import { useFieldOptions } from './field-options.ts';
import { RelationAttrField, RelationFormField } from './relation-fields.tsx';
import { FORM_RENDERER_NS } from './form-renderer-i18n.ts';
import { isMultiple, type TWidgetProps } from './form-renderer-types.ts';
import {
  AmountField,
  DateField,
  GeneratedField,
  OrgField,
  SwitchField,
  TimeField,
} from './value-widgets.tsx';
import { FittedTreeSelect } from '../ui/form/fitted-tree-select.tsx';

const RichTextEditor = lazy(() =>
  import('../ui/form/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** Text, password and textarea inputs. */
function TextField({ id, field, value, onChange, isReadOnly }: TWidgetProps): ReactNode {
  const { t } = useTranslation(FORM_RENDERER_NS);
  const common = {
    id,
    value: str(value),
    disabled: isReadOnly,
    maxLength: num(field.maxlength),
    placeholder: str(field.placeholder) || t('pleaseInput'),
    onChange: (e: { target: { value: string } }) => onChange?.(e.target.value),
  };
  const key = field.__config__.jnpfKey;
  if (key === 'textarea') {
    const rows = (field.autosize as { minRows?: number } | undefined)?.minRows ?? 4;
    return <Input.TextArea {...common} rows={rows} />;
  }
  if (key === 'PsdInput') return <Input.Password {...common} />;
  const slot = field.__slot__ as { prepend?: string; append?: string } | undefined;
  return (
    <Input
      {...common}
      addonBefore={slot?.prepend || undefined}
      addonAfter={slot?.append || undefined}
      allowClear={field.clearable === true}
    />
  );
}

/** Radio, checkbox, select, dictionary select, cascader and tree select over the field's options. */
function OptionField({ id, field, value, onChange, isReadOnly }: TWidgetProps): ReactNode {
  const { t } = useTranslation(FORM_RENDERER_NS);
  const options = useFieldOptions(field);
  const placeholder = str(field.placeholder) || t('pleaseSelect');
  const multiple = isMultiple(field);
  switch (field.__config__.jnpfKey) {
    case 'radio':
      return (
        <Radio.Group
          options={options}
          disabled={isReadOnly}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox.Group options={options} disabled={isReadOnly} value={list(value)} onChange={onChange} />
      );
    case 'cascader':
      return (
        <Cascader
          id={id}
          options={options}
          disabled={isReadOnly}
          placeholder={placeholder}
          value={list(value)}
          onChange={(v) => onChange?.(v ?? [])}
          style={{ width: '100%' }}
        />
      );
    case 'treeSelect':
      return (
        <FittedTreeSelect
          id={id}
          treeData={options}
          disabled={isReadOnly}
          multiple={multiple}
          placeholder={placeholder}
          value={value ?? undefined}
          onChange={onChange}
          style={{ width: '100%' }}
        />
      );
    default:
      return (
        <Select
          id={id}
          options={options}
          disabled={isReadOnly}
          mode={multiple ? 'multiple' : undefined}
          allowClear
          placeholder={placeholder}
          value={value ?? undefined}
          onChange={onChange}
          style={{ width: '100%' }}
        />
      );
  }
}

/** The input of one value field by its jnpfKey (contract §5.2); layout kinds and sub-tables are the renderer's. */
export function FieldWidget(props: TWidgetProps): ReactNode {
  const { id, field, value, onChange, isReadOnly } = props;
  const { t } = useTranslation(FORM_RENDERER_NS);
  const key = field.__config__.jnpfKey;
  switch (key) {
    case 'comInput':
    case 'textarea':
    case 'PsdInput':
      return <TextField {...props} />;
    case 'numInput':
    case 'calculate':
      return (
        <InputNumber
          id={id}
          value={num(value) ?? null}
          min={num(field.min)}
          max={num(field.max)}
          step={num(field.step)}
          precision={num(field.precision)}
          disabled={isReadOnly || key === 'calculate'}
          onChange={(v) => onChange?.(v)}
          style={{ width: '100%' }}
        />
      );
    case 'JNPFAmount':
      return <AmountField {...props} />;
    case 'switch':
      return <SwitchField {...props} />;
    case 'radio':
    case 'checkbox':
    case 'select':
    case 'cascader':
    case 'dicSelect':
    case 'treeSelect':
      return <OptionField {...props} />;
    case 'date':
    case 'dateRange':
      return <DateField {...props} />;
    case 'time':
    case 'timeRange':
      return <TimeField {...props} />;
    case 'uploadFz':
    case 'uploadImg':
      return (
        <FileUpload
          isImage={key === 'uploadImg'}
          fileSize={num(field.fileSize)}
          sizeUnit={field.sizeUnit === 'KB' || field.sizeUnit === 'GB' ? field.sizeUnit : 'MB'}
          limit={num(field.limit)}
          accept={str(field.accept) || undefined}
          value={Array.isArray(value) ? (value as TUploadedFile[]) : []}
          onChange={onChange}
        />
      );
    case 'colorPicker':
      return (
        <ColorPicker
          value={str(value) || undefined}
          disabled={isReadOnly}
          onChange={(c) => onChange?.(c.toHexString())}
        />
      );
    case 'rate':
      return (
        <Rate count={num(field.max) ?? 5} value={num(value)} disabled={isReadOnly} onChange={onChange} />
      );
    case 'slider':
      return (
        <Slider
          min={num(field.min)}
          max={num(field.max)}
          step={num(field.step)}
          value={num(value)}
          disabled={isReadOnly}
          onChange={onChange}
        />
      );
    case 'editor':
      return (
        <Suspense fallback={null}>
          <RichTextEditor value={str(value)} onChange={onChange} placeholder={str(field.placeholder)} />
        </Suspense>
      );
    case 'comSelect':
    case 'depSelect':
    case 'posSelect':
    case 'userSelect':
      return <OrgField {...props} />;
    case 'address':
      return <AddressCascader value={list(value)} onChange={onChange} />;
    case 'relationForm':
      return <RelationFormField {...props} />;
    case 'relationFormAttr':
    case 'relationFlowAttr':
      return <RelationAttrField {...props} />;
    case 'relationFlow':
    case 'popupSelect':
      return <Select disabled={isReadOnly} value={value ?? undefined} onChange={onChange} options={[]} />;
    case 'billRule':
    case 'createUser':
    case 'createTime':
    case 'modifyUser':
    case 'modifyTime':
    case 'currOrganize':
    case 'currDept':
    case 'currPosition':
      return <GeneratedField {...props} />;
    default:
      return <span>{t('unknownKind', { kind: key })}</span>;
  }
}
