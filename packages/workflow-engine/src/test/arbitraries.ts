import type { TFlowCondition, TFlowNode, TFlowNodeProps } from '@app/contracts';
import fc from 'fast-check';
import { U } from './fixtures.ts';

/** Users approvers are drawn from. */
export const POOL = [U.a, U.b, U.c, U.d, U.boss] as const;

/** An approver as the generator sees it. */
interface TApproverShape {
  k: 'approver';
  users: string[];
  type: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  counter: boolean;
  ratio: number;
  rejectStep: '0' | '1' | '2' | 'earlier';
  timeout: 0 | 1 | 2;
  addSign: boolean;
}
type TShape =
  | TApproverShape
  | { k: 'timer'; minutes: number }
  | { k: 'subFlow'; launchers: string[] }
  | { k: 'exclusive'; onPrev: boolean; branches: { cond: TFlowCondition; body: TShape[] }[] }
  | { k: 'parallel'; onPrev: boolean; branches: { head: TApproverShape; body: TShape[] }[] };

const approverArb: fc.Arbitrary<TApproverShape> = fc.record({
  k: fc.constant('approver' as const),
  users: fc.subarray([...POOL], { minLength: 1, maxLength: 3 }),
  type: fc.constantFrom(6, 6, 6, 8, 8, 1, 2, 3, 4, 5, 7),
  counter: fc.boolean(),
  ratio: fc.constantFrom(34, 50, 67, 100),
  rejectStep: fc.constantFrom('0' as const, '1' as const, '2' as const, 'earlier' as const),
  timeout: fc.constantFrom(0 as const, 0 as const, 0 as const, 1 as const, 2 as const),
  addSign: fc.boolean(),
});

const condArb: fc.Arbitrary<TFlowCondition> = fc.record({
  field: fc.constant('amount'),
  symbol: fc.constantFrom('>=', '>', '==', '<=', '<', '<>'),
  filedValue: fc.integer({ min: 0, max: 100 }),
  logic: fc.constant(null),
});

function chainArb(depth: number, minLength = 0): fc.Arbitrary<TShape[]> {
  const leaves: fc.Arbitrary<TShape>[] = [
    approverArb,
    approverArb,
    approverArb,
    fc.record({ k: fc.constant('timer' as const), minutes: fc.integer({ min: 1, max: 90 }) }),
    fc.record({
      k: fc.constant('subFlow' as const),
      launchers: fc.subarray([...POOL], { minLength: 1, maxLength: 2 }),
    }),
  ];
  const groups: fc.Arbitrary<TShape>[] =
    depth <= 0
      ? []
      : [
          fc.record({
            k: fc.constant('exclusive' as const),
            onPrev: fc.boolean(),
            branches: fc.array(fc.record({ cond: condArb, body: chainArb(depth - 1) }), {
              minLength: 2,
              maxLength: 3,
            }),
          }),
          fc.record({
            k: fc.constant('parallel' as const),
            onPrev: fc.boolean(),
            branches: fc.array(fc.record({ head: approverArb, body: chainArb(depth - 1) }), {
              minLength: 2,
              maxLength: 3,
            }),
          }),
        ];
  return fc.array(fc.oneof(...leaves, ...groups), { minLength, maxLength: 3 });
}

/** Random flow shapes: sequences, condition groups, parallel branches, countersigns, timers, sub-flows. */
export const flowShapeArb = chainArb(2, 1);
type TFlowShape = TShape[];

/** Turns shapes into a FlowCard tree with ids n1, n2 … (references point only to earlier approvers). */
export function toFlowCard(shapes: TFlowShape): TFlowNode {
  let seq = 0;
  const nextId = () => `n${++seq}`;
  const approverNode = (s: TApproverShape, earlier: string[]): TFlowNode => {
    const id = nextId();
    const type = s.type === 5 && earlier.length === 0 ? 6 : s.type;
    const props: TFlowNodeProps = {
      title: id,
      assigneeType: type,
      approvers: s.users,
      counterSign: s.counter || type === 8 ? 1 : 0,
      countersignRatio: s.ratio,
      formField: 'who',
      nodeId: type === 5 ? earlier[earlier.length - 1] : null,
      rejectStep: s.rejectStep === 'earlier' ? (earlier[0] ?? '1') : s.rejectStep,
      timeoutConfig: s.timeout ? { on: true, quantity: 30, type: 'minute', handler: s.timeout } : null,
      hasFreeApprover: s.addSign,
    };
    return { type: 'approver', nodeId: id, properties: props };
  };
  /** Builds a chain; `earlier` collects approver ids before (and, after a join, inside) the chain so far. */
  const build = (chain: TShape[], earlier: string[]): TFlowNode | null => {
    if (chain.length === 0) return null;
    const [s, ...rest] = chain;
    if (s.k === 'approver') {
      const node = approverNode(s, earlier);
      earlier.push(node.nodeId);
      const group = rest[0];
      if (group && (group.k === 'exclusive' || group.k === 'parallel') && group.onPrev) {
        node.conditionNodes = branchesOf(group, earlier);
        node.childNode = build(rest.slice(1), earlier);
      } else node.childNode = build(rest, earlier);
      return node;
    }
    const id = nextId();
    if (s.k === 'timer')
      return {
        type: 'timer',
        nodeId: id,
        properties: { title: id, minute: s.minutes },
        childNode: build(rest, earlier),
      };
    if (s.k === 'subFlow') {
      const props = { title: id, flowId: 'child-flow', initiateType: 1, initiator: s.launchers };
      return { type: 'subFlow', nodeId: id, properties: props, childNode: build(rest, earlier) };
    }
    const owner: TFlowNode = { type: 'empty', nodeId: id, properties: { title: id } };
    owner.conditionNodes = branchesOf(s, earlier);
    owner.childNode = build(rest, earlier);
    return owner;
  };
  const branchesOf = (
    g: Extract<TShape, { k: 'exclusive' | 'parallel' }>,
    earlier: string[],
  ): TFlowNode[] => {
    const inside: string[] = [];
    const nodes =
      g.k === 'parallel'
        ? g.branches.map((b) => {
            const mine = [...earlier];
            const head: TFlowNode = { ...approverNode(b.head, mine), isInterflow: true };
            mine.push(head.nodeId);
            head.childNode = build(b.body, mine);
            inside.push(...mine.slice(earlier.length));
            return head;
          })
        : g.branches.map((b, i) => {
            const id = nextId();
            const mine = [...earlier];
            const isDefault = i === g.branches.length - 1;
            const props = { title: id, priority: i, isDefault, conditions: isDefault ? [] : [b.cond] };
            const head: TFlowNode = {
              type: 'condition',
              nodeId: id,
              properties: props,
              childNode: build(b.body, mine),
            };
            inside.push(...mine.slice(earlier.length));
            return head;
          });
    earlier.push(...inside);
    return nodes;
  };
  return { type: 'start', nodeId: 'start', properties: { title: 'start' }, childNode: build(shapes, []) };
}
