import type { TFlowUrgency } from '@app/contracts';
import type { TFormData } from './state.ts';

interface TLaunchFields {
  by: string;
  formData?: TFormData;
  title?: string;
  urgent?: TFlowUrgency;
}

interface TActFields {
  by: string;
  operatorId: string;
  opinion?: string;
  signImg?: string | null;
}

/** What can happen to a task: user actions (with `by`), monitor actions and the server's own signals. */
export type TCommand =
  | ({ type: 'saveDraft' } & TLaunchFields)
  | ({ type: 'submit'; freeApproverUserId?: string } & TLaunchFields)
  | ({
      type: 'approve';
      formData?: TFormData;
      /** Extra CC users. */
      copyIds?: string[];
      /** The approver of a next assigneeType-7 node, or else an add-sign on this node (contract §4.4). */
      freeApproverUserId?: string;
    } & TActFields)
  | ({
      type: 'reject';
      copyIds?: string[];
      /** Where to send the flow back ('0' the launcher, or an earlier passed node), when the node's rejectStep lets the approver choose. */
      rejectTo?: string;
    } & TActFields)
  | ({ type: 'addSign'; userId: string } & TActFields)
  | ({ type: 'transfer'; userId: string } & TActFields)
  | { type: 'recall'; by: string; recordId: string; opinion?: string }
  | { type: 'withdraw'; by: string; opinion?: string }
  | { type: 'urge'; by: string }
  | { type: 'assign'; by: string; nodeId: string; userId: string; opinion?: string }
  | { type: 'terminate'; by: string; opinion?: string }
  | { type: 'timerDue'; timerId: string }
  | { type: 'timeoutDue'; timerId: string }
  | { type: 'subFlowFinished'; childTaskId: string }
  | { type: 'entrustApplied'; delegatorId: string; toUserId: string };

/** The command names. */
export type TCommandType = TCommand['type'];

/** The command of one type. */
export type TCommandOf<K extends TCommandType> = Extract<TCommand, { type: K }>;
