import { describe, expect, it } from 'vitest';
import { chartTree, chartView } from './chart-view.ts';
import type { TTaskDetail } from './task-logic.ts';

const node = (nodeCode: string, type: string, state = '0', nodeType = 'approver') => ({
  id: nodeCode,
  nodeCode,
  nodeName: nodeCode,
  nodeType,
  nodeNext: '',
  completion: 0,
  sortCode: 0,
  state,
  type,
  userName: '',
});

const op = (nodeCode: string, userName: string, handleStatus: number | null) => ({
  id: `op-${nodeCode}-${userName}`,
  nodeCode,
  nodeName: nodeCode,
  handleType: '6',
  handleId: userName,
  handleStatus,
  handleTime: null,
  completion: handleStatus === null ? 0 : 1,
  state: 0,
  userName,
  creatorTime: 1,
});

const rec = (nodeCode: string, userName: string, handleStatus: number, status = 0) => ({
  id: `r-${nodeCode}-${userName}`,
  nodeCode,
  nodeName: nodeCode,
  handleId: userName,
  userName,
  handleStatus,
  handleTime: 1,
  handleOpinion: '',
  signImg: null,
  operatorId: null,
  status,
});

function detail(status: number, over: Partial<TTaskDetail> = {}): TTaskDetail {
  return {
    flowTaskInfo: { status } as TTaskDetail['flowTaskInfo'],
    flowTaskNodeList: [
      node('start', '0', '0', 'start'),
      node('mgr', '0'),
      node('hr', '1'),
      node('boss', '2', '-2'),
      node('end', '2', '0', 'endround'),
    ],
    flowTaskOperatorList: [op('hr', 'Hr1', null), op('hr', 'Hr2', 1)],
    flowTaskOperatorRecordList: [
      rec('start', 'Ann', 2),
      rec('mgr', 'Max', 1),
      rec('mgr', 'Old', 1, -1),
      rec('boss', 'Bob', 0),
    ],
    ...over,
  } as TTaskDetail;
}

describe('chartView', () => {
  it('marks done, current, future and skipped nodes with who handled or is awaited', () => {
    const v = chartView(detail(1), (k) => k);
    expect(v.start).toEqual({ state: 'finish', lines: ['nodeDone', 'Ann'] });
    expect(v.mgr).toEqual({ state: 'finish', lines: ['nodeDone', 'Max'] });
    expect(v.hr).toEqual({ state: 'process', lines: ['nodeCurrent', 'pending: Hr1'] });
    expect(v.boss).toEqual({ state: 'skip', lines: ['nodeSkipped'] });
    expect(v.end.state).toBe('wait');
    expect(chartView(detail(2), (k) => k).end.state).toBe('finish');
  });

  it('shows nothing on a path once the task went back to the launcher', () => {
    const v = chartView(detail(3), (k) => k);
    expect([v.mgr.state, v.hr.state, v.boss.state]).toEqual(['wait', 'wait', 'wait']);
  });

  it('reads the snapshot’s FlowCard tree, null when it is not one', () => {
    const tree = { type: 'start', nodeId: 'start', properties: {}, childNode: null };
    expect(chartTree(detail(1, { flowTemplateJson: JSON.stringify(tree) }))?.nodeId).toBe('start');
    expect(chartTree(detail(1, { flowTemplateJson: '{oops' }))).toBeNull();
    expect(chartTree(detail(1, { flowTemplateJson: '[]' }))).toBeNull();
    expect(chartTree(detail(1, { flowTemplateJson: null }))).toBeNull();
  });
});
