import { z } from 'zod';

// The designer's "FlowCard" JSON (contract §4.2). The designer writes numbers as numbers or digit strings and
// leaves unset fields null, so the leaves are lenient; what a node means is checked by the engine's compile.

const ZNumLike = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a number')]);
const ZIdList = z.array(z.string()).nullish();
const ZFlagLike = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]);

/** Node types of the FlowCard tree. */
export const FLOW_NODE_TYPES = [
  'start',
  'approver',
  'copy',
  'timer',
  'condition',
  'branch',
  'empty',
  'subFlow',
] as const;
export type TFlowNodeType = (typeof FLOW_NODE_TYPES)[number];

/** Comparison symbols of a branch condition. */
export const FLOW_CONDITION_SYMBOLS = ['>=', '>', '==', '<=', '<', '<>'] as const;

/** One condition of a branch: `field symbol filedValue`, joined to the next one by `logic`. */
export const ZFlowCondition = z.looseObject({
  field: z.string().min(1),
  fieldName: z.string().nullish(),
  symbol: z.enum(FLOW_CONDITION_SYMBOLS),
  symbolName: z.string().nullish(),
  /** The compared value (the designer's spelling). */
  filedValue: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
  logic: z.enum(['&&', '||', '']).nullish(),
  logicName: z.string().nullish(),
});
export type TFlowCondition = z.infer<typeof ZFlowCondition>;

/** Field read/write rights of a node. */
export const ZFormOperate = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  read: z.boolean().nullish(),
  write: z.boolean().nullish(),
});

/** Automatic handling of an approver that does not act in time. */
export const ZTimeoutConfig = z.looseObject({
  on: ZFlagLike.nullish(),
  quantity: ZNumLike.nullish(),
  type: z.enum(['day', 'hour', 'minute']).nullish(),
  /** 1 approve, 2 reject. */
  handler: ZNumLike.nullish(),
});

/** Node properties: one lenient bag for every node type (the fields of contract §4.2). */
export const ZFlowNodeProps = z.looseObject({
  title: z.string().nullish(),
  // start
  initiator: ZIdList,
  initiatePos: ZIdList,
  initiateRole: ZIdList,
  formOperates: z.array(ZFormOperate).nullish(),
  hasInitFunc: z.boolean().nullish(),
  initInterfaceUrl: z.string().nullish(),
  hasEndFunc: z.boolean().nullish(),
  endInterfaceUrl: z.string().nullish(),
  hasFlowRecallFunc: z.boolean().nullish(),
  flowRecallInterfaceUrl: z.string().nullish(),
  // approver
  assigneeType: ZNumLike.nullish(),
  approvers: ZIdList,
  approverPos: ZIdList,
  approverRole: ZIdList,
  managerLevel: ZNumLike.nullish(),
  formField: z.string().nullish(),
  nodeId: z.string().nullish(),
  getUserUrl: z.string().nullish(),
  counterSign: ZNumLike.nullish(),
  countersignRatio: ZNumLike.nullish(),
  progress: ZNumLike.nullish(),
  rejectStep: z.union([z.string(), z.number()]).nullish(),
  circulateUser: ZIdList,
  circulatePosition: ZIdList,
  circulateRole: ZIdList,
  /** CC also to the launcher's direct supervisor, resolved when the node completes. */
  circulateSupervisor: ZFlagLike.nullish(),
  /** CC also to the manager of the launcher's department, resolved when the node completes. */
  circulateDeptManager: ZFlagLike.nullish(),
  messageType: z.array(z.union([z.string(), z.number()])).nullish(),
  hasApproverFunc: z.boolean().nullish(),
  approverInterfaceUrl: z.string().nullish(),
  hasApproverRejectFunc: z.boolean().nullish(),
  approverRejectInterfaceUrl: z.string().nullish(),
  hasRecallFunc: z.boolean().nullish(),
  recallInterfaceUrl: z.string().nullish(),
  timeoutConfig: ZTimeoutConfig.nullish(),
  hasFreeApprover: ZFlagLike.nullish(),
  // condition
  priority: ZNumLike.nullish(),
  isDefault: z.boolean().nullish(),
  conditions: z.array(ZFlowCondition).nullish(),
  // timer
  day: ZNumLike.nullish(),
  hour: ZNumLike.nullish(),
  minute: ZNumLike.nullish(),
  second: ZNumLike.nullish(),
  // subFlow
  flowId: z.string().nullish(),
  initiateType: ZNumLike.nullish(),
  assignList: z.array(z.looseObject({ parentField: z.string(), childField: z.string() })).nullish(),
});
export type TFlowNodeProps = z.infer<typeof ZFlowNodeProps>;

/**
 * One node of the tree without its children (`childNode`, `conditionNodes` are walked by the engine, which
 * refuses cycles and excessive depth before looking at them).
 */
export const ZFlowNodeHead = z.looseObject({
  type: z.enum(FLOW_NODE_TYPES),
  nodeId: z.string().min(1),
  prevId: z.string().nullish(),
  content: z.string().nullish(),
  properties: ZFlowNodeProps.nullish(),
  conditionType: z.string().nullish(),
  /** On a branch head: a parallel branch (分流) rather than a condition branch. */
  isInterflow: z.boolean().nullish(),
});
export type TFlowNodeHead = z.infer<typeof ZFlowNodeHead>;

/** A FlowCard node with its children: the whole `flowTemplateJson` is the start node. */
export type TFlowNode = TFlowNodeHead & {
  /** The next node in sequence. */
  childNode?: TFlowNode | null;
  /** Branches after this node (condition heads, or parallel approvers); the flow then continues at childNode. */
  conditionNodes?: TFlowNode[] | null;
};
