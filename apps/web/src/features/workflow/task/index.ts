// ENTRY for the task detail (issue #17), one page for every list:
//   route  /workFlow/task?taskId=…&operatorId=…&recordId=…&nodeCode=…&from=todo|done|circulate|launch|monitor
//   build the URL with `taskDetailPath({ taskId, operatorId, from })`, or navigate with `useOpenTask()(…)`.
// `operatorId` = the to-do row's id (flowBefore/list/1), `recordId` = the done row's id (list/2, for recall);
// `nodeCode` = the row's thisStepId (field rights of that node). The page: ./task-detail-page.tsx (TaskDetailPage).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** The list a task was opened from (kept in the detail URL; the actions come from the server). */
type TTaskFrom = 'todo' | 'done' | 'circulate' | 'launch' | 'monitor';

/** What opens a task. */
export interface TOpenTask {
  taskId: string;
  from: TTaskFrom;
  /** The caller's pending operator (to-do row id). */
  operatorId?: string | null;
  /** The caller's record (done row id), for recall. */
  recordId?: string | null;
  /** The node whose field rights apply (the row's thisStepId). */
  nodeCode?: string | null;
}

/** The route of the task detail. */
const TASK_DETAIL_ROUTE = '/workFlow/task';

/** The URL of a task's detail page. */
export function taskDetailPath(open: TOpenTask): string {
  const q = new URLSearchParams({ taskId: open.taskId, from: open.from });
  if (open.operatorId) q.set('operatorId', open.operatorId);
  if (open.recordId) q.set('recordId', open.recordId);
  if (open.nodeCode) q.set('nodeCode', open.nodeCode);
  return `${TASK_DETAIL_ROUTE}?${q.toString()}`;
}

/** A function that opens a task's detail page (a tab of its own). */
export function useOpenTask(): (open: TOpenTask) => void {
  const navigate = useNavigate();
  return useCallback((open: TOpenTask) => void navigate(taskDetailPath(open)), [navigate]);
}

/** The task a workflow message opens (its bodyText is `{"type":2,"id":taskId}`), else null. */
export function taskOfMessage(bodyText: string): TOpenTask | null {
  try {
    const body = JSON.parse(bodyText) as { type?: unknown; id?: unknown } | null;
    return body && body.type === 2 && typeof body.id === 'string' && body.id
      ? { taskId: body.id, from: 'launch' }
      : null;
  } catch {
    return null;
  }
}
