import type { TText } from './text.ts';

/** Task status (spec §3, contract §4.1): 0 draft, 1 in approval, 2 approved, 3 rejected, 4 withdrawn, 5 terminated. */
export const FLOW_STATUS = {
  draft: 0,
  running: 1,
  approved: 2,
  rejected: 3,
  withdrawn: 4,
  terminated: 5,
} as const;
export type TFlowStatus = (typeof FLOW_STATUS)[keyof typeof FLOW_STATUS];

/**
 * The rejectStep value that lets the approver choose, when rejecting, where the flow goes back to: the launcher or
 * an earlier node the task passed (the reject body's `rejectStep`).
 */
export const REJECT_STEP_CHOOSE = '2';

/** The reject body's `rejectStep` that sends the task back to the launcher. */
export const REJECT_TO_START = '0';

/** Urgency (spec §3): 1 normal (default), 2 important, 3 urgent. */
export const FLOW_URGENCY = { normal: 1, important: 2, urgent: 3 } as const;
export type TFlowUrgency = (typeof FLOW_URGENCY)[keyof typeof FLOW_URGENCY];

/** What a history record did (FLOW_TASKOPERATORRECORD.handleStatus). */
export const FLOW_HANDLE = {
  reject: 0,
  approve: 1,
  submit: 2,
  recall: 3,
  terminate: 4,
  assign: 5,
  addSign: 6,
  transfer: 7,
} as const;
export type TFlowHandle = (typeof FLOW_HANDLE)[keyof typeof FLOW_HANDLE];

/** The workflow refusals of contract §8 (WF0001…WF0019). */
export const WF_CODES = [
  'WF0001',
  'WF0002',
  'WF0003',
  'WF0004',
  'WF0005',
  'WF0006',
  'WF0007',
  'WF0008',
  'WF0009',
  'WF0010',
  'WF0011',
  'WF0012',
  'WF0013',
  'WF0014',
  'WF0015',
  'WF0016',
  'WF0017',
  'WF0018',
  'WF0019',
] as const;
export type TWfCode = (typeof WF_CODES)[number];

/** Why a flow definition cannot run (compile errors, each naming its node). */
export const FLOW_COMPILE_CODES = [
  'badJson',
  'badShape',
  'noStart',
  'duplicateNode',
  'cycle',
  'tooDeep',
  'noApprover',
  'noDefaultBranch',
  'mixedBranches',
  'noSubFlow',
  'badRejectStep',
  'badLinkNode',
] as const;
export type TFlowCompileCode = (typeof FLOW_COMPILE_CODES)[number];

/** Notifications the engine asks for (template keys; `{title}`, `{approver}`, `{delegator}` filled by the server). */
export const FLOW_MESSAGE_TEMPLATES = [
  'audit',
  'circulate',
  'approved',
  'rejected',
  'finished',
  'urge',
  'entrust',
] as const;
export type TFlowMessageTemplate = (typeof FLOW_MESSAGE_TEMPLATES)[number];

/** The message key of a WF code. */
export function wfMessageKey<C extends TWfCode>(code: C): `workflow.${C}` {
  return `workflow.${code}`;
}

