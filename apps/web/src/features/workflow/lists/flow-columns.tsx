import { Button, Progress, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { TListColumn } from '../../../shared/ui/list-page.tsx';
import { formatTime } from '../../../shared/utils/format-time.ts';
import type { TOpenTask } from '../task/index.ts';
import type { TFlowRowItem, TListKind } from './api.ts';
import { isEntrustedTitle, resultLabel, statusLabel, urgencyLabel, type TLabel } from './flow-labels.ts';

/** What opens a row's task, per list (contract §4.5: the row id is the operator, record, CC row or task). */
export function openOf(kind: TListKind, row: TFlowRowItem): TOpenTask {
  switch (kind) {
    case 'todo':
      return { taskId: row.processId, from: 'todo', operatorId: row.id, nodeCode: row.thisStepId };
    case 'done':
      return { taskId: row.processId, from: 'done', recordId: row.id, nodeCode: row.thisStepId };
    case 'circulate':
      return { taskId: row.processId, from: 'circulate', nodeCode: row.thisStepId };
    default:
      return { taskId: row.processId || row.id, from: kind };
  }
}

function tag(t: TFunction, label: TLabel): ReactNode {
  return <Tag color={label.color}>{t(label.key)}</Tag>;
}

/** The title cell: a link that opens the task, with an entrust mark on delegated rows. */
function titleCell(t: TFunction, row: TFlowRowItem, open: () => void): ReactNode {
  return (
    <span className="flow-title-cell">
      <Button type="link" size="small" onClick={open} style={{ padding: 0, height: 'auto' }}>
        {row.fullName}
      </Button>
      {isEntrustedTitle(row.fullName) ? <Tag color="purple">{t('entrusted')}</Tag> : null}
    </span>
  );
}

/** The columns of a daily list; `actions` renders the row's action column. */
export function flowColumns(
  t: TFunction,
  kind: TListKind,
  open: (row: TFlowRowItem) => void,
  actions: (row: TFlowRowItem) => ReactNode,
): TListColumn<TFlowRowItem>[] {
  const isMine = kind === 'launch';
  const when = kind === 'todo' ? 'receiveTime' : kind === 'done' ? 'handleTime' : 'startTime';
  const columns: (TListColumn<TFlowRowItem> | false)[] = [
    {
      key: 'fullName',
      title: t('title'),
      width: 220,
      render: (_, r) => titleCell(t, r, () => open(r)),
    },
    { key: 'flowName', title: t('flowName'), dataIndex: 'flowName', width: 140 },
    isMine && { key: 'enCode', title: t('billNo'), dataIndex: 'enCode', width: 140, isHiddenByDefault: true },
    !isMine && { key: 'userName', title: t('launcher'), dataIndex: 'userName', width: 130 },
    {
      key: when,
      title: t(when),
      width: 150,
      render: (_, r) =>
        formatTime(kind === 'launch' || kind === 'monitor' ? (r.startTime ?? r.creatorTime) : r.creatorTime),
    },
    { key: 'thisStep', title: t('thisStep'), dataIndex: 'thisStep', width: 120 },
    {
      key: 'flowUrgent',
      title: t('urgency'),
      width: 90,
      // The monitor's check boxes and progress leave no room at 1,440 px: urgency is one click away there.
      isHiddenByDefault: kind === 'monitor',
      render: (_, r) => tag(t, urgencyLabel(r.flowUrgent)),
    },
    {
      key: 'status',
      title: kind === 'done' ? t('result') : t('status'),
      width: 100,
      render: (_, r) => tag(t, kind === 'done' ? resultLabel(r.status) : statusLabel(r.status)),
    },
    (isMine || kind === 'monitor') && {
      key: 'completion',
      title: t('completion'),
      width: 100,
      render: (_, r) => <Progress percent={r.completion} size="small" aria-label={t('completion')} />,
    },
    { key: 'actions', title: t('actions'), fixed: 'right', width: 160, render: (_, r) => actions(r) },
  ];
  return columns.filter((c): c is TListColumn<TFlowRowItem> => c !== false);
}
