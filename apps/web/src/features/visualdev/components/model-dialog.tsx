import { Form, Input, Modal, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories, useModelMutations } from '../api.ts';
import { VISUALDEV_NS } from '../visualdev-i18n.ts';

interface TValues {
  fullName: string;
  enCode: string;
  category: string;
}

/** Creates a function-design model (name, code, category) and hands its id to the designer. */
export function ModelDialog({
  type,
  dictionary,
  onClose,
  onCreated,
}: {
  type: number;
  /** The category dictionary of the type. */
  dictionary: string;
  onClose: () => void;
  onCreated: (id: string) => void;
}): ReactNode {
  const { t } = useTranslation(VISUALDEV_NS);
  const [form] = Form.useForm<TValues>();
  const categories = useCategories(dictionary);
  const { create } = useModelMutations();
  const submit = async (): Promise<void> => {
    const values = await form.validateFields();
    const { id } = await create.mutateAsync({ ...values, type, formData: null, columnData: null });
    onCreated(id);
  };
  const required = (label: string) => [{ required: true, message: t('required', { label }) }];
  return (
    <Modal
      open
      title={t('createTitle')}
      okText={t('confirm')}
      cancelText={t('cancel')}
      confirmLoading={create.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} name="visualdevModel" layout="vertical">
        <Form.Item name="fullName" label={t('fullName')} rules={required(t('fullName'))}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="enCode" label={t('enCode')} rules={required(t('enCode'))}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="category" label={t('category')} rules={required(t('category'))}>
          <Select
            loading={categories.isLoading}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.fullName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
