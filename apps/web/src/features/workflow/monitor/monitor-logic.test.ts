import { describe, expect, it } from 'vitest';
import { runningNodes, terminateAll } from './monitor-logic.ts';

describe('monitor logic', () => {
  it('terminates every task one after the other and counts only the accepted ones', async () => {
    const seen: string[] = [];
    const cancel = (id: string) => {
      seen.push(id);
      return id === 'b' ? Promise.reject(new Error('WF0015')) : Promise.resolve(null);
    };
    expect(await terminateAll(['a', 'b', 'c'], cancel)).toBe(2);
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('offers the current approver steps for assignment, not done, future, start or invalidated ones', () => {
    const node = (nodeCode: string, nodeType: string, type: string, state = '0') => ({
      nodeCode,
      nodeName: nodeCode.toUpperCase(),
      nodeType,
      type,
      state,
    });
    const nodes = [
      node('start', 'start', '0'),
      node('a1', 'approver', '0'),
      node('a2', 'approver', '1'),
      node('a3', 'approver', '1', '-2'),
      node('s1', 'subFlow', '1'),
      node('a4', 'approver', '2'),
    ];
    expect(runningNodes(nodes)).toEqual([{ nodeCode: 'a2', nodeName: 'A2' }]);
  });
});
