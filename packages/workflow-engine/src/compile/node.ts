import type { TFlowCompileCode, TFlowNodeHead, TFlowNodeProps } from '@app/contracts';
import type {
  TGApprover,
  TGEventUrl,
  TGFormOperate,
  TGNext,
  TGNode,
  TGPass,
  TGStart,
  TGSubFlow,
  TGUserSet,
} from '../graph.ts';

/** A problem found in one node's own properties. */
interface TNodeProblem {
  code: TFlowCompileCode;
  message: string;
}

const MINUTE = 60_000;
const TIMEOUT_UNIT_MS = { minute: MINUTE, hour: 60 * MINUTE, day: 24 * 60 * MINUTE } as const;

/** A number from the designer's number-or-digits, else the fallback. */
export function toNumber(v: unknown, fallback: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

const isOn = (v: unknown): boolean => v === true || v === 1 || v === '1';
const ids = (v: readonly string[] | null | undefined): string[] => (v ?? []).filter((x) => x !== '');

function userSet(
  users: TFlowNodeProps['initiator'],
  pos: TFlowNodeProps['initiator'],
  roles: TFlowNodeProps['initiator'],
): TGUserSet {
  return { users: ids(users), positions: ids(pos), roles: ids(roles) };
}

const isEmptySet = (s: TGUserSet): boolean => s.users.length + s.positions.length + s.roles.length === 0;

function eventUrl(
  on: boolean | null | undefined,
  url: string | null | undefined,
  type?: unknown,
): TGEventUrl | null {
  if (!on || !url) return null;
  return { url, interfaceType: typeof type === 'string' ? type : null };
}

function formOperates(p: TFlowNodeProps): TGFormOperate[] {
  return (p.formOperates ?? []).map((f) => ({ id: f.id, read: f.read !== false, write: f.write === true }));
}

function progressOf(p: TFlowNodeProps): number | null {
  const n = toNumber(p.progress, NaN);
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : null;
}

function nameOf(head: TFlowNodeHead, fallback: string): string {
  return head.properties?.title || head.content || fallback;
}

/** The start node. */
export function buildStart(head: TFlowNodeHead, next: TGNext): TGStart {
  const p = head.properties ?? {};
  return {
    kind: 'start',
    id: head.nodeId,
    name: '开始',
    next,
    initiators: userSet(p.initiator, p.initiatePos, p.initiateRole),
    formOperates: formOperates(p),
    events: {
      init: eventUrl(p.hasInitFunc, p.initInterfaceUrl, p.initInterfaceType),
      end: eventUrl(p.hasEndFunc, p.endInterfaceUrl, p.endInterfaceType),
      flowRecall: eventUrl(p.hasFlowRecallFunc, p.flowRecallInterfaceUrl),
    },
  };
}

function timeoutOf(p: TFlowNodeProps): TGApprover['timeout'] | TNodeProblem {
  const t = p.timeoutConfig;
  if (!t || !isOn(t.on)) return null;
  const quantity = toNumber(t.quantity, 0);
  const handler = toNumber(t.handler, 1);
  if (quantity <= 0 || (handler !== 1 && handler !== 2))
    return { code: 'badShape', message: 'timeoutConfig needs a positive quantity and handler 1 or 2' };
  return { ms: quantity * TIMEOUT_UNIT_MS[t.type ?? 'hour'], handler };
}

function approverProblem(a: TGApprover['assignee']): TNodeProblem | null {
  const none = (what: string): TNodeProblem => ({
    code: 'noApprover',
    message: `assigneeType ${a.type} ${what}`,
  });
  if (a.type === 4 && !a.formField) return none('needs formField');
  if (a.type === 5 && !a.linkNodeId) return none('needs the linked nodeId');
  if ((a.type === 6 || a.type === 8) && isEmptySet(a.set)) return none('names no user, position or role');
  if (a.type === 9 && !a.serviceUrl) return none('needs getUserUrl');
  return null;
}

/** An approver node (assigneeType 1–9). */
function buildApprover(head: TFlowNodeHead, next: TGNext, type: number): TGApprover | TNodeProblem {
  const p = head.properties ?? {};
  if (!Number.isInteger(type) || type < 1 || type > 9)
    return { code: 'badShape', message: `unknown assigneeType ${type}` };
  const assignee: TGApprover['assignee'] = {
    type: type as TGApprover['assignee']['type'],
    set: userSet(p.approvers, p.approverPos, p.approverRole),
    managerLevel: Math.max(1, Math.trunc(toNumber(p.managerLevel, 1))),
    formField: p.formField || null,
    linkNodeId: p.nodeId || null,
    serviceUrl: p.getUserUrl || null,
  };
  const problem = approverProblem(assignee);
  if (problem) return problem;
  const counter = p.counterSign == null ? type === 8 : toNumber(p.counterSign, 0) === 1;
  const ratio = counter ? toNumber(p.countersignRatio, 100) : 100;
  if (!(ratio > 0 && ratio <= 100))
    return { code: 'badShape', message: 'countersignRatio must be in 1..100' };
  const timeout = timeoutOf(p);
  if (timeout && 'code' in timeout) return timeout;
  return {
    kind: 'approver',
    id: head.nodeId,
    name: nameOf(head, '审批节点'),
    next,
    assignee,
    sign: { mode: counter ? 'counter' : 'or', ratio },
    progress: progressOf(p),
    rejectStep: p.rejectStep == null || p.rejectStep === '' ? '0' : String(p.rejectStep),
    circulate: userSet(p.circulateUser, p.circulatePosition, p.circulateRole),
    circulateLauncher: {
      supervisor: isOn(p.circulateSupervisor),
      deptManager: isOn(p.circulateDeptManager),
    },
    messageTypes: (p.messageType ?? []).map(String),
    events: {
      approve: eventUrl(p.hasApproverFunc, p.approverInterfaceUrl, p.approverInterfaceType),
      reject: eventUrl(p.hasApproverRejectFunc, p.approverRejectInterfaceUrl),
      recall: eventUrl(p.hasRecallFunc, p.recallInterfaceUrl),
    },
    timeout,
    hasFreeApprover: isOn(p.hasFreeApprover),
    formOperates: formOperates(p),
  };
}

/** A sub-flow node (type subFlow, or an approver of assigneeType 10). */
function buildSubFlow(head: TFlowNodeHead, next: TGNext): TGSubFlow | TNodeProblem {
  const p = head.properties ?? {};
  if (!p.flowId) return { code: 'noSubFlow', message: 'the sub-flow node names no flowId' };
  const initiateType = toNumber(p.initiateType, 4);
  if (![1, 2, 3, 4].includes(initiateType))
    return { code: 'badShape', message: `unknown initiateType ${initiateType}` };
  const initiators = userSet(p.initiator, p.initiatePos, p.initiateRole);
  if (initiateType === 1 && isEmptySet(initiators))
    return { code: 'noApprover', message: 'initiateType 1 names no user, position or role to launch it' };
  return {
    kind: 'subFlow',
    id: head.nodeId,
    name: nameOf(head, '子流程'),
    next,
    flowId: p.flowId,
    initiateType: initiateType as TGSubFlow['initiateType'],
    initiators,
    managerLevel: Math.max(1, Math.trunc(toNumber(p.managerLevel, 1))),
    assignList: (p.assignList ?? []).map((a) => ({ parentField: a.parentField, childField: a.childField })),
    messageTypes: (p.messageType ?? []).map(String),
    progress: progressOf(p),
  };
}

/** A timer, empty, copy or condition-head node: walked through at runtime. */
function buildPass(head: TFlowNodeHead, next: TGNext, source: TGPass['source']): TGPass | TNodeProblem {
  const p = head.properties ?? {};
  let delayMs = 0;
  if (source === 'timer') {
    const [d, h, m, s] = [p.day, p.hour, p.minute, p.second].map((v) => toNumber(v, 0));
    if ([d, h, m, s].some((v) => v < 0)) return { code: 'badShape', message: 'a timer cannot be negative' };
    delayMs = (((d * 24 + h) * 60 + m) * 60 + s) * 1000;
  }
  return { kind: 'pass', id: head.nodeId, name: nameOf(head, source), next, source, delayMs };
}

/** The graph node for a head of the given type (start handled by the caller). */
export function buildNode(head: TFlowNodeHead, next: TGNext): TGNode | TNodeProblem {
  switch (head.type) {
    case 'approver': {
      const type = toNumber(head.properties?.assigneeType, 6);
      return type === 10 ? buildSubFlow(head, next) : buildApprover(head, next, type);
    }
    case 'subFlow':
      return buildSubFlow(head, next);
    case 'timer':
    case 'empty':
    case 'copy':
      return buildPass(head, next, head.type);
    case 'condition':
    case 'branch':
      return buildPass(head, next, 'condition');
    case 'start':
      return { code: 'badShape', message: 'a start node can only be the root' };
  }
}
