import { DatePicker, Button, Form, Input, InputNumber, Select, Space, TimePicker } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RUNTIME_NS } from './runtime-i18n.ts';
import { toListJson, type TSearchField } from './search-query.ts';

/** The value and onChange Form.Item gives its child, passed on to the control. */
interface TControlProps {
  value?: never;
  onChange?: (v: unknown) => void;
  id?: string;
}

function SearchControl({ f, ...bound }: TControlProps & { f: TSearchField }): ReactNode {
  const { t } = useTranslation(RUNTIME_NS);
  switch (f.control) {
    case 'date-range':
      return (
        <DatePicker.RangePicker
          {...bound}
          aria-label={f.label}
          showTime={f.hasTime}
          placeholder={[t('from'), t('to')]}
        />
      );
    case 'time-range':
      return (
        <TimePicker.RangePicker
          {...bound}
          aria-label={f.label}
          format={f.format}
          placeholder={[t('from'), t('to')]}
        />
      );
    case 'number-range':
      return (
        <Space.Compact>
          <Form.Item name={[f.key, 0]} noStyle>
            <InputNumber
              aria-label={`${f.label} ${t('min')}`}
              placeholder={t('min')}
              style={{ width: 100 }}
            />
          </Form.Item>
          <Form.Item name={[f.key, 1]} noStyle>
            <InputNumber
              aria-label={`${f.label} ${t('max')}`}
              placeholder={t('max')}
              style={{ width: 100 }}
            />
          </Form.Item>
        </Space.Compact>
      );
    case 'number':
      return <InputNumber {...bound} aria-label={f.label} style={{ width: 160 }} />;
    case 'switch':
      return (
        <Select
          {...bound}
          aria-label={f.label}
          allowClear
          style={{ width: 160 }}
          placeholder={t('all')}
          options={[
            { value: 'on', label: t('yes') },
            { value: 'off', label: t('no') },
          ]}
        />
      );
    case 'select':
      return (
        <Select
          {...bound}
          aria-label={f.label}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 180 }}
          placeholder={t('all')}
          options={f.options}
        />
      );
    default:
      return <Input {...bound} aria-label={f.label} allowClear style={{ width: 180 }} />;
  }
}

/** The list's search fields (columnData.searchList): Search sends their List `json`, Reset clears them. */
export function RuntimeSearchBar(props: {
  fields: readonly TSearchField[];
  onSearch: (json: Record<string, unknown>) => void;
}): ReactNode {
  const { t } = useTranslation(RUNTIME_NS);
  const [form] = Form.useForm<Record<string, unknown>>();
  const submit = (values: Record<string, unknown>): void => props.onSearch(toListJson(props.fields, values));
  return (
    <Form form={form} layout="inline" onFinish={submit} className="runtime-search">
      {props.fields.map((f) => (
        <Form.Item
          key={f.key}
          label={f.label}
          name={f.control === 'number-range' ? undefined : f.key}
          style={{ marginBottom: 8 }}
        >
          <SearchControl f={f} />
        </Form.Item>
      ))}
      <Form.Item style={{ marginBottom: 8 }}>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              props.onSearch({});
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
