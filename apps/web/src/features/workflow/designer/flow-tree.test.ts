import type { TFlowNode } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { checkFlow } from './flow-check.ts';
import {
  addBranch,
  findNode,
  insertAfter,
  listNodes,
  moveBranch,
  newFlowTree,
  removeNode,
  updateProps,
  type TTitles,
} from './flow-tree.ts';

const titles: TTitles = { approver: 'A', copy: 'C', timer: 'T', subFlow: 'S', branch: 'B', other: 'Other' };

function ids(): () => string {
  let n = 0;
  return () => `n${++n}`;
}

function fresh(): { root: TFlowNode; newId: () => string } {
  const newId = ids();
  return { root: newFlowTree(newId, { start: 'Start', approver: 'A' }), newId };
}

const chain = (n: TFlowNode | null | undefined): string[] => (n ? [n.nodeId, ...chain(n.childNode)] : []);

describe('flow tree editing', () => {
  it('inserts an approver between the start and the next node without touching the input', () => {
    const { root, newId } = fresh();
    const next = insertAfter(root, 'n1', 'approver', newId, titles);
    expect(chain(next)).toEqual(['n1', 'n3', 'n2']);
    expect(chain(root)).toEqual(['n1', 'n2']);
  });

  it('adds a condition group with a default branch last and continues the chain after it', () => {
    const { root, newId } = fresh();
    const next = insertAfter(root, 'n1', 'condition', newId, titles);
    const owner = next.childNode as TFlowNode;
    expect(owner.type).toBe('empty');
    expect(owner.conditionNodes?.map((b) => b.properties?.isDefault)).toEqual([false, true]);
    expect(owner.childNode?.nodeId).toBe('n2');
  });

  it('adds a branch before the default one and renumbers the priorities', () => {
    const { root, newId } = fresh();
    const grouped = insertAfter(root, 'n1', 'condition', newId, titles);
    const next = addBranch(grouped, 'n3', newId, titles);
    const heads = findNode(next, 'n3')?.conditionNodes ?? [];
    expect(heads.map((h) => h.nodeId)).toEqual(['n4', 'n6', 'n5']);
    expect(heads.map((h) => h.properties?.priority)).toEqual([1, 2, 3]);
  });

  it('moves a branch left and right but never past the default branch', () => {
    const { root, newId } = fresh();
    const grouped = addBranch(insertAfter(root, 'n1', 'condition', newId, titles), 'n3', newId, titles);
    const moved = moveBranch(grouped, 'n6', -1);
    expect(findNode(moved, 'n3')?.conditionNodes?.map((h) => h.nodeId)).toEqual(['n6', 'n4', 'n5']);
    expect(moveBranch(moved, 'n4', 1)).toBe(moved);
    expect(moveBranch(moved, 'n5', -1)).toBe(moved);
  });

  it('adds a parallel branch as another interflow approver', () => {
    const { root, newId } = fresh();
    const next = addBranch(insertAfter(root, 'n1', 'parallel', newId, titles), 'n3', newId, titles);
    const heads = findNode(next, 'n3')?.conditionNodes ?? [];
    expect(heads.map((h) => [h.type, h.isInterflow])).toEqual([
      ['approver', true],
      ['approver', true],
      ['approver', true],
    ]);
  });

  it('removes a chain node, a branch, and dissolves a group left with one branch', () => {
    const { root, newId } = fresh();
    expect(chain(removeNode(root, 'n2'))).toEqual(['n1']);
    expect(removeNode(root, 'n1')).toBe(root);
    const grouped = addBranch(insertAfter(root, 'n1', 'condition', newId, titles), 'n3', newId, titles);
    const fewer = removeNode(grouped, 'n4');
    expect(findNode(fewer, 'n3')?.conditionNodes?.map((h) => h.nodeId)).toEqual(['n6', 'n5']);
    expect(removeNode(fewer, 'n5')).toBe(fewer);
    expect(chain(removeNode(fewer, 'n6'))).toEqual(['n1', 'n2']);
  });

  it('updates the properties of a nested node only', () => {
    const { root, newId } = fresh();
    const grouped = insertAfter(root, 'n1', 'condition', newId, titles);
    const next = updateProps(grouped, 'n4', { title: 'Days > 3' });
    expect(findNode(next, 'n4')?.properties?.title).toBe('Days > 3');
    expect(findNode(next, 'n2')).toBe(findNode(grouped, 'n2'));
    expect(listNodes(next)).toHaveLength(listNodes(grouped).length);
  });
});

describe('flow check', () => {
  it('names the approver without approvers and the branch without conditions', () => {
    const { root, newId } = fresh();
    const grouped = insertAfter(root, 'n1', 'condition', newId, titles);
    expect(checkFlow(grouped)).toEqual({ n2: 'noApprover', n4: 'noCondition' });
    const fixed = updateProps(grouped, 'n2', { approvers: ['admin'] });
    const cond = { field: 'days', symbol: '>' as const, filedValue: '3', logic: '&&' as const };
    expect(checkFlow(updateProps(fixed, 'n4', { conditions: [cond] }))).toEqual({});
  });

  it('asks for a default branch in a condition group', () => {
    const { root, newId } = fresh();
    const grouped = insertAfter(root, 'n1', 'condition', newId, titles);
    const noDefault = updateProps(grouped, 'n5', { isDefault: false });
    expect(checkFlow(noDefault).n3).toBe('noDefaultBranch');
  });
});
