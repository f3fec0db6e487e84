import { describe, expect, it } from 'vitest';
import type { TFlowGroup, TFlowRow } from '../api.ts';
import { filterGroups, launchBody, needsApprover } from './launch-logic.ts';

const flow = (id: string, fullName: string, enCode: string) => ({ id, fullName, enCode }) as TFlowRow;
const groups: TFlowGroup[] = [
  {
    id: 'g1',
    parentId: '0',
    fullName: '办公',
    enCode: 'office',
    num: 2,
    children: [flow('f1', '请假', 'leave'), flow('f2', '出差', 'trip')],
  },
  {
    id: 'g2',
    parentId: '0',
    fullName: '财务',
    enCode: 'finance',
    num: 1,
    children: [flow('f3', '报销', 'expense')],
  },
  { id: 'g3', parentId: '0', fullName: '空', enCode: 'empty', num: 0, children: [] },
];

describe('launch logic', () => {
  it('keeps the categories holding a flow whose name or code matches, without empty ones', () => {
    expect(filterGroups(groups, '').map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(filterGroups(groups, ' LEAVE ').map((g) => g.children.map((f) => f.id))).toEqual([['f1']]);
    expect(filterGroups(groups, '报销').map((g) => g.id)).toEqual(['g2']);
    expect(filterGroups(groups, 'nothing')).toEqual([]);
  });

  it('submits with status 0 and the chosen approver, saves a draft with status 1 and no approver', () => {
    const base = { flowId: 'f1', data: { days: 2 }, flowUrgent: 3 };
    expect(launchBody({ ...base, isDraft: false, freeApproverUserId: 'u9' })).toEqual({
      flowId: 'f1',
      data: { days: 2 },
      status: 0,
      flowUrgent: 3,
      freeApproverUserId: 'u9',
    });
    expect(launchBody({ ...base, isDraft: true, freeApproverUserId: 'u9' })).toEqual({
      flowId: 'f1',
      data: { days: 2 },
      status: 1,
      flowUrgent: 3,
    });
    expect(launchBody({ ...base, flowUrgent: 9, isDraft: false }).flowUrgent).toBe(1);
  });

  it('asks for the approver only when submitting a flow whose next node takes a chosen one', () => {
    expect(needsApprover(1, false)).toBe(true);
    expect(needsApprover(1, true)).toBe(false);
    expect(needsApprover(0, false)).toBe(false);
    expect(needsApprover(undefined, false)).toBe(false);
  });
});
