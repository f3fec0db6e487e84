import { Form, Modal, Spin, type FormInstance } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from './feedback.ts';
import { ORG_COMMON_NS } from './org-i18n.ts';

/** What EditDialog takes. */
export interface TEditDialogProps<V extends object> {
  open: boolean;
  title: string;
  /** The record being edited, once loaded; undefined while loading or when creating. */
  initialValues?: Partial<V>;
  isLoading?: boolean;
  width?: number;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: (form: FormInstance<V>) => ReactNode;
}

/** The create/edit dialog of the admin screens: a vertical form, validated before `onSubmit`, closed on success. */
export function EditDialog<V extends object>(props: TEditDialogProps<V>): ReactNode {
  const { t } = useTranslation(ORG_COMMON_NS);
  const [form] = Form.useForm<V>();
  const { open, initialValues } = props;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues);
  }, [open, initialValues, form]);
  const [isSaving, setSaving] = useState(false);
  const onOk = async (): Promise<void> => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await props.onSubmit(values);
      toastSuccess(t('saved'));
      props.onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={props.title}
      width={props.width ?? 600}
      okText={t('confirm')}
      cancelText={t('cancel')}
      confirmLoading={isSaving}
      // A refused validation or save stays in the dialog: the form or the http client already said why.
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Spin spinning={props.isLoading ?? false}>
        <Form form={form} layout="vertical" requiredMark name="edit" preserve={false}>
          {props.children(form)}
        </Form>
      </Spin>
    </Modal>
  );
}
