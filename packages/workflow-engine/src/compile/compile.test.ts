import type { TFlowNode } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { approver, branch, parallel, start, subFlow, timer } from '../test/fixtures.ts';
import { compile, MAX_DEPTH } from './compile.ts';

const errorsOf = (flow: unknown) => {
  const r = compile(flow);
  return r.ok ? [] : r.errors.map((e) => [e.code, e.nodeId]);
};

describe('compile: what can run', () => {
  it('reads a sequence into a graph ending at the synthetic end', () => {
    const r = compile(start(approver('A', {}, { child: approver('B') })));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.graph.order).toEqual(['start', 'A', 'B', 'end']);
    expect(r.graph.nodes.A.next).toEqual({ kind: 'seq', to: 'B' });
    expect(r.graph.nodes.B.next).toEqual({ kind: 'seq', to: 'end' });
  });

  it('accepts the JSON text as well as the object', () => {
    expect(compile(JSON.stringify(start(approver('A')))).ok).toBe(true);
  });

  it("orders condition branches by priority and joins them at the owner's child", () => {
    const flow = start(approver('C'), {}, [
      branch('low', { priority: 2, conditions: [{ field: 'x', symbol: '>', filedValue: 1 }] }, approver('L')),
      branch('dflt', { priority: 9, isDefault: true }),
      branch(
        'high',
        { priority: 1, conditions: [{ field: 'x', symbol: '>', filedValue: 5 }] },
        approver('H'),
      ),
    ]);
    const r = compile(flow);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const next = r.graph.nodes.start.next;
    if (next?.kind !== 'exclusive') throw new Error('expected a condition group');
    expect(next.branches.map((b) => b.headId)).toEqual(['high', 'low', 'dflt']);
    expect(r.graph.nodes.L.next).toEqual({ kind: 'seq', to: 'C' });
    expect(r.graph.nodes.dflt.next).toEqual({ kind: 'seq', to: 'C' });
  });

  it('reads isInterflow branches as parallel', () => {
    const r = compile(
      start(approver('J'), {}, [parallel('P1'), parallel('P2', {}, { child: approver('P2b') })]),
    );
    expect(r.ok && r.graph.nodes.start.next).toEqual({
      kind: 'parallel',
      groupId: 'start',
      to: ['P1', 'P2'],
    });
  });

  it('keeps a timer as a pass node with its delay', () => {
    const r = compile(start(timer('T', 90, approver('A'))));
    const t = r.ok ? r.graph.nodes.T : null;
    expect(t?.kind === 'pass' && t.delayMs).toBe(90 * 60_000);
  });

  it('treats assigneeType 8 without counterSign as countersign at 100% and 6 as or-sign', () => {
    const r = compile(start(approver('A', { assigneeType: 8 }, { child: approver('B') })));
    if (!r.ok) throw new Error('must compile');
    const [a, b] = [r.graph.nodes.A, r.graph.nodes.B];
    expect(a.kind === 'approver' && a.sign).toEqual({ mode: 'counter', ratio: 100 });
    expect(b.kind === 'approver' && b.sign).toEqual({ mode: 'or', ratio: 100 });
  });

  it('reads an approver of assigneeType 10 as a sub-flow node', () => {
    const r = compile(start(approver('S', { assigneeType: 10, flowId: 'F2' })));
    expect(r.ok && r.graph.nodes.S.kind).toBe('subFlow');
  });
});

