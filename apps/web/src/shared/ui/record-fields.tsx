import { Col, Form, Input, InputNumber, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFormRules } from './form-rules.ts';

/** In a grid form, a field in a column of `span`; else the field as it is. */
function cellOf(isGrid: boolean | undefined) {
  return (span: number, field: ReactNode): ReactNode => (isGrid ? <Col span={span}>{field}</Col> : field);
}

/** The name (fullName) and code (enCode) of a record: both required, the code to the contracts' pattern. */
export function NameCodeFields(props: {
  /** The screen's namespace: its labels, and the shared rule texts merged under it. */
  ns: string;
  /** Label keys of the name and the code (default fullName, enCode). */
  labels?: readonly [string, string];
  /** The name to the contracts' fullName pattern too. */
  isNameChecked?: boolean;
  codeMaxLength?: number;
  /** The code's rule: a record's enCode (default) or a menu item's code, which allows `_`. */
  codeRule?: 'enCode' | 'itemCode';
  /** Inside a Row: each field in a half-width column. */
  isGrid?: boolean;
}): ReactNode {
  const { t } = useTranslation(props.ns);
  const rules = buildFormRules(t);
  const [name, code] = (props.labels ?? ['fullName', 'enCode']).map((k) => t(k));
  const cell = cellOf(props.isGrid);
  return (
    <>
      {cell(
        12,
        <Form.Item
          name="fullName"
          label={name}
          rules={[rules.required(name), ...(props.isNameChecked ? [rules.fullName] : [])]}
        >
          <Input maxLength={50} />
        </Form.Item>,
      )}
      {cell(
        12,
        <Form.Item
          name="enCode"
          label={code}
          rules={[rules.required(code), rules[props.codeRule ?? 'enCode']]}
        >
          <Input maxLength={props.codeMaxLength ?? 50} />
        </Form.Item>,
      )}
    </>
  );
}

/** The sort code, the enable switch and the description that close a record's form. */
export function SortStatusFields(props: {
  /** The screen's namespace (its labels). */
  ns: string;
  descriptionRows?: number;
  /** Inside a Row: sort and status side by side, the description across. */
  isGrid?: boolean;
}): ReactNode {
  const { t } = useTranslation(props.ns);
  const cell = cellOf(props.isGrid);
  return (
    <>
      {cell(
        12,
        <Form.Item name="sortCode" label={t('sortCode')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>,
      )}
      {cell(
        12,
        <Form.Item name="enabledMark" label={t('status')} valuePropName="checked">
          <Switch aria-label={t('status')} checkedChildren={t('enabled')} unCheckedChildren={t('disabled')} />
        </Form.Item>,
      )}
      {cell(
        24,
        <Form.Item name="description" label={t('description')}>
          <Input.TextArea maxLength={500} rows={props.descriptionRows ?? 3} />
        </Form.Item>,
      )}
    </>
  );
}
