import type { ReactNode } from 'react';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../task/action-dialog.tsx';
import { useTaskDetail } from '../task/api.ts';
import { useMonitorActions } from '../lists/api.ts';
import { DAILY_NS } from '../lists/daily-i18n.ts';
import { runningNodes } from './monitor-logic.ts';

/** Assigns a running node of a task to one user (the task detail's assign dialog, with the task's current nodes). */
export function AssignDialog({ taskId, onClose }: { taskId: string; onClose: () => void }): ReactNode {
  const { t } = useTranslation(DAILY_NS);
  const detail = useTaskDetail(taskId, undefined);
  const { assign } = useMonitorActions();
  if (!detail.data) return null;
  return (
    <ActionDialog
      action="assign"
      nodes={runningNodes(detail.data.flowTaskNodeList)}
      isBusy={assign.isPending}
      onCancel={onClose}
      onSubmit={(_, input) => {
        if (!input.nodeCode || !input.userId) return;
        const body = { id: taskId, nodeCode: input.nodeCode, freeApproverUserId: input.userId };
        void assign
          .mutateAsync({ ...body, handleOpinion: input.handleOpinion })
          .then(() => {
            toastSuccess(t('assigned'));
            onClose();
          })
          .catch(() => undefined);
      }}
    />
  );
}
