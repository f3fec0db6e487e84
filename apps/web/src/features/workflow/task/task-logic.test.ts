import { describe, expect, it } from 'vitest';
import type { TFormField } from '@app/contracts';
import { taskDetailPath, taskOfMessage } from './index.ts';
import { buildCall } from './use-task-run.ts';
import {
  availableActions,
  fieldStates,
  formFields,
  nodeLabel,
  pendingOperator,
  recallableRecord,
  rightsNode,
  type TTaskDetail,
} from './task-logic.ts';

const LAUNCHER = 'u-launch';
const MANAGER = 'u-manager';

function detail(
  over: Partial<TTaskDetail['flowTaskInfo']> = {},
  extra: Partial<TTaskDetail> = {},
): TTaskDetail {
  return {
    flowFormInfo: JSON.stringify({ fields: [] }),
    flowTemplateJson: null,
    flowTaskInfo: {
      id: 't1',
      flowId: 'f1',
      data: '{}',
      fullName: 'Leave',
      status: 1,
      flowUrgent: 1,
      completion: 0,
      thisStep: 'Manager',
      thisStepId: 'n1',
      enCode: null,
      flowName: 'Leave',
      flowCode: 'leave',
      flowCategory: 'hr',
      formType: 2,
      type: 0,
      startTime: 1,
      endTime: null,
      creatorUserId: LAUNCHER,
      creatorTime: 1,
      ...over,
    },
    flowTaskNodeList: [],
    flowTaskOperatorList: [
      {
        id: 'op1',
        nodeCode: 'n1',
        nodeName: 'Manager',
        handleType: '0',
        handleId: MANAGER,
        handleStatus: null,
        handleTime: null,
        completion: 0,
        state: 0,
        userName: 'M',
        creatorTime: 1,
      },
    ],
    flowTaskOperatorRecordList: [
      {
        id: 'r0',
        nodeCode: 'start',
        nodeName: 'Start',
        handleId: LAUNCHER,
        userName: 'L',
        handleStatus: 2,
        handleTime: 1,
        handleOpinion: '',
        signImg: null,
        operatorId: null,
        status: 0,
      },
    ],
    formOperates: [],
    freeApprover: 0,
    permits: permits(),
    ...extra,
  };
}

/** Permits with every action refused but print, and the given ones. */
const permits = (over: Partial<TTaskDetail['permits']> = {}): TTaskDetail['permits'] => ({
  operatorId: null,
  recordId: null,
  approve: false,
  reject: false,
  transfer: false,
  addSign: false,
  recall: false,
  withdraw: false,
  urge: false,
  terminate: false,
  assign: false,
  resubmit: false,
  print: true,
  rejectTargets: [],
  ...over,
});

/** The operator's view: op1 is theirs to act on. */
const asOperator = (extra: Partial<TTaskDetail> = {}) =>
  detail(
    {},
    { permits: permits({ operatorId: 'op1', approve: true, reject: true, transfer: true }), ...extra },
  );

describe('availableActions', () => {
  it('shows exactly the actions the server permits, in the bar’s order', () => {
    expect(availableActions(asOperator())).toEqual(['approve', 'reject', 'transfer', 'print']);
    expect(availableActions(detail())).toEqual(['print']);
    const launcher = detail({}, { permits: permits({ withdraw: true, urge: true }) });
    expect(availableActions(launcher)).toEqual(['withdraw', 'press', 'print']);
    const monitor = detail({}, { permits: permits({ terminate: true, assign: true, print: false }) });
    expect(availableActions(monitor)).toEqual(['cancel', 'assign']);
    expect(availableActions(detail({}, { permits: permits({ recall: true, resubmit: true }) }))).toEqual([
      'recall',
      'resubmit',
      'print',
    ]);
  });

  it('acts on the work item and the record the server names, not on the viewer’s own guess', () => {
    expect(pendingOperator(asOperator())?.id).toBe('op1');
    expect(pendingOperator(detail())).toBeNull();
    expect(pendingOperator(detail({}, { permits: permits({ operatorId: 'gone' }) }))).toBeNull();
    expect(recallableRecord(detail({}, { permits: permits({ recordId: 'r0' }) }))?.id).toBe('r0');
    expect(recallableRecord(detail())).toBeNull();
  });
});

