import type { TFlowNode } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { checkFlow, FLOW_ISSUE } from './flow-check.ts';

const approver = (nodeId: string, props: Record<string, unknown>, childNode?: TFlowNode): TFlowNode => ({
  type: 'approver',
  nodeId,
  properties: { title: nodeId, approvers: ['admin'], ...props },
  ...(childNode ? { childNode } : {}),
});
const start = (childNode: TFlowNode): TFlowNode => ({
  type: 'start',
  nodeId: 's',
  properties: {},
  childNode,
});

describe("the designer's check through the engine's compile", () => {
  it('names the approver whose reject step is not an earlier approver, as the server would', () => {
    const flow = start(approver('a', {}, approver('b', { rejectStep: 'c' }, approver('c', {}))));
    expect(checkFlow(flow)).toEqual({ b: 'badRejectStep' });
    expect(checkFlow(start(approver('a', {}, approver('b', { rejectStep: 'a' }))))).toEqual({});
  });

  it('names a node id used twice and a countersign ratio out of range', () => {
    expect(checkFlow(start(approver('a', {}, approver('a', {}))))).toEqual({ a: 'duplicateNode' });
    expect(checkFlow(start(approver('a', { counterSign: 1, countersignRatio: 0 })))).toEqual({
      a: 'badShape',
    });
  });

  it('puts an error that names no node under the flow, and keeps the hints the engine lets through', () => {
    const noStart = { type: 'approver', nodeId: 'x' } as TFlowNode;
    expect(checkFlow(noStart)).toEqual({ x: 'noStart' });
    const bad = start({ type: 'timer', nodeId: 't', properties: {}, childNode: 'oops' as never });
    expect(Object.keys(checkFlow(bad))).toContain(FLOW_ISSUE);
    const idle = start({ type: 'timer', nodeId: 't', properties: {} });
    expect(checkFlow(idle)).toEqual({ t: 'noDelay' });
  });
});
