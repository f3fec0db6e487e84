import { Card, Col, Descriptions, Empty, Form, Result, Row, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormRenderer } from '../../../shared/form-renderer/form-renderer.tsx';
import { ApproverDialog } from '../../../shared/ui/form/approver-dialog.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { ActionBar } from './action-bar.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { useTaskDetail } from './api.ts';
import { FlowChart } from './flow-chart.tsx';
import { TASK_NS } from './task-i18n.ts';
import {
  availableActions,
  fieldStates,
  formFields,
  formValues,
  pendingOperator,
  rightsNode,
  type TTaskDetail,
} from './task-logic.ts';
import { TaskTimeline } from './task-timeline.tsx';
import { useTaskRun } from './use-task-run.ts';
import './task.css';

const STATUS_COLOR: Readonly<Record<number, string>> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'warning',
  5: 'default',
};

/** The task and the node the page was opened on, from the URL. */
function useTaskParams(): { taskId: string; nodeCode: string | null } {
  const [params] = useSearchParams();
  return { taskId: params.get('taskId') ?? '', nodeCode: params.get('nodeCode') };
}

function TaskHeader({ detail }: { detail: TTaskDetail }): ReactNode {
  const { t } = useTranslation(TASK_NS);
  const info = detail.flowTaskInfo;
  const launcher = detail.flowTaskOperatorRecordList.find((r) => r.handleStatus === 2)?.userName;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} title={info.fullName}>
      <Descriptions.Item label={t('flowName')}>{info.flowName}</Descriptions.Item>
      <Descriptions.Item label={t('statusLabel')}>
        <span data-testid="task-status">
          <Tag color={STATUS_COLOR[info.status]}>{t(`status.${info.status}`)}</Tag>
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('urgency')}>{t(`urgent.${info.flowUrgent}`)}</Descriptions.Item>
      {launcher ? <Descriptions.Item label={t('launcher')}>{launcher}</Descriptions.Item> : null}
      <Descriptions.Item label={t('launchTime')}>
        {dayjs(info.startTime ?? info.creatorTime).format('YYYY-MM-DD HH:mm')}
      </Descriptions.Item>
      {info.thisStep && info.status === 1 ? (
        <Descriptions.Item label={t('currentStep')}>{info.thisStep}</Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/** The task detail (one page for the to-do, done, CC, launched and monitor lists): form, chart, history, actions. */
export function TaskDetailPage(): ReactNode {
  const { t } = useTranslation(TASK_NS);
  usePageTitle(t('title'));
  const { taskId, nodeCode } = useTaskParams();
  const first = useTaskDetail(taskId, nodeCode ?? undefined);
  // The field rights are the pending work item's node; ask again when the list did not name it.
  const node = first.data ? rightsNode(first.data, nodeCode) : (nodeCode ?? undefined);
  const query = useTaskDetail(taskId, node);
  const detail = query.data ?? first.data;
  if (!taskId) return <Empty description={t('missing')} />;
  // Someone not on the task (or a task gone) gets the server's refusal, not an endless spinner.
  const error = first.error ?? query.error;
  if (!detail && error)
    return (
      <div data-testid="task-refused">
        <Result status="warning" title={error.message} />
      </div>
    );
  if (!detail) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <TaskDetailBody key={`${detail.flowTaskInfo.id}-${node ?? ''}`} detail={detail} />;
}

function TaskDetailBody({ detail }: { detail: TTaskDetail }): ReactNode {
  const { t } = useTranslation(TASK_NS);
  const [form] = Form.useForm();
  const actions = availableActions(detail);
  const isEditing = actions.includes('approve') || actions.includes('resubmit');
  const isStart = !pendingOperator(detail);
  const fields = useMemo(() => formFields(detail.flowFormInfo), [detail.flowFormInfo]);
  const values = useMemo(() => formValues(detail.flowTaskInfo.data), [detail.flowTaskInfo.data]);
  const states = fieldStates(fields, detail.formOperates, isEditing, isStart);
  const editable = Object.keys(states).filter((k) => states[k] === 'editable');
  const run = useTaskRun(detail, form, editable);
  const running = detail.flowTaskNodeList.filter((n) => n.type === '1' && n.state !== '-2');
  return (
    <div className="wft-page" data-testid="task-detail">
      <ActionBar actions={actions} isBusy={run.isBusy} onAction={run.start} />
      <Card size="small">
        <TaskHeader detail={detail} />
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('form')}>
            <FormRenderer formData={{ fields }} form={form} values={values} fieldStates={states} />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('chart')}>
            <FlowChart detail={detail} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={t('records')}>
            <TaskTimeline detail={detail} />
          </Card>
        </Col>
      </Row>
      <ActionDialog
        action={run.dialog}
        nodes={running}
        rejectTargets={detail.permits.rejectTargets}
        isBusy={run.isBusy}
        onCancel={run.closeDialog}
        onSubmit={run.submitDialog}
      />
      <ApproverDialog
        open={run.isChoosingApprover}
        onCancel={run.closeApprover}
        onConfirm={run.confirmApprover}
      />
    </div>
  );
}
