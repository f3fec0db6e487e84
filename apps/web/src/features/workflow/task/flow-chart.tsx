import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowCanvas, type TCanvasActions } from '../designer/flow-canvas.tsx';
import { chartTree, chartView } from './chart-view.ts';
import { TASK_NS } from './task-i18n.ts';
import type { TTaskDetail } from './task-logic.ts';
import './task.css';

const NO_ACTIONS: TCanvasActions = {
  select: () => undefined,
  insert: () => undefined,
  addBranch: () => undefined,
  move: () => undefined,
  remove: () => undefined,
};

/**
 * The task's flow drawn as the designer draws it (start → nodes → condition and parallel branches → end),
 * read-only: each node done, current, not reached or off the path, with who handled it or is awaited.
 */
export function FlowChart({ detail }: { detail: TTaskDetail }): ReactNode {
  const { t } = useTranslation(TASK_NS);
  const root = useMemo(() => chartTree(detail), [detail]);
  const view = useMemo(() => chartView(detail, (k) => t(k)), [detail, t]);
  if (!root) return null;
  return (
    <div className="wft-chart" role="group" aria-label={t('chart')}>
      <FlowCanvas root={root} issues={{}} selectedId={null} zoom={1} actions={NO_ACTIONS} view={view} />
    </div>
  );
}
