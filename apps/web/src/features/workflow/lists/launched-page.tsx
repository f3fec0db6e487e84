import { PlusOutlined } from '@ant-design/icons';
import { FLOW_STATUS } from '@app/contracts';
import { App } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { RowActions, useDeleteConfirm, type TRowAction } from '../../../shared/ui/use-row-actions.tsx';
import { FlowPicker } from '../launch/flow-picker.tsx';
import { LaunchForm, type TLaunchTarget } from '../launch/launch-form.tsx';
import { useLaunchActions, type TFlowRowItem } from './api.ts';
import { DAILY_NS } from './daily-i18n.ts';
import { FlowListView } from './flow-list-page.tsx';

/** Statuses the launcher may edit and submit again. */
const REOPENABLE: readonly number[] = [FLOW_STATUS.draft, FLOW_STATUS.rejected, FLOW_STATUS.withdrawn];

/** The actions of one of my launches: view, edit (draft, rejected, withdrawn), withdraw and urge (running), delete. */
function useRowActions(edit: (target: TLaunchTarget) => void) {
  const { t } = useTranslation(DAILY_NS);
  const { modal } = App.useApp();
  const m = useLaunchActions();
  const confirmDelete = useDeleteConfirm();
  return (r: TFlowRowItem, open: () => void): ReactNode => {
    const isRunning = r.status === FLOW_STATUS.running;
    const actions: (TRowAction | false)[] = [
      { key: 'view', label: t('view'), onClick: open },
      REOPENABLE.includes(r.status) && {
        key: 'edit',
        label: t('edit'),
        onClick: () => edit({ flowId: r.flowId, flowName: r.flowName, taskId: r.id }),
      },
      isRunning && {
        key: 'withdraw',
        label: t('withdraw'),
        onClick: () => {
          modal.confirm({
            title: t('withdraw'),
            content: t('withdrawConfirm'),
            okText: t('confirm'),
            cancelText: t('cancel'),
            onOk: async () => {
              await m.withdraw.mutateAsync(r.id);
              toastSuccess(t('withdrawn'));
            },
          });
        },
      },
      isRunning && {
        key: 'urge',
        label: t('urge'),
        onClick: () => void m.press.mutateAsync(r.id).then(() => toastSuccess(t('urged'))),
      },
      !isRunning && {
        key: 'remove',
        label: t('remove'),
        isDanger: true,
        onClick: () => confirmDelete(() => m.remove.mutateAsync(r.id)),
      },
    ];
    return <RowActions actions={actions.filter((a): a is TRowAction => a !== false)} />;
  };
}

/** 工作流程 › 我发起的: my launches with launch (by category), edit, withdraw, urge and delete. */
export function LaunchedPage(): ReactNode {
  const { t } = useTranslation(DAILY_NS);
  const [isPicking, setPicking] = useState(false);
  const [target, setTarget] = useState<TLaunchTarget | null>(null);
  const actions = useRowActions(setTarget);
  return (
    <FlowListView
      kind="launch"
      actions={actions}
      toolbar={[
        {
          key: 'launch',
          label: t('launch'),
          icon: <PlusOutlined />,
          isPrimary: true,
          onClick: () => setPicking(true),
        },
      ]}
    >
      <FlowPicker
        open={isPicking}
        onClose={() => setPicking(false)}
        onPick={(f) => {
          setPicking(false);
          setTarget({ flowId: f.id, flowName: f.fullName });
        }}
      />
      {target ? (
        <LaunchForm key={target.taskId ?? target.flowId} target={target} onClose={() => setTarget(null)} />
      ) : null}
    </FlowListView>
  );
}