const WF_ERROR_MESSAGES = {
  'workflow.WF0001': { zh: '禁止委托本人', zhtw: '禁止委託本人', en: 'You cannot entrust flows to yourself' },
  'workflow.WF0002': { zh: '复制流程引擎失败', zhtw: '複製流程引擎失敗', en: 'Copying the flow failed' },
  'workflow.WF0003': {
    zh: '子流程无法删除',
    zhtw: '子流程無法刪除',
    en: 'A sub-flow task cannot be deleted',
  },
  'workflow.WF0004': {
    zh: '系统管理员无法操作流程任务',
    zhtw: '系統管理員無法操作流程任務',
    en: 'The system administrator cannot act on flow tasks',
  },
  'workflow.WF0005': { zh: '流程任务操作失败', zhtw: '流程任務操作失敗', en: 'The flow task action failed' },
  'workflow.WF0006': {
    zh: '当前流程被处理，无法审批',
    zhtw: '當前流程被處理，無法審批',
    en: 'This step has already been handled',
  },
  'workflow.WF0007': { zh: '转办失败', zhtw: '轉辦失敗', en: 'Transfer failed' },
  'workflow.WF0008': { zh: '指派失败', zhtw: '指派失敗', en: 'Assignment failed' },
  'workflow.WF0009': { zh: '未找到催办人', zhtw: '未找到催辦人', en: 'Nobody to remind' },
  'workflow.WF0010': {
    zh: '当前流程被打回，无法撤回流程',
    zhtw: '當前流程被打回，無法撤回流程',
    en: 'A rejection cannot be recalled',
  },
  'workflow.WF0011': {
    zh: '当前流程被处理，无法撤回流程',
    zhtw: '當前流程被處理，無法撤回流程',
    en: 'The flow has moved on and cannot be recalled',
  },
  'workflow.WF0012': {
    zh: '功能流程无法删除',
    zhtw: '功能流程無法刪除',
    en: 'A function flow task cannot be deleted',
  },
  'workflow.WF0013': { zh: '获取审批人失败', zhtw: '獲取審批人失敗', en: 'No approver could be found' },
  'workflow.WF0014': {
    zh: '子流程无法指派',
    zhtw: '子流程無法指派',
    en: 'A sub-flow step cannot be assigned',
  },
  'workflow.WF0015': {
    zh: '子流程无法终止',
    zhtw: '子流程無法終止',
    en: 'A sub-flow task cannot be terminated',
  },
  'workflow.WF0016': {
    zh: '功能流程无法终止',
    zhtw: '功能流程無法終止',
    en: 'A function flow task cannot be terminated',
  },
  'workflow.WF0017': {
    zh: '当前流程包含子流程,无法终止',
    zhtw: '當前流程包含子流程,無法終止',
    en: 'The flow has running sub-flows and cannot be terminated',
  },
  'workflow.WF0018': {
    zh: '当前流程包含子流程,无法撤回',
    zhtw: '當前流程包含子流程,無法撤回',
    en: 'The flow has running sub-flows and cannot be recalled',
  },
  'workflow.WF0019': {
    zh: '驳回节点包含子流程,审批失败',
    zhtw: '駁回節點包含子流程,審批失敗',
    en: 'The rejection would return to a sub-flow step',
  },
} as const satisfies Record<`workflow.${TWfCode}`, TText>;

const FLOW_COMPILE_MESSAGES = {
  'workflow.compile.badJson': {
    zh: '流程定义不是有效的 JSON',
    zhtw: '流程定義不是有效的 JSON',
    en: 'The flow definition is not valid JSON',
  },
  'workflow.compile.badShape': {
    zh: '节点「{node}」的配置无效：{detail}',
    zhtw: '節點「{node}」的設定無效：{detail}',
    en: 'Node "{node}" is misconfigured: {detail}',
  },
  'workflow.compile.noStart': {
    zh: '流程必须以开始节点开始',
    zhtw: '流程必須以開始節點開始',
    en: 'The flow must begin with a start node',
  },
  'workflow.compile.duplicateNode': {
    zh: '节点编号「{node}」重复',
    zhtw: '節點編號「{node}」重複',
    en: 'Node id "{node}" is used twice',
  },
  'workflow.compile.cycle': {
    zh: '节点「{node}」形成循环',
    zhtw: '節點「{node}」形成循環',
    en: 'Node "{node}" closes a cycle',
  },
  'workflow.compile.tooDeep': {
    zh: '流程嵌套过深（节点「{node}」）',
    zhtw: '流程巢狀過深（節點「{node}」）',
    en: 'The flow is nested too deeply (node "{node}")',
  },
  'workflow.compile.noApprover': {
    zh: '节点「{node}」没有可确定的审批人',
    zhtw: '節點「{node}」沒有可確定的審批人',
    en: 'Node "{node}" has nobody to resolve as approver',
  },
  'workflow.compile.noDefaultBranch': {
    zh: '条件分支「{node}」缺少默认分支',
    zhtw: '條件分支「{node}」缺少預設分支',
    en: 'The condition group at "{node}" has no default branch',
  },
  'workflow.compile.mixedBranches': {
    zh: '节点「{node}」的分支不能混合条件分支与并行分支',
    zhtw: '節點「{node}」的分支不能混合條件分支與並行分支',
    en: 'The branches of "{node}" mix conditions and parallel branches',
  },
  'workflow.compile.noSubFlow': {
    zh: '子流程节点「{node}」未选择流程',
    zhtw: '子流程節點「{node}」未選擇流程',
    en: 'Sub-flow node "{node}" has no flow',
  },
  'workflow.compile.badRejectStep': {
    zh: '节点「{node}」的驳回节点不是其之前的审批节点',
    zhtw: '節點「{node}」的駁回節點不是其之前的審批節點',
    en: 'Node "{node}" rejects to a node that is not an earlier approver',
  },
  'workflow.compile.badLinkNode': {
    zh: '节点「{node}」关联的环节不是其之前的审批节点',
    zhtw: '節點「{node}」關聯的環節不是其之前的審批節點',
    en: 'Node "{node}" links to a node that is not an earlier approver',
  },
} as const satisfies Record<`workflow.compile.${TFlowCompileCode}`, TText>;