describe('field rights', () => {
  const fields = [
    { __vModel__: 'days', __config__: { jnpfKey: 'inputNumber' } },
    { __vModel__: 'reason', __config__: { jnpfKey: 'textarea' } },
    { __vModel__: 'secret', __config__: { jnpfKey: 'input' } },
  ] as unknown as TFormField[];
  const operates = [
    { id: 'days', read: true, write: false },
    { id: 'reason', read: true, write: true },
    { id: 'secret', read: false, write: false },
  ];

  it('hides, shows read-only and edits per formOperates', () => {
    expect(fieldStates(fields, operates, true, false)).toEqual({
      days: 'readonly',
      reason: 'editable',
      secret: 'hidden',
    });
  });

  it('makes everything read-only for a viewer who is not acting, hidden stays hidden', () => {
    expect(fieldStates(fields, operates, false, false)).toEqual({
      days: 'readonly',
      reason: 'readonly',
      secret: 'hidden',
    });
  });

  it('edits unlisted fields at the start node only', () => {
    expect(fieldStates(fields, [], true, true)).toEqual({
      days: 'editable',
      reason: 'editable',
      secret: 'editable',
    });
    expect(fieldStates(fields, [], true, false)).toEqual({
      days: 'readonly',
      reason: 'readonly',
      secret: 'readonly',
    });
  });

  it('reads the fields of a form design and takes the pending node for the rights', () => {
    expect(formFields(JSON.stringify({ fields }))).toHaveLength(3);
    expect(formFields('not json')).toEqual([]);
    expect(rightsNode(asOperator(), null)).toBe('n1');
    expect(rightsNode(detail(), 'x')).toBe('x');
  });
});

describe('buildCall', () => {
  it('approves the pending operator with opinion, CC and the next approver', () => {
    const call = buildCall(
      'approve',
      { handleOpinion: 'ok', copyIds: ['c'], userId: 'n' },
      asOperator(),
      undefined,
    );
    expect(call).toMatchObject({
      kind: 'audit',
      operatorId: 'op1',
      body: { handleOpinion: 'ok', copyIds: ['c'], freeApproverUserId: 'n' },
    });
  });

  it('rejects to the chosen target without a next approver; nothing to call without a work item', () => {
    const call = buildCall('reject', { userId: 'n', rejectStep: 'a1' }, asOperator(), undefined);
    expect(call).toMatchObject({
      kind: 'reject',
      operatorId: 'op1',
      body: { freeApproverUserId: undefined, rejectStep: 'a1' },
    });
    expect(buildCall('approve', {}, detail(), undefined)).toBeNull();
  });

  it('assigns a node to a user and resubmits the edited form', () => {
    expect(buildCall('assign', { nodeCode: 'n1', userId: 'x' }, detail(), undefined)).toEqual({
      kind: 'assign',
      taskId: 't1',
      body: { nodeCode: 'n1', freeApproverUserId: 'x', handleOpinion: undefined },
    });
    expect(buildCall('resubmit', {}, detail({ status: 3 }), { days: 5 })).toMatchObject({
      kind: 'resubmit',
      body: { flowId: 'f1', data: { days: 5 }, status: 0 },
    });
  });
});

describe('entry', () => {
  it('builds the detail URL and reads the task of a workflow message', () => {
    expect(taskDetailPath({ taskId: 't 1', from: 'todo', operatorId: 'op1' })).toBe(
      '/workFlow/task?taskId=t+1&from=todo&operatorId=op1',
    );
    expect(taskOfMessage('{"type":2,"id":"t9"}')).toEqual({ taskId: 't9', from: 'launch' });
    expect(taskOfMessage('{"type":1,"id":"t9"}')).toBeNull();
    expect(taskOfMessage('<p>notice</p>')).toBeNull();
  });
});

describe('nodeLabel', () => {
  it('names the start node in the interface language and keeps the designed names', () => {
    const node = (nodeCode: string, nodeType: string) => ({
      id: nodeCode,
      nodeCode,
      nodeName: '开始',
      nodeType,
      nodeNext: '',
      completion: 0,
      sortCode: 0,
      state: '0',
      type: '0',
      userName: '',
    });
    const d = detail({}, { flowTaskNodeList: [node('start', 'start'), node('n1', 'approver')] });
    expect(nodeLabel(d, 'start', '开始', 'Start')).toBe('Start');
    expect(nodeLabel(d, 'n1', 'Manager', 'Start')).toBe('Manager');
  });
});
