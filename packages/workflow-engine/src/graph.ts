import type { TFlowCompileCode, TFlowCondition } from '@app/contracts';

/** The id of the synthetic end node every path leads to. */
export const END_ID = 'end';

/** A compile refusal, naming the node (null when the whole document is at fault). */
export interface TCompileError {
  nodeId: string | null;
  code: TFlowCompileCode;
  message: string;
}

/** Where a node goes next: one node, the first true branch of a condition group, or every parallel branch. */
export type TGNext =
  | { kind: 'seq'; to: string }
  | { kind: 'exclusive'; groupId: string; branches: TGBranch[] }
  | { kind: 'parallel'; groupId: string; to: string[] };

/** A condition branch: its head's id, priority, default flag, conditions and the first node of its body. */
export interface TGBranch {
  headId: string;
  priority: number;
  isDefault: boolean;
  conditions: TFlowCondition[];
  to: string;
}

/** Users given by id, position or role. */
export interface TGUserSet {
  users: string[];
  positions: string[];
  roles: string[];
}

/** An event URL the server calls (over its SSRF guard) when the engine says so. */
export interface TGEventUrl {
  url: string;
  interfaceType: string | null;
}

/** Field rights of a node (formOperates). */
export interface TGFormOperate {
  id: string;
  read: boolean;
  write: boolean;
}

interface TGBase {
  id: string;
  name: string;
  next: TGNext;
}

/** The start node: who may launch, events and field rights. */
export interface TGStart extends TGBase {
  kind: 'start';
  initiators: TGUserSet;
  formOperates: TGFormOperate[];
  events: { init: TGEventUrl | null; end: TGEventUrl | null; flowRecall: TGEventUrl | null };
}

/** Who approves a node (contract §4.3). */
interface TGAssignee {
  type: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  set: TGUserSet;
  managerLevel: number;
  formField: string | null;
  linkNodeId: string | null;
  serviceUrl: string | null;
}

/** An approver node. */
export interface TGApprover extends TGBase {
  kind: 'approver';
  assignee: TGAssignee;
  /** 'or': any one decides; 'counter': approvals must reach `ratio` percent. */
  sign: { mode: 'or' | 'counter'; ratio: number };
  progress: number | null;
  /** '0' back to the launcher, '1' to the previous node(s), or an earlier node's id. */
  rejectStep: string;
  circulate: TGUserSet;
  /** CC also to people found from the launcher at runtime: the direct supervisor, the department manager. */
  circulateLauncher: { supervisor: boolean; deptManager: boolean };
  messageTypes: string[];
  events: { approve: TGEventUrl | null; reject: TGEventUrl | null; recall: TGEventUrl | null };
  timeout: { ms: number; handler: 1 | 2 } | null;
  hasFreeApprover: boolean;
  formOperates: TGFormOperate[];
}

/** A sub-flow node: one child task per resolved launcher. */
export interface TGSubFlow extends TGBase {
  kind: 'subFlow';
  flowId: string;
  /** 1 custom users/positions/roles, 2 launcher's department manager, 3 n-th supervisor, 4 the launcher. */
  initiateType: 1 | 2 | 3 | 4;
  initiators: TGUserSet;
  managerLevel: number;
  assignList: { parentField: string; childField: string }[];
  messageTypes: string[];
  progress: number | null;
}

/** A node the runtime walks through: timer (its delay), empty and copy placeholders, condition heads. */
export interface TGPass extends TGBase {
  kind: 'pass';
  source: 'timer' | 'empty' | 'copy' | 'condition';
  delayMs: number;
}

/** The synthetic end. */
interface TGEnd {
  kind: 'end';
  id: typeof END_ID;
  name: string;
  next: null;
}

/** A node of the compiled graph. */
export type TGNode = TGStart | TGApprover | TGSubFlow | TGPass | TGEnd;

/** A compiled definition: plain JSON, snapshotted into each task. */
export interface TGraph {
  startId: string;
  nodes: Record<string, TGNode>;
  /** Ids in document order (start first, end last). */
  order: string[];
}

/** The compile answer. */
export type TCompileResult = { ok: true; graph: TGraph } | { ok: false; errors: TCompileError[] };
