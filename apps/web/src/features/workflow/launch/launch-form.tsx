import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, Modal, Select, Space, Spin } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../../../shared/form-renderer/form-renderer.tsx';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { fetchTaskData, useLaunchInfo, useSaveTask } from '../lists/api.ts';
import { DAILY_NS } from '../lists/daily-i18n.ts';
import { URGENCY_CODES, urgencyLabel } from '../lists/flow-labels.ts';
import { fieldStates, formFields, formValues } from '../task/task-logic.ts';
import { ApproverDialog } from './approver-dialog.tsx';
import { launchBody, needsApprover } from './launch-logic.ts';
import './launch.css';

/** What opens the launch form: a flow to start, or a task of the caller's to edit (draft, rejected, withdrawn). */
export interface TLaunchTarget {
  flowId: string;
  flowName: string;
  taskId?: string;
}

/** The saved data and urgency of the task being edited (none for a new launch). */
function useSavedTask(taskId: string | undefined) {
  return useQuery({
    queryKey: ['flowDaily', 'taskData', taskId ?? ''],
    queryFn: () => fetchTaskData(taskId ?? ''),
    enabled: Boolean(taskId),
    staleTime: 0,
  });
}

/** The launch form: the flow's form with the start node's field rights, urgency, save draft and submit. */
export function LaunchForm({ target, onClose }: { target: TLaunchTarget; onClose: () => void }): ReactNode {
  const { t } = useTranslation(DAILY_NS);
  const [form] = Form.useForm();
  const info = useLaunchInfo(target.flowId);
  const saved = useSavedTask(target.taskId);
  const save = useSaveTask();
  const [urgency, setUrgency] = useState<number | null>(null);
  const [isAsking, setAsking] = useState(false);
  const fields = useMemo(() => formFields(info.data?.formData ?? null), [info.data]);
  const values = useMemo(() => (saved.data ? formValues(saved.data.data) : undefined), [saved.data]);
  const states = fieldStates(fields, info.data?.formOperates ?? [], true, true);
  const flowUrgent = urgency ?? saved.data?.flowUrgent ?? 1;
  const isLoading = info.isLoading || (Boolean(target.taskId) && saved.isLoading);

  const send = async (isDraft: boolean, freeApproverUserId?: string): Promise<void> => {
    const read = async () => (isDraft ? form.getFieldsValue() : await form.validateFields()) as object;
    const data = fields.length ? ((await read()) as Record<string, unknown>) : {};
    if (!freeApproverUserId && needsApprover(info.data?.freeApprover, isDraft)) return setAsking(true);
    const body = launchBody({ flowId: target.flowId, data, isDraft, flowUrgent, freeApproverUserId });
    await save.mutateAsync({ taskId: target.taskId, body });
    setAsking(false);
    toastSuccess(isDraft ? t('draftSaved') : t('submitted'));
    onClose();
  };
  // A refused validation or save stays here: the form or the http client already said why.
  const act = (isDraft: boolean, userId?: string) => void send(isDraft, userId).catch(() => undefined);
  const footer = (
    <Space wrap>
      <Button onClick={onClose}>{t('back')}</Button>
      <Button onClick={() => act(true)} loading={save.isPending} disabled={isLoading}>
        {t('saveDraft')}
      </Button>
      <Button type="primary" onClick={() => act(false)} loading={save.isPending} disabled={isLoading}>
        {t('submit')}
      </Button>
    </Space>
  );
  return (
    <Modal open title={target.flowName} width={960} footer={footer} onCancel={onClose} destroyOnHidden>
      <Spin spinning={isLoading}>
        <div className="launch-form-bar">
          <label htmlFor="launch-urgency">{t('urgency')}</label>
          <Select
            id="launch-urgency"
            aria-label={t('urgency')}
            value={flowUrgent}
            onChange={setUrgency}
            style={{ width: 120 }}
            options={URGENCY_CODES.map((u) => ({ value: u, label: t(urgencyLabel(u).key) }))}
          />
        </div>
        {!isLoading && fields.length === 0 ? <Empty description={t('noForm')} /> : null}
        {!isLoading && fields.length > 0 ? (
          <FormRenderer formData={{ fields }} form={form} values={values} fieldStates={states} />
        ) : null}
      </Spin>
      <ApproverDialog
        open={isAsking}
        isBusy={save.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={(userId) => act(false, userId)}
      />
    </Modal>
  );
}
