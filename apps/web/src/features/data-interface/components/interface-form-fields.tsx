import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFormRules } from '../../../shared/ui/form-rules.ts';
import { useDictOptions } from '../../dictionary/api.ts';
import { CATEGORY_DICTIONARY } from '../api.ts';
import { DATA_INTERFACE_NS } from '../data-interface-i18n.ts';
import { ParamsEditor } from './params-editor.tsx';

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/** The category select over the DataInterfaceType dictionary. */
export function CategorySelect(props: {
  value?: string;
  onChange?: (v?: string) => void;
  placeholder?: string;
  allowClear?: boolean;
}): ReactNode {
  const { t } = useTranslation(DATA_INTERFACE_NS);
  const options = useDictOptions(CATEGORY_DICTIONARY);
  return (
    <Select
      aria-label={props.placeholder ?? t('category')}
      placeholder={props.placeholder ?? t('category')}
      value={props.value}
      onChange={props.onChange}
      allowClear={props.allowClear}
      loading={options.isLoading}
      options={(options.data ?? []).map((o) => ({ value: o.id, label: o.fullName }))}
      style={{ minWidth: 160 }}
    />
  );
}

function BodyFields({ dataType }: { dataType: number }): ReactNode {
  const { t } = useTranslation(DATA_INTERFACE_NS);
  const rules = buildFormRules(t);
  if (dataType === 3)
    return (
      <Row gutter={12}>
        <Col span={6}>
          <Form.Item name="requestMethod" label={t('requestMethod')}>
            <Select
              aria-label={t('requestMethod')}
              options={['get', 'post'].map((m) => ({ value: m, label: m.toUpperCase() }))}
            />
          </Form.Item>
        </Col>
        <Col span={18}>
          <Form.Item
            name="path"
            label={t('path')}
            rules={[rules.required(t('path')), { pattern: /^https?:\/\//i, message: t('path') }]}
          >
            <Input placeholder="https://" maxLength={2000} />
          </Form.Item>
        </Col>
      </Row>
    );
  const label = dataType === 1 ? t('query') : t('staticData');
  return (
    <Form.Item name="query" label={label} rules={[rules.required(label)]}>
      <Input.TextArea
        rows={7}
        style={MONO}
        placeholder={dataType === 1 ? 'select ...' : '[{"id":"1","fullName":"..."}]'}
      />
    </Form.Item>
  );
}

/** The fields of the interface dialog: what it is, how it gets its data, its parameters and who may call it. */
export function InterfaceFormFields(): ReactNode {
  const { t } = useTranslation(DATA_INTERFACE_NS);
  const rules = buildFormRules(t);
  return (
    <>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="categoryId" label={t('category')} rules={[rules.requiredPick(t('category'))]}>
            <CategorySelect />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="fullName" label={t('fullName')} rules={[rules.required(t('fullName'))]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="enCode" label={t('enCode')} rules={[rules.required(t('enCode')), rules.enCode]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="dataType" label={t('dataType')}>
        <Radio.Group
          aria-label={t('dataType')}
          options={[1, 2, 3].map((v) => ({ value: v, label: t(`dataTypes.${v}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['dataType']}>
        {({ getFieldValue }) => <BodyFields dataType={Number(getFieldValue('dataType'))} />}
      </Form.Item>
      <ParamsEditor />
      <Form.Item name="checkType" label={t('checkType')}>
        <Radio.Group
          aria-label={t('checkType')}
          options={[0, 1, 2].map((v) => ({ value: v, label: t(`checkTypes.${v}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['checkType']}>
        {({ getFieldValue }) =>
          getFieldValue('checkType') === 2 && (
            <Form.Item
              name="requestHeaders"
              label={t('ipList')}
              extra={t('ipHint')}
              rules={[rules.required(t('ipList'))]}
            >
              <Input maxLength={2000} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="sortCode" label={t('sortCode')}>
            <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="enabledMark" label={t('status')} valuePropName="checked">
            <Switch
              aria-label={t('status')}
              checkedChildren={t('enabled')}
              unCheckedChildren={t('disabled')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t('description')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </>
  );
}
