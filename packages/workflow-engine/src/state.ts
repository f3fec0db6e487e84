import type { TFlowHandle, TFlowStatus, TFlowUrgency } from '@app/contracts';

/** Form values of a task (field id → value). */
export type TFormData = Record<string, unknown>;

/** Where a node of this run is: not reached, waiting for its timer, current, or finished. */
type TNodePhase = 'idle' | 'waiting' | 'running' | 'done';

/** A node of the task's run (FLOW_TASKNODE): the plan made at submit, after conditions chose the branches. */
export interface TTaskNode {
  id: string;
  name: string;
  type: 'start' | 'approver' | 'subFlow' | 'end';
  /** Next node ids of this run (pruned branches left out). */
  next: string[];
  /** Previous node ids of this run; a node starts only when all of them are done (parallel join). */
  prev: string[];
  /** Longest distance from the start (sortCode). */
  depth: number;
  /** Not on this run's path (state "-2"). */
  pruned: boolean;
  /** Timer delay before the node's approvers see it. */
  delayMs: number;
  /** Task completion (0-100) while this node is current. */
  progress: number;
  phase: TNodePhase;
  /** The record whose action finished the node (recall undoes only that one). */
  completedBy: string | null;
}

/** A work item (FLOW_TASKOPERATOR). */
export interface TOperator {
  id: string;
  run: number;
  nodeId: string;
  nodeName: string;
  /** The node's assigneeType as text; "7" for an added (add-sign) approver. */
  handleType: string;
  handleId: string;
  /** null pending, 1 approved, 0 rejected. */
  handleStatus: 0 | 1 | null;
  handleTime: number | null;
  completion: 0 | 1;
  /** Hidden from the to-do list until this time (timer), else null. */
  dueAt: number | null;
  /** 0 active, 1 suspended by its add-sign, -1 invalid. */
  state: 0 | 1 | -1;
  /** The operator that added this one (add-sign). */
  parentId: string | null;
  /** The original operator of an add-sign chain: one vote per slot. */
  slot: string;
  /** The record (or 'withdraw' | 'terminate') that closed it without an action of its own. */
  closedBy: string | null;
  createdAt: number;
}

/** A history entry (FLOW_TASKOPERATORRECORD). */
export interface TRecord {
  id: string;
  run: number;
  nodeId: string;
  nodeName: string;
  /** The operator acted on, if any. */
  operatorRowId: string | null;
  /** Who did it. */
  handleId: string;
  handleStatus: TFlowHandle;
  handleTime: number;
  opinion: string;
  signImg: string | null;
  /** Target user of transfer, assign and add-sign. */
  targetUserId: string | null;
  /** 0 normal, 1 by an added approver, -1 invalidated (reject to start, withdraw, reject to a node, recall). */
  status: 0 | 1 | -1;
  /** Set when a delegate acted for this user. */
  delegatorId: string | null;
  /** Set when the engine acted on a timeout. */
  auto: 'timeout' | null;
}

/** A CC row (FLOW_TASKCIRCULATE). */
export interface TCirculate {
  id: string;
  run: number;
  nodeId: string;
  nodeName: string;
  userId: string;
  createdAt: number;
}

/** An armed timer: a node's delay ('timer') or its approvers' deadline ('timeout'). */
export interface TTimer {
  id: string;
  kind: 'timer' | 'timeout';
  nodeId: string;
  run: number;
  dueAt: number;
}

/** A child task started by a sub-flow node. */
export interface TChildTask {
  taskId: string;
  nodeId: string;
  run: number;
  launcherId: string;
  status: 'running' | 'finished' | 'revoked';
}

/** Everything the engine knows about one task: plain JSON, the same commands replay to the same state. */
export interface TTaskState {
  taskId: string;
  flowId: string;
  launcherId: string;
  /** A function flow (FLOW_ENGINE.type 1) cannot be terminated or deleted. */
  isFunctionFlow: boolean;
  parentTaskId: string | null;
  parentNodeId: string | null;
  title: string;
  urgent: TFlowUrgency;
  formData: TFormData;
  status: TFlowStatus;
  /** Saved or submitted at least once. */
  saved: boolean;
  /** The bill number has been asked for. */
  billNumberTaken: boolean;
  /** Submissions so far; rows carry the run they belong to. */
  run: number;
  startTime: number | null;
  endTime: number | null;
  thisStep: string;
  thisStepId: string;
  completion: number;
  nodes: TTaskNode[];
  operators: TOperator[];
  records: TRecord[];
  circulates: TCirculate[];
  timers: TTimer[];
  children: TChildTask[];
  /** Approvers chosen at runtime for assigneeType 7 nodes (node id → user id). */
  freeApprovers: Record<string, string>;
  /** Entrust notifications already sent ("delegator>delegate@run"). */
  entrustNotified: string[];
}
