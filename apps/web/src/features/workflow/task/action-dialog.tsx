import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgPicker } from '../../../shared/ui/form/org-picker.tsx';
import { UserSelect } from '../../../shared/ui/user-select.tsx';
import { SignaturePad } from './signature-pad.tsx';
import { TASK_NS } from './task-i18n.ts';
import type { TTaskAction } from './task-logic.ts';

/** What the dialog collects. */
export interface TActionInput {
  handleOpinion?: string;
  signImg?: string;
  copyIds?: string[];
  userId?: string;
  nodeCode?: string;
  /** Reject: where to send the flow back ('0' the launcher, or an earlier node), when the node lets the approver choose. */
  rejectStep?: string;
}

/** Actions that ask for an opinion in a dialog (the others confirm or act at once). */
export const DIALOG_ACTIONS: readonly TTaskAction[] = [
  'approve',
  'reject',
  'transfer',
  'addSign',
  'recall',
  'withdraw',
  'cancel',
  'assign',
];

const USER_LABEL: Partial<Record<TTaskAction, string>> = {
  transfer: 'transferTo',
  addSign: 'addSignTo',
  assign: 'assignTo',
};

interface TProps {
  action: TTaskAction | null;
  /** The running nodes a monitor may assign. */
  nodes: { nodeCode: string; nodeName: string }[];
  /** Where a rejection may go back ('0' the launcher first), from the server; empty: the node decides. */
  rejectTargets?: { nodeCode: string; nodeName: string }[];
  isBusy: boolean;
  onCancel: () => void;
  onSubmit: (action: TTaskAction, input: TActionInput) => void;
}

/** The dialog of one action: opinion, handwritten signature, CC (approve, reject), target user or node. */
export function ActionDialog({
  action,
  nodes,
  rejectTargets = [],
  isBusy,
  onCancel,
  onSubmit,
}: TProps): ReactNode {
  const { t } = useTranslation(TASK_NS);
  const [form] = Form.useForm<TActionInput>();
  const [hasSign, setHasSign] = useState(false);
  const [sign, setSign] = useState<string | null>(null);
  if (!action) return null;
  const userLabel = USER_LABEL[action];
  const isHandle = action === 'approve' || action === 'reject';
  const submit = async (): Promise<void> => {
    const v = await form.validateFields();
    onSubmit(action, { ...v, signImg: hasSign && sign ? sign : undefined });
  };
  return (
    <Modal
      open
      title={t(`actions.${action}`)}
      onCancel={onCancel}
      // A refused validation stays in the dialog: the form already says why.
      onOk={() => void submit().catch(() => undefined)}
      okText={t(`actions.${action}`)}
      okButtonProps={{ loading: isBusy, 'aria-label': t(`actions.${action}`) }}
      cancelText={t('actions.back')}
      destroyOnHidden
      afterClose={() => {
        setHasSign(false);
        setSign(null);
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        {action === 'assign' ? (
          <Form.Item
            name="nodeCode"
            label={t('assignNode')}
            rules={[{ required: true, message: t('chooseNode') }]}
          >
            <Select
              aria-label={t('assignNode')}
              options={nodes.map((n) => ({ value: n.nodeCode, label: n.nodeName }))}
            />
          </Form.Item>
        ) : null}
        {action === 'reject' && rejectTargets.length ? (
          <Form.Item name="rejectStep" label={t('rejectTo')}>
            <Select
              aria-label={t('rejectTo')}
              allowClear
              placeholder={t('rejectToDefault')}
              data-testid="reject-target"
              options={rejectTargets.map((n) => ({
                value: n.nodeCode,
                label: n.nodeCode === '0' ? t('rejectToStart') : n.nodeName,
              }))}
            />
          </Form.Item>
        ) : null}
        {userLabel ? (
          <Form.Item
            name="userId"
            label={t(userLabel)}
            rules={[{ required: true, message: t('chooseUser') }]}
          >
            <UserSelect label={t(userLabel)} />
          </Form.Item>
        ) : null}
        <Form.Item name="handleOpinion" label={t('opinion')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} placeholder={t('opinionPlaceholder')} aria-label={t('opinion')} />
        </Form.Item>
        {isHandle ? (
          <>
            <Form.Item name="copyIds" label={t('copyTo')}>
              <OrgPicker kind="user" />
            </Form.Item>
            <Checkbox checked={hasSign} onChange={(e) => setHasSign(e.target.checked)}>
              {t('sign')}
            </Checkbox>
            {hasSign ? <SignaturePad onChange={setSign} /> : null}
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