const FLOW_NOTICE_MESSAGES = {
  'workflow.msg.audit': {
    zh: '{title}【审核】',
    zhtw: '{title}【審核】',
    en: '{title} [approval requested]',
  },
  'workflow.msg.circulate': { zh: '{title}【抄送】', zhtw: '{title}【抄送】', en: '{title} [copied to you]' },
  'workflow.msg.approved': {
    zh: '{title}【{approver}审核通过】',
    zhtw: '{title}【{approver}審核通過】',
    en: '{title} [approved by {approver}]',
  },
  'workflow.msg.rejected': {
    zh: '{title}【{approver}审核拒绝】',
    zhtw: '{title}【{approver}審核拒絕】',
    en: '{title} [rejected by {approver}]',
  },
  'workflow.msg.finished': {
    zh: '{title}【流程审批通过】',
    zhtw: '{title}【流程審批通過】',
    en: '{title} [flow approved]',
  },
  'workflow.msg.urge': { zh: '{title}【催办】', zhtw: '{title}【催辦】', en: '{title} [reminder]' },
  'workflow.msg.entrust': {
    zh: '{title}【审核】({delegator}的委托)',
    zhtw: '{title}【審核】({delegator}的委託)',
    en: '{title} [approval requested, entrusted by {delegator}]',
  },
} as const satisfies Record<`workflow.msg.${TFlowMessageTemplate}`, TText>;

const FLOW_ENGINE_MESSAGES = {
  'workflow.codeExists': { zh: '流程编码已存在', zhtw: '流程編碼已存在', en: 'The flow code already exists' },
  'workflow.nameExists': { zh: '流程名称已存在', zhtw: '流程名稱已存在', en: 'The flow name already exists' },
  'workflow.notLaunchable': {
    zh: '该流程未发布或无权发起',
    zhtw: '該流程未發佈或無權發起',
    en: 'This flow is not released or you may not launch it',
  },
  'workflow.entrusted': {
    zh: '{title}({delegator}的委托)',
    zhtw: '{title}({delegator}的委託)',
    en: '{title} (entrusted by {delegator})',
  },
  'workflow.deleteRunning': {
    zh: '当前流程正在审批，无法删除',
    zhtw: '當前流程正在審批，無法刪除',
    en: 'A flow in approval cannot be deleted',
  },
  'workflow.running': {
    zh: '当前流程正在运行不能重复保存',
    zhtw: '當前流程正在運行不能重複保存',
    en: 'The flow is running and cannot be saved again',
  },
} as const satisfies Record<string, TText>;

/** Workflow refusals, compile errors and notification templates in three languages. */
export const WORKFLOW_MESSAGES = {
  ...FLOW_ENGINE_MESSAGES,
  ...WF_ERROR_MESSAGES,
  ...FLOW_COMPILE_MESSAGES,
  ...FLOW_NOTICE_MESSAGES,
} as const;
