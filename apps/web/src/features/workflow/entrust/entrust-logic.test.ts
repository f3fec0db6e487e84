import { describe, expect, it } from 'vitest';
import type { TFlowGroup, TFlowRow } from '../api.ts';
import { entrustBody } from './entrust-logic.ts';

const groups: TFlowGroup[] = [
  {
    id: 'g1',
    parentId: '0',
    fullName: '办公',
    enCode: 'office',
    num: 1,
    children: [{ id: 'f1', fullName: '请假', enCode: 'leave' } as TFlowRow],
  },
];

describe('entrustBody', () => {
  it('names the flow and its category and sends the window in epoch milliseconds', () => {
    const body = entrustBody(
      {
        flowId: 'f1',
        toUserId: 'u2',
        window: [{ valueOf: () => 1000 }, { valueOf: () => 5000 }],
        description: ' 出差 ',
      },
      groups,
    );
    expect(body).toEqual({
      flowId: 'f1',
      flowName: '请假',
      flowCategory: 'office',
      toUserId: 'u2',
      startTime: 1000,
      endTime: 5000,
      description: '出差',
    });
  });

  it('sends nulls for a flow no longer listed and an empty description', () => {
    const body = entrustBody(
      { flowId: 'gone', toUserId: 'u2', window: [{ valueOf: () => 1 }, { valueOf: () => 2 }] },
      groups,
    );
    expect(body).toMatchObject({ flowName: null, flowCategory: null, description: null });
  });
});
