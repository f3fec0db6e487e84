import { Form, Input, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { useSendFeedback } from '../api.ts';
import { FEEDBACK_NS } from '../feedback-i18n.ts';

type TValues = { content: string; contact?: string };

/** The navbar's 意见反馈: a comment and an optional contact, stored for the administrators. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation(FEEDBACK_NS);
  const [form] = Form.useForm<TValues>();
  const { pathname } = useLocation();
  const send = useSendFeedback();
  const submit = async (v: TValues) => {
    await send.mutateAsync({
      content: v.content,
      contact: v.contact?.trim() || undefined,
      pagePath: pathname,
    });
    toastSuccess(t('thanks'));
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('sendTitle')}
      okText={t('send')}
      cancelText={t('cancel')}
      confirmLoading={send.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('sendHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} preserve={false}>
        <Form.Item
          name="content"
          label={t('content')}
          rules={[{ required: true, whitespace: true, message: t('required', { label: t('content') }) }]}
        >
          <Input.TextArea rows={5} maxLength={2000} showCount placeholder={t('contentPlaceholder')} />
        </Form.Item>
        <Form.Item name="contact" label={t('contact')}>
          <Input maxLength={100} placeholder={t('contactPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
