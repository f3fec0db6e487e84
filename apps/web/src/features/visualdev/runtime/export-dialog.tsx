import { Checkbox, Form, Modal, Radio } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { exportRecords, type TListParams } from './runtime-api.ts';
import type { TColumnSpec } from './runtime-columns.ts';
import { RUNTIME_NS } from './runtime-i18n.ts';

interface TExportValues {
  dataType: '0' | '1';
  columns: string[];
}

/** Export: the columns to write (all shown ones checked) and the rows (current page or all), as .xlsx. */
export function ExportDialog(props: {
  modelId: string;
  name: string;
  open: boolean;
  columns: readonly TColumnSpec[];
  params: TListParams;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation(RUNTIME_NS);
  const [form] = Form.useForm<TExportValues>();
  const [isBusy, setBusy] = useState(false);
  const onOk = async (): Promise<void> => {
    const v = await form.validateFields();
    const keys = props.columns.map((c) => c.key).filter((k) => v.columns.includes(k));
    setBusy(true);
    try {
      await exportRecords(props.modelId, props.params, keys, v.dataType, props.name);
      props.onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title={t('exportTitle')}
      okText={t('exportOk')}
      cancelText={t('cancel')}
      confirmLoading={isBusy}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form<TExportValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ dataType: '0', columns: props.columns.map((c) => c.key) }}
      >
        <Form.Item name="dataType" label={t('exportRange')}>
          <Radio.Group
            options={[
              { value: '0', label: t('currentPage') },
              { value: '1', label: t('allRows') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="columns"
          label={t('exportColumns')}
          rules={[{ type: 'array', min: 1, required: true, message: t('pickColumns') }]}
        >
          <Checkbox.Group options={props.columns.map((c) => ({ value: c.key, label: c.title }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
