import { Alert, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgPicker } from './org-picker.tsx';

/** Approver dialog width (spec §9). */
const APPROVER_DIALOG_WIDTH = 450;

interface TApproverDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: (userIds: string[]) => void;
}

/** Choose the next approvers; confirming without one says 请选择审批人员 (spec §5). */
export function ApproverDialog({ open, onCancel, onConfirm }: TApproverDialogProps): ReactNode {
  const { t } = useTranslation();
  const [userIds, setUserIds] = useState<string[]>([]);
  const [hasError, setError] = useState(false);
  const confirm = (): void => {
    if (userIds.length === 0) {
      setError(true);
      return;
    }
    onConfirm(userIds);
  };
  return (
    <Modal
      open={open}
      title={t('ui.selectApprover')}
      width={APPROVER_DIALOG_WIDTH}
      onCancel={onCancel}
      onOk={confirm}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <OrgPicker
        kind="user"
        value={userIds}
        onChange={(ids) => {
          setUserIds(ids);
          setError(false);
        }}
      />
      {hasError && <Alert type="error" showIcon title={t('ui.approverRequired')} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
