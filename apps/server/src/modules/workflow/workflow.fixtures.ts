/** FlowCard trees for the workflow tests (contract §4.2). */

/** start → one or-sign approver node ("a1") of the given users (→ "a2" of `then` when given). */
export function simpleFlow(approvers: string[], then?: string[], startProps: Record<string, unknown> = {}) {
  const second = then
    ? {
        type: 'approver',
        nodeId: 'a2',
        properties: { title: '复核', assigneeType: 6, approvers: then },
        childNode: null,
      }
    : null;
  return {
    type: 'start',
    nodeId: 'start',
    properties: { title: '发起', ...startProps },
    childNode: {
      type: 'approver',
      nodeId: 'a1',
      properties: { title: '审批', assigneeType: 6, approvers },
      childNode: second,
    },
  };
}

/** A flow definition body for flowEngine create/update. */
export function flowBody(overrides: Record<string, unknown> = {}) {
  return {
    fullName: '请假流程',
    enCode: 'leave',
    category: 'office',
    type: 0,
    formType: 2,
    enabledMark: 1,
    formData: '{"fields":[]}',
    flowTemplateJson: JSON.stringify(simpleFlow(['admin'])),
    ...overrides,
  };
}
