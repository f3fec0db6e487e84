import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_INTERFACE_NS } from '../data-interface-i18n.ts';

const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The declared request parameters (`requestParameters`): a name and a default value per row. */
export function ParamsEditor(): ReactNode {
  const { t } = useTranslation(DATA_INTERFACE_NS);
  return (
    <Form.Item label={t('params')} extra={t('builtinHint')}>
      <Form.List name="requestParameters">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => (
              <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item
                  name={[f.name, 'field']}
                  rules={[
                    {
                      required: true,
                      pattern: FIELD_PATTERN,
                      message: t('required', { label: t('paramField') }),
                    },
                  ]}
                >
                  <Input
                    placeholder={t('paramField')}
                    aria-label={`${t('paramField')} ${i + 1}`}
                    maxLength={50}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'value']}>
                  <Input
                    placeholder={t('paramValue')}
                    aria-label={`${t('paramValue')} ${i + 1}`}
                    maxLength={500}
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  aria-label={`${t('removeParam')} ${i + 1}`}
                  icon={<DeleteOutlined />}
                  onClick={() => remove(f.name)}
                />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ field: '', value: '' })}>
              {t('addParam')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
