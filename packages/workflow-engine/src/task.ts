import type { TFlowUrgency } from '@app/contracts';
import type { TFormData, TTaskState } from './state.ts';

/** What the server knows when it creates a task row. */
export interface TNewTask {
  taskId: string;
  flowId: string;
  launcherId: string;
  /** Default "<realName>的<flowName>" (contract §4.1), "(子流程)" appended for children: the server's words. */
  title: string;
  urgent?: TFlowUrgency;
  formData?: TFormData;
  isFunctionFlow?: boolean;
  parentTaskId?: string | null;
  parentNodeId?: string | null;
}

/** A new, unsaved task (status 0): the state the first saveDraft or submit starts from. */
export function createTask(t: TNewTask): TTaskState {
  return {
    taskId: t.taskId,
    flowId: t.flowId,
    launcherId: t.launcherId,
    isFunctionFlow: t.isFunctionFlow ?? false,
    parentTaskId: t.parentTaskId ?? null,
    parentNodeId: t.parentNodeId ?? null,
    title: t.title,
    urgent: t.urgent ?? 1,
    formData: t.formData ?? {},
    status: 0,
    saved: false,
    billNumberTaken: false,
    run: 0,
    startTime: null,
    endTime: null,
    thisStep: '',
    thisStepId: '',
    completion: 0,
    nodes: [],
    operators: [],
    records: [],
    circulates: [],
    timers: [],
    children: [],
    freeApprovers: {},
    entrustNotified: [],
  };
}
