import { z } from 'zod';
import { ZId, ZPageQuery } from './common.ts';
import { ZFlag, ZSortCode, idList, jsonText, numeric } from './lenient.ts';
import type { TAnyOf } from './permissions.ts';
import { Rules } from './rules.ts';

// Requests and answers of /api/workflow/engine (spec §7 Workflow, contract §4.5–§4.7).

/** A JSON object given as itself or as its text (the designer posts flowTemplateJson as text). */
const ZJsonObject = jsonText(z.record(z.string(), z.unknown()));

/** flowEngine list / ListAll query: keyword on name and code. */
export const ZFlowEngineQuery = z.object({ keyword: z.string().trim().max(100).optional() });
export type TFlowEngineQuery = z.infer<typeof ZFlowEngineQuery>;

/** flowEngine Selector query: `type` filters formType. */
export const ZFlowSelectorQuery = z.object({
  type: numeric(z.union([z.literal(1), z.literal(2)])).optional(),
});

/** Create or update a flow definition (contract §4.7). */
export const ZFlowEngineEdit = z.strictObject({
  fullName: z.string().trim().min(1, 'required').max(50),
  enCode: z
    .string()
    .trim()
    .min(1, 'required')
    .max(50)
    .regex(Rules.enCode, 'letters, digits and dots; no dot at either end'),
  /** WorkFlowCategory dictionary enCode. */
  category: z.string().trim().min(1, 'required').max(50),
  /** 0 launchable flow, 1 function flow. */
  type: numeric(z.union([z.literal(0), z.literal(1)])).default(0),
  /** 1 system form, 2 designer form. */
  formType: numeric(z.union([z.literal(1), z.literal(2)])).default(2),
  icon: z.string().max(100).nullish(),
  iconBackground: z.string().max(50).nullish(),
  sortCode: ZSortCode.default(0),
  enabledMark: ZFlag.default(0),
  description: z.string().max(500).nullish(),
  /** The form design (formTemplateJson): an object, an array or their JSON text. */
  formData: z
    .union([z.string().max(2_000_000), z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .nullish(),
  /** The FlowCard tree (contract §4.2), as an object or its JSON text; checked by the engine's compile. */
  flowTemplateJson: ZJsonObject,
  tables: z.string().max(10_000).nullish(),
  dbLinkId: z.string().max(50).nullish(),
  appFormUrl: z.string().max(500).nullish(),
  formUrl: z.string().max(500).nullish(),
});
export type TFlowEngineEdit = z.infer<typeof ZFlowEngineEdit>;

/** A flow definition as info and the trees answer it. */
export const ZFlowEngineItem = z.object({
  id: z.string(),
  /** The category's dictionary entry id (tree) or the category code (info). */
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  category: z.string(),
  type: z.number().int(),
  formType: z.number().int(),
  visibleType: z.number().int(),
  icon: z.string().nullable(),
  iconBackground: z.string().nullable(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  version: z.number().int(),
  creatorUser: z.string().nullable(),
  creatorTime: z.number(),
  lastModifyUser: z.string().nullable(),
  lastModifyTime: z.number().nullable(),
  description: z.string().nullable(),
  flowTemplateJson: z.string(),
  /** formTemplateJson. */
  formData: z.string().nullable(),
  tables: z.string(),
  dbLinkId: z.string().nullable(),
  appFormUrl: z.string().nullable(),
  formUrl: z.string().nullable(),
});
export type TFlowEngineItem = z.infer<typeof ZFlowEngineItem>;

/** A category group of the flow trees (WorkFlowCategory entries) with its flows. */
export const ZFlowCategoryNode = z.object({
  id: z.string(),
  parentId: z.literal('0'),
  fullName: z.string(),
  enCode: z.string(),
  num: z.number().int(),
  hasChildren: z.boolean(),
  isLeaf: z.boolean(),
  children: z.array(ZFlowEngineItem.omit({ flowTemplateJson: true, formData: true })),
});

/** The new id of a copy. */
export const ZFlowCopied = z.object({ id: ZId });

/** A flow's compile error: the node it names and why. */
export const ZFlowCompileIssue = z.object({
  nodeId: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});

/** Launch or save a task (contract §4.4 `FlowTask`): status 0 submits, 1 saves a draft. */
export const ZFlowTaskSave = z.strictObject({
  flowId: ZId,
  /** The form data, as an object or its JSON text. */
  data: ZJsonObject.optional(),
  status: numeric(z.union([z.literal(0), z.literal(1)])).default(0),
  /** The approver of a first node of assigneeType 7. */
  freeApproverUserId: ZId.optional(),
  /** 1 normal, 2 important, 3 urgent. */
  flowUrgent: numeric(z.union([z.literal(1), z.literal(2), z.literal(3)])).optional(),
});
export type TFlowTaskSave = z.infer<typeof ZFlowTaskSave>;

/** An approver's action (audit, reject): opinion, signature, form data, extra CC, the next free approver. */
export const ZFlowHandle = z.strictObject({
  handleOpinion: z.string().max(500).optional(),
  signImg: z.string().max(200_000).nullish(),
  /** The form data posted with the action, as an object or its JSON text. */
  formData: ZJsonObject.optional(),
  /** Extra CC users (array or csv). */
  copyIds: idList(100).optional(),
  /** The approver of a next assigneeType-7 node, else an add-sign on this node. */
  freeApproverUserId: ZId.optional(),
  /**
   * Reject only: where the flow goes back to ('0' the launcher, or an earlier passed node's code), when the node's
   * rejectStep lets the approver choose ("2"); empty means the node's default.
   */
  rejectStep: z
    .string()
    .trim()
    .max(64)
    .transform((v) => (v ? v : undefined))
    .optional(),
});
export type TFlowHandleBody = z.infer<typeof ZFlowHandle>;

/** A task as flowTask/info answers it (reopen a draft or a rejected task). */
export const ZFlowTaskInfo = z.object({
  id: z.string(),
  flowId: z.string(),
  /** The form data as JSON text. */
  data: z.string(),
  fullName: z.string(),
  status: z.number().int(),
  flowUrgent: z.number().int(),
  completion: z.number().int(),
  thisStep: z.string().nullable(),
  thisStepId: z.string().nullable(),
});

/** The to-do, done and CC lists' query (contract §4.5). */
export const ZFlowListQuery = ZPageQuery.extend({
  flowId: ZId.optional(),
  flowCategory: z.string().trim().max(50).optional(),
  startTime: numeric(z.number().int().min(0)).optional(),
  endTime: numeric(z.number().int().min(0)).optional(),
  /** The task's status (0 draft … 5 terminated, spec §3). */
  status: numeric(z.number().int().min(0).max(5)).optional(),
});
export type TFlowListQuery = z.infer<typeof ZFlowListQuery>;

/** A row of the to-do, done and CC lists (FlowBeforeListOutput). */
export const ZFlowListItem = z.object({
  /** The operator (to-do), record (done) or CC row (circulate). */
  id: z.string(),
  processId: z.string(),
  enCode: z.string().nullable(),
  fullName: z.string(),
  flowName: z.string(),
  flowId: z.string(),
  flowCode: z.string(),
  flowCategory: z.string(),
  formType: z.number().int(),
  flowUrgent: z.number().int(),
  /** The task's status (to-do, CC) or the record's handleStatus (done). */
  status: z.number().int(),
  thisStep: z.string().nullable(),
  /** The node of the row (taskNodeId). */
  thisStepId: z.string().nullable(),
  completion: z.number().int(),
  /** "RealName/Account" of the launcher. */
  userName: z.string(),
  creatorUserId: z.string().nullable(),
  creatorTime: z.number(),
  startTime: z.number().nullable(),
  description: z.string().nullable(),
});
export type TFlowListItem = z.infer<typeof ZFlowListItem>;

/** An opinion-only action (withdraw, recall, cancel). */
export const ZFlowOpinion = z.strictObject({ handleOpinion: z.string().max(500).optional() });

/** Transfer a step to another user. */
export const ZFlowTransfer = z.strictObject({
  freeApproverUserId: ZId,
  handleOpinion: z.string().max(500).optional(),
});

/** Assign a node of a running task to one user (monitor). */
export const ZFlowAssign = z.strictObject({
  nodeCode: z.string().trim().min(1, 'required').max(64),
  freeApproverUserId: ZId,
  handleOpinion: z.string().max(500).optional(),
});

/** Tasks to delete (array or csv). */
export const ZFlowIds = z.strictObject({ ids: idList(500) });

/** A task of the launched and monitor lists (id = task id). */
export const ZFlowTaskItem = ZFlowListItem.extend({ endTime: z.number().nullable() });

/** The answer of a task action: the task and its status after it. */
export const ZFlowActed = z.object({ taskId: z.string(), status: z.number().int() });

/** What the caller may do on a task now (the task detail's action bar reads these, never recomputes them). */
export const ZFlowPermits = z.object({
  /** The work item approve, reject, transfer and add-sign act on (the caller's own, else one entrusted to them). */
  operatorId: z.string().nullable(),
  /** The caller's approval that recall takes back (a record id). */
  recordId: z.string().nullable(),
  approve: z.boolean(),
  reject: z.boolean(),
  transfer: z.boolean(),
  addSign: z.boolean(),
  recall: z.boolean(),
  withdraw: z.boolean(),
  /** Urge (催办) the pending approvers. */
  urge: z.boolean(),
  /** Terminate (作废, monitor). */
  terminate: z.boolean(),
  /** Assign a running node to one user (monitor). */
  assign: z.boolean(),
  /** Edit and submit again (a draft, rejected or withdrawn task of the caller's). */
  resubmit: z.boolean(),
  print: z.boolean(),
  /** Where a rejection may go back when the node lets its approver choose ('0' the launcher first); else empty. */
  rejectTargets: z.array(z.object({ nodeCode: z.string(), nodeName: z.string() })),
});
export type TFlowPermits = z.infer<typeof ZFlowPermits>;

/** A task's detail for the people on it (contract §4.5 `FlowBefore/{taskId}`). */
export const ZFlowTaskDetail = z.object({
  /** The form design of the task's snapshot. */
  flowFormInfo: z.string().nullable(),
  /** The flow design (FlowCard JSON) of the task's snapshot: the chart draws it. */
  flowTemplateJson: z.string().nullable(),
  flowTaskInfo: ZFlowTaskInfo.extend({
    enCode: z.string().nullable(),
    flowName: z.string(),
    flowCode: z.string(),
    flowCategory: z.string(),
    formType: z.number().int(),
    type: z.number().int(),
    startTime: z.number().nullable(),
    endTime: z.number().nullable(),
    creatorUserId: z.string().nullable(),
    creatorTime: z.number(),
  }),
  flowTaskNodeList: z.array(
    z.object({
      id: z.string(),
      nodeCode: z.string(),
      nodeName: z.string(),
      nodeType: z.string(),
      nodeNext: z.string(),
      completion: z.number().int(),
      sortCode: z.number().int(),
      state: z.string(),
      /** "0" done, "1" current, "2" not reached. */
      type: z.string(),
      /** The node's approvers' names. */
      userName: z.string(),
    }),
  ),
  flowTaskOperatorList: z.array(
    z.object({
      id: z.string(),
      nodeCode: z.string(),
      nodeName: z.string(),
      handleType: z.string(),
      handleId: z.string(),
      handleStatus: z.number().int().nullable(),
      handleTime: z.number().nullable(),
      completion: z.number().int(),
      state: z.number().int(),
      userName: z.string(),
      creatorTime: z.number(),
    }),
  ),
  flowTaskOperatorRecordList: z.array(
    z.object({
      id: z.string(),
      nodeCode: z.string(),
      nodeName: z.string(),
      handleId: z.string(),
      userName: z.string(),
      handleStatus: z.number().int(),
      handleTime: z.number(),
      handleOpinion: z.string(),
      signImg: z.string().nullable(),
      /** The target user's name (transfer, assign, add-sign). */
      operatorId: z.string().nullable(),
      status: z.number().int(),
    }),
  ),
  /** Field rights of the node asked for (taskNodeId), else of the start node. */
  formOperates: z.array(z.object({ id: z.string(), read: z.boolean(), write: z.boolean() })),
  /** 1 when the node lets its approver choose the next approver. */
  freeApprover: z.union([z.literal(0), z.literal(1)]),
  /** What the caller may do on the task now, decided by the server with the rules its actions enforce. */
  permits: ZFlowPermits,
});

/** The detail query: the node whose field rights apply. */
export const ZFlowDetailQuery = z.object({ taskNodeId: z.string().trim().max(64).optional() });

/** Who may call the workflow's shared reads: the pages whose screens call them (any one admits). */
export const WORKFLOW_USES = {
  /** flowEngine/ListAll: the launch screen (发起流程) and the flow designer's sub-flow picker. */
  launchable: ['workFlow.flowLaunch', 'workFlow.flowEngine'],
  /** flowEngine/Selector: the entrust form and the designer. */
  selector: ['workFlow.flowEngine', 'workFlow.entrust', 'workFlow.flowMonitor'],
  /** flowTask create/update: the launch screen. */
  launch: ['workFlow.flowLaunch'],
  /** flowTask info: every screen that opens a task (the server also checks the caller is on the task). */
  taskInfo: [
    'workFlow.flowLaunch',
    'workFlow.flowTodo',
    'workFlow.flowDone',
    'workFlow.flowCirculate',
    'workFlow.flowMonitor',
  ],
} as const satisfies Record<string, TAnyOf>;

/** What the launch screen needs of a flow the caller may start (`flowTask/launchInfo/{flowId}`). */
export const ZFlowLaunchInfo = z.object({
  flowId: z.string(),
  fullName: z.string(),
  /** The released version's form design (formTemplateJson text). */
  formData: z.string().nullable(),
  /** The start node's field rights (an empty list: every field editable). */
  formOperates: z.array(z.object({ id: z.string(), read: z.boolean(), write: z.boolean() })),
  /** 1 when a first approver node after the start (on any branch) takes the approver the launcher chooses. */
  freeApprover: z.union([z.literal(0), z.literal(1)]),
});
export type TFlowLaunchInfo = z.infer<typeof ZFlowLaunchInfo>;
