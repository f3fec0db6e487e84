import { DeleteOutlined, StopOutlined } from '@ant-design/icons';
import { FLOW_STATUS } from '@app/contracts';
import { App } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../shared/ui/feedback.ts';
import { RowActions, type TRowAction } from '../../../shared/ui/use-row-actions.tsx';
import { useMonitorActions, type TFlowRowItem } from '../lists/api.ts';
import { DAILY_NS } from '../lists/daily-i18n.ts';
import { FlowListView } from '../lists/flow-list-page.tsx';
import { AssignDialog } from './assign-dialog.tsx';
import { terminateAll } from './monitor-logic.ts';

/** Terminate and delete of tasks (one, or the checked ones), each after a confirmation. */
function useBulk(done: () => void) {
  const { t } = useTranslation(DAILY_NS);
  const { modal, message } = App.useApp();
  const m = useMonitorActions();
  const ask = (ids: readonly string[], content: string, run: () => Promise<void>) => {
    if (!ids.length) return void message.warning(t('pickFirst'));
    modal.confirm({
      title: t('confirm'),
      content,
      okText: t('confirm'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true },
      onOk: run,
    });
  };
  return {
    terminate: (ids: readonly string[]) =>
      ask(ids, t('terminateConfirm', { count: ids.length }), async () => {
        const count = await terminateAll(ids, (id) => m.cancel.mutateAsync(id));
        await m.refresh();
        done();
        toastSuccess(t('terminated', { count }));
      }),
    remove: (ids: readonly string[]) =>
      ask(ids, t('removeConfirm', { count: ids.length }), async () => {
        await m.remove.mutateAsync([...ids]);
        done();
        toastSuccess(t('removed'));
      }),
  };
}

/** 工作流程 › 流程监控: every submitted task with filters; terminate, assign and delete, one or in bulk. */
export function MonitorPage(): ReactNode {
  const { t } = useTranslation(DAILY_NS);
  const [keys, setKeys] = useState<Key[]>([]);
  const [assigning, setAssigning] = useState<string | null>(null);
  const bulk = useBulk(() => setKeys([]));
  const checked = keys.map(String);
  const actions = (r: TFlowRowItem, open: () => void): ReactNode => {
    const isRunning = r.status === FLOW_STATUS.running;
    const list: (TRowAction | false)[] = [
      { key: 'view', label: t('view'), onClick: open },
      isRunning && { key: 'assign', label: t('assign'), onClick: () => setAssigning(r.id) },
      isRunning && {
        key: 'terminate',
        label: t('terminate'),
        isDanger: true,
        onClick: () => bulk.terminate([r.id]),
      },
    ];
    return <RowActions actions={list.filter((a): a is TRowAction => a !== false)} />;
  };
  return (
    <FlowListView
      kind="monitor"
      actions={actions}
      selection={{ keys, onChange: setKeys }}
      toolbar={[
        {
          key: 'terminate',
          label: t('terminate'),
          icon: <StopOutlined />,
          onClick: () => bulk.terminate(checked),
        },
        {
          key: 'remove',
          label: t('batchRemove'),
          icon: <DeleteOutlined />,
          isDanger: true,
          permission: 'btn_remove',
          onClick: () => bulk.remove(checked),
        },
      ]}
    >
      {assigning ? <AssignDialog taskId={assigning} onClose={() => setAssigning(null)} /> : null}
    </FlowListView>
  );
}
