import { chooseBranch, type TLabels } from './conditions.ts';
import { END_ID, type TGNext, type TGraph } from './graph.ts';
import type { TFormData, TTaskNode } from './state.ts';

type THop = { id: string; delayMs: number };

/** The real nodes `next` leads to, walking through timers (adding their delay), placeholders and conditions. */
function follow(
  graph: TGraph,
  next: TGNext | null,
  delayMs: number,
  form: TFormData,
  labels?: TLabels,
): THop[] {
  if (!next) return [];
  const targets =
    next.kind === 'seq'
      ? [next.to]
      : next.kind === 'parallel'
        ? next.to
        : [chooseBranch(next.branches, form, labels).to];
  return targets.flatMap((id) => {
    const node = graph.nodes[id];
    if (node?.kind !== 'pass') return [{ id, delayMs }];
    return follow(graph, node.next, delayMs + node.delayMs, form, labels);
  });
}

const TYPE_OF = { start: 'start', approver: 'approver', subFlow: 'subFlow', end: 'end' } as const;

/**
 * The nodes of one run (contract §4.4 step 2): conditions evaluated against the form, placeholders and timers
 * dropped (a timer's delay goes to the node after it), depth from the start, the rest pruned.
 */
export function planRun(graph: TGraph, form: TFormData, labels?: TLabels): TTaskNode[] {
  const next = new Map<string, string[]>();
  const delay = new Map<string, number>([[graph.startId, 0]]);
  const queue = [graph.startId];
  while (queue.length) {
    const id = queue.shift() as string;
    const hops = follow(graph, graph.nodes[id]?.next ?? null, 0, form, labels);
    next.set(id, [...new Set(hops.map((h) => h.id))]);
    for (const h of hops) {
      if (!delay.has(h.id)) queue.push(h.id);
      delay.set(h.id, Math.max(delay.get(h.id) ?? 0, h.delayMs));
    }
  }
  const prev = new Map<string, string[]>();
  for (const [from, tos] of next) for (const to of tos) prev.set(to, [...(prev.get(to) ?? []), from]);
  const depth = new Map<string, number>();
  const depthOf = (id: string): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    const d = Math.max(-1, ...(prev.get(id) ?? []).map(depthOf)) + 1;
    depth.set(id, d);
    return d;
  };
  const endDepth = Math.max(2, depthOf(END_ID));
  const nodes: TTaskNode[] = [];
  for (const id of graph.order) {
    const g = graph.nodes[id];
    if (!g || g.kind === 'pass') continue;
    const reached = next.has(id);
    const d = reached ? depthOf(id) : 0;
    const configured = g.kind === 'approver' || g.kind === 'subFlow' ? g.progress : null;
    nodes.push({
      id,
      name: g.name,
      type: TYPE_OF[g.kind],
      next: next.get(id) ?? [],
      prev: prev.get(id) ?? [],
      depth: d,
      pruned: !reached,
      delayMs: delay.get(id) ?? 0,
      progress: configured ?? Math.round((100 * Math.max(0, d - 1)) / (endDepth - 1)),
      phase: 'idle',
      completedBy: null,
    });
  }
  return nodes;
}
