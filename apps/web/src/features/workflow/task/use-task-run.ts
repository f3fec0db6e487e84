import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../shared/ui/feedback.ts';
import { isApproverNeeded, useTaskAction, type TTaskCall } from './api.ts';
import type { TActionInput } from './action-dialog.tsx';
import { DIALOG_ACTIONS } from './action-dialog.tsx';
import { TASK_NS } from './task-i18n.ts';
import {
  formValues,
  pendingOperator,
  recallableRecord,
  type TTaskAction,
  type TTaskDetail,
} from './task-logic.ts';

/** The call of an action with what its dialog collected; null when the action has no target here. */
export function buildCall(
  action: TTaskAction,
  input: TActionInput,
  d: TTaskDetail,
  formData: Record<string, unknown> | undefined,
): TTaskCall | null {
  const taskId = d.flowTaskInfo.id;
  const opinion = input.handleOpinion || undefined;
  const operatorId = pendingOperator(d)?.id;
  const handle = {
    handleOpinion: opinion,
    signImg: input.signImg,
    copyIds: input.copyIds?.length ? input.copyIds : undefined,
    formData,
    freeApproverUserId: input.userId,
  };
  switch (action) {
    case 'approve':
    case 'addSign':
      return operatorId ? { kind: 'audit', operatorId, body: handle } : null;
    case 'reject':
      return operatorId
        ? {
            kind: 'reject',
            operatorId,
            body: { ...handle, freeApproverUserId: undefined, rejectStep: input.rejectStep },
          }
        : null;
    case 'transfer':
      return operatorId && input.userId
        ? { kind: 'transfer', operatorId, body: { freeApproverUserId: input.userId, handleOpinion: opinion } }
        : null;
    case 'recall': {
      const record = recallableRecord(d);
      return record ? { kind: 'recall', recordId: record.id, body: { handleOpinion: opinion } } : null;
    }
    case 'withdraw':
    case 'cancel':
      return { kind: action, taskId, body: { handleOpinion: opinion } };
    case 'press':
      return { kind: 'press', taskId };
    case 'assign':
      return input.nodeCode && input.userId
        ? {
            kind: 'assign',
            taskId,
            body: { nodeCode: input.nodeCode, freeApproverUserId: input.userId, handleOpinion: opinion },
          }
        : null;
    case 'resubmit':
      return {
        kind: 'resubmit',
        taskId,
        body: {
          flowId: d.flowTaskInfo.flowId,
          data: formData ?? {},
          status: 0,
          freeApproverUserId: input.userId,
        },
      };
    case 'print':
      return null;
  }
}

/** The action bar's state: the open dialog, the approver dialog, and the calls (a refusal changes nothing). */
export function useTaskRun(
  detail: TTaskDetail | undefined,
  form: FormInstance,
  editableKeys: readonly string[],
) {
  const isEditing = editableKeys.length > 0;
  const { t } = useTranslation(TASK_NS);
  const { modal } = App.useApp();
  const mutation = useTaskAction();
  const [dialog, setDialog] = useState<TTaskAction | null>(null);
  const [pendingApprove, setPendingApprove] = useState<TActionInput | null>(null);

  const run = async (action: TTaskAction, input: TActionInput): Promise<void> => {
    if (!detail) return;
    // A resubmit sends the whole form; an approver only the fields this node lets them edit.
    const all = form.getFieldsValue(true) as Record<string, unknown>;
    const formData =
      action === 'resubmit'
        ? { ...formValues(detail.flowTaskInfo.data), ...all }
        : isEditing
          ? Object.fromEntries(editableKeys.map((k) => [k, all[k]]))
          : undefined;
    const call = buildCall(action, input, detail, formData);
    if (!call) return;
    // The engine alone knows whether the next step's approver is chosen now: ask without one first.
    const isProbe = action === 'approve' && detail.freeApprover === 1 && !input.userId;
    try {
      await mutation.mutateAsync({ call, silent: isProbe });
    } catch (e) {
      // A refusal changes nothing: the dialog and the page stay as they were.
      if (isProbe && isApproverNeeded(e)) setPendingApprove(input);
      else if (isProbe && e instanceof Error) toastError(e.message);
      return;
    }
    toastSuccess(t('done', { action: t(`actions.${action}`) }));
    setDialog(null);
    setPendingApprove(null);
  };

  const submitDialog = (action: TTaskAction, input: TActionInput): void => void run(action, input);

  const start = async (action: TTaskAction): Promise<void> => {
    if (action === 'print') return window.print();
    if (isEditing && (action === 'approve' || action === 'resubmit')) {
      try {
        await form.validateFields();
      } catch {
        return;
      }
    }
    if (DIALOG_ACTIONS.includes(action)) return setDialog(action);
    if (action === 'resubmit') return void run(action, {});
    modal.confirm({
      title: t(`actions.${action}`),
      content: t(`${action}Confirm`),
      okText: t(`actions.${action}`),
      cancelText: t('actions.back'),
      onOk: () => run(action, {}),
    });
  };

  return {
    dialog,
    isBusy: mutation.isPending,
    isChoosingApprover: pendingApprove !== null,
    start: (a: TTaskAction) => void start(a),
    submitDialog,
    closeDialog: () => setDialog(null),
    closeApprover: () => setPendingApprove(null),
    confirmApprover: (ids: string[]) => {
      if (pendingApprove) void run('approve', { ...pendingApprove, userId: ids[0] });
    },
  };
}
