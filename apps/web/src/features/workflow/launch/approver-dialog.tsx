import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserSelect } from '../../../shared/ui/user-select.tsx';
import { DAILY_NS } from '../lists/daily-i18n.ts';

/** The approver dialog's width (spec §9). */
export const APPROVER_DIALOG_WIDTH = 450;

/** Asks for the next node's approver; refuses to go on empty (spec §5: 请选择审批人员). */
export function ApproverDialog(props: {
  open: boolean;
  isBusy?: boolean;
  onCancel: () => void;
  onConfirm: (userId: string) => void;
}): ReactNode {
  const { t } = useTranslation(DAILY_NS);
  const [form] = Form.useForm<{ userId?: string | null }>();
  const confirm = async (): Promise<void> => {
    const v = await form.validateFields();
    if (v.userId) props.onConfirm(v.userId);
  };
  return (
    <Modal
      open={props.open}
      title={t('approverTitle')}
      width={APPROVER_DIALOG_WIDTH}
      okText={t('confirm')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: props.isBusy }}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} name="launch-approver">
        <Form.Item
          name="userId"
          label={t('approverLabel')}
          rules={[{ required: true, message: t('approverRequired') }]}
        >
          <UserSelect label={t('approverLabel')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