describe('compile: refusing what cannot run, naming the node', () => {
  it('refuses text that is not JSON and a root that is not a start', () => {
    expect(errorsOf('{')).toEqual([['badJson', null]]);
    expect(errorsOf(approver('A'))).toEqual([['noStart', 'A']]);
    expect(errorsOf(null)).toEqual([['noStart', null]]);
  });

  it('refuses unknown node types and missing ids', () => {
    const bad = { ...approver('X'), type: 'robot' };
    expect(errorsOf(start(bad as unknown as TFlowNode))).toEqual([['badShape', 'X']]);
    expect(errorsOf(start({ type: 'approver' } as unknown as TFlowNode))).toEqual([['badShape', null]]);
  });

  it('refuses a node id used twice, and "end"', () => {
    expect(errorsOf(start(approver('A', {}, { child: approver('A') })))).toEqual([['duplicateNode', 'A']]);
    expect(errorsOf(start(approver('end')))).toEqual([['duplicateNode', 'end']]);
  });

  it('refuses a cycle', () => {
    const a = approver('A') as TFlowNode & { childNode: TFlowNode | null };
    const root = start(a);
    a.childNode = root;
    expect(errorsOf(root)).toEqual([['cycle', 'start']]);
  });

  it('refuses nesting deeper than the limit', () => {
    let chain: TFlowNode | undefined;
    for (let i = 0; i < MAX_DEPTH + 5; i++) chain = approver(`n${i}`, {}, { child: chain });
    expect(errorsOf(start(chain))[0]?.[0]).toBe('tooDeep');
  });

  it('refuses an approver with nobody to resolve', () => {
    expect(errorsOf(start(approver('A', { approvers: [] })))).toEqual([['noApprover', 'A']]);
    expect(errorsOf(start(approver('V', { assigneeType: 4 })))).toEqual([['noApprover', 'V']]);
    expect(errorsOf(start(approver('S', { assigneeType: 9 })))).toEqual([['noApprover', 'S']]);
    expect(errorsOf(start(approver('L', { assigneeType: 5 })))).toEqual([['noApprover', 'L']]);
    expect(errorsOf(start(subFlow('C', { initiateType: 1 })))).toEqual([['noApprover', 'C']]);
  });

  it('refuses a condition group without a default branch', () => {
    const flow = start(undefined, {}, [branch('b1', { conditions: [] }), branch('b2', { conditions: [] })]);
    expect(errorsOf(flow)).toEqual([['noDefaultBranch', 'start']]);
  });

  it('refuses branches mixing conditions and parallel heads', () => {
    expect(errorsOf(start(undefined, {}, [branch('b1', { isDefault: true }), parallel('p1')]))).toEqual([
      ['mixedBranches', 'start'],
    ]);
  });

  it('refuses a sub-flow without its flow', () => {
    expect(errorsOf(start(subFlow('S', { flowId: '' })))).toEqual([['noSubFlow', 'S']]);
    expect(errorsOf(start(approver('S', { assigneeType: 10 })))).toEqual([['noSubFlow', 'S']]);
  });

  it('refuses a reject step or link that is not an earlier approver', () => {
    expect(errorsOf(start(approver('A', { rejectStep: 'B' }, { child: approver('B') })))).toEqual([
      ['badRejectStep', 'A'],
    ]);
    expect(errorsOf(start(subFlow('S', {}, approver('A', { rejectStep: 'S' }))))).toEqual([
      ['badRejectStep', 'A'],
    ]);
    expect(
      errorsOf(start(approver('A', { assigneeType: 5, nodeId: 'B' }, { child: approver('B') }))),
    ).toEqual([['badLinkNode', 'A']]);
    expect(
      compile(start(approver('A', {}, { child: approver('B', { assigneeType: 5, nodeId: 'A' }) }))).ok,
    ).toBe(true);
  });

  it('refuses a bad countersign ratio, timeout or timer', () => {
    expect(errorsOf(start(approver('A', { counterSign: 1, countersignRatio: 0 })))).toEqual([
      ['badShape', 'A'],
    ]);
    const timeout = { on: true, quantity: 0, type: 'hour' as const, handler: 1 };
    expect(errorsOf(start(approver('A', { timeoutConfig: timeout })))).toEqual([['badShape', 'A']]);
    expect(errorsOf(start({ ...timer('T', -1) }))).toEqual([['badShape', 'T']]);
  });
});
