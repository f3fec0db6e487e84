import { REJECT_STEP_CHOOSE } from '@app/contracts';
import type { TCompileError, TGNext, TGraph } from '../graph.ts';

/** The ids a node may go to next, over every branch. */
function targetsOf(next: TGNext | null): string[] {
  if (!next) return [];
  if (next.kind === 'seq') return [next.to];
  if (next.kind === 'parallel') return next.to;
  return next.branches.map((b) => b.to);
}

/** Every node that can come before each node on some path. */
function ancestorSets(graph: TGraph): Map<string, Set<string>> {
  const parents = new Map<string, string[]>();
  for (const id of graph.order) {
    for (const to of targetsOf(graph.nodes[id]?.next ?? null))
      parents.set(to, [...(parents.get(to) ?? []), id]);
  }
  const memo = new Map<string, Set<string>>();
  const visit = (id: string): Set<string> => {
    const known = memo.get(id);
    if (known) return known;
    const out = new Set<string>();
    memo.set(id, out);
    for (const p of parents.get(id) ?? []) {
      out.add(p);
      for (const a of visit(p)) out.add(a);
    }
    return out;
  };
  for (const id of graph.order) visit(id);
  return memo;
}

/**
 * Node references must point backwards: a link approver (assigneeType 5) to an earlier approver, a named reject
 * step to an earlier approver (never a sub-flow: WF0019 would refuse every reject).
 */
export function checkReferences(graph: TGraph): TCompileError[] {
  const ancestors = ancestorSets(graph);
  const errors: TCompileError[] = [];
  const isEarlierApprover = (id: string, target: string): boolean =>
    graph.nodes[target]?.kind === 'approver' && (ancestors.get(id)?.has(target) ?? false);
  for (const id of graph.order) {
    const node = graph.nodes[id];
    if (node?.kind !== 'approver') continue;
    const link = node.assignee.linkNodeId;
    if (node.assignee.type === 5 && link && !isEarlierApprover(id, link))
      errors.push({
        nodeId: id,
        code: 'badLinkNode',
        message: `linked node "${link}" is not an earlier approver`,
      });
    const step = node.rejectStep;
    if (step !== '0' && step !== '1' && step !== REJECT_STEP_CHOOSE && !isEarlierApprover(id, step))
      errors.push({
        nodeId: id,
        code: 'badRejectStep',
        message: `reject step "${step}" is not an earlier approver`,
      });
  }
  return errors;
}
