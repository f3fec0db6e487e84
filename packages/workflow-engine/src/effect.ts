import type { TFlowMessageTemplate } from '@app/contracts';
import type { TCirculate, TFormData, TOperator, TRecord, TTimer } from './state.ts';

/** What the server does after writing the new state, in the same transaction (rows) or via the outbox. */
export type TEffect =
  | { type: 'operatorCreated'; operator: TOperator }
  /** The operator's new row (acted, closed, reopened, transferred, made visible). */
  | { type: 'operatorChanged'; operator: TOperator }
  | { type: 'recordAdded'; record: TRecord }
  | { type: 'recordsInvalidated'; ids: string[] }
  | { type: 'circulateAdded'; circulate: TCirculate }
  | {
      type: 'message';
      template: TFlowMessageTemplate;
      to: string[];
      /** title, approverId, delegatorId: the server renders names and the text in each user's language. */
      params: Record<string, string>;
      /** The node's messageType ("1" in-app, "2" email, "3" SMS …); in-app when the node names none. */
      channels: string[];
      /** What a click opens: `{type: 2, id: taskId}` in the reference. */
      bodyText: { type: 2; id: string };
    }
  | { type: 'timerArmed'; timer: TTimer }
  | { type: 'timerCancelled'; timerId: string }
  | {
      type: 'subFlowStart';
      childTaskId: string;
      flowId: string;
      launcherId: string;
      parentTaskId: string;
      parentNodeId: string;
      /** The parent's fields copied by the node's assignList. */
      formData: TFormData;
      title: string;
    }
  | { type: 'subFlowRevoke'; childTaskId: string }
  /** A child task finished: tell its parent (command subFlowFinished on the parent). */
  | { type: 'parentNotify'; parentTaskId: string; childTaskId: string }
  | {
      type: 'event';
      event: 'init' | 'end' | 'flowRecall' | 'approve' | 'reject' | 'recall';
      url: string;
      interfaceType: string | null;
      nodeId: string;
    }
  /** Take a number from the flow's bill rule for this task (first save or submit). */
  | { type: 'billNumber' };

/** The effect names. */
export type TEffectType = TEffect['type'];
