import { ZFlowNodeHead, type TFlowCompileCode, type TFlowNodeHead } from '@app/contracts';
import {
  END_ID,
  type TCompileError,
  type TCompileResult,
  type TGBranch,
  type TGNext,
  type TGNode,
} from '../graph.ts';
import { checkReferences } from './checks.ts';
import { buildNode, buildStart, toNumber } from './node.ts';

/** Deeper nesting than this is refused (it also bounds the recursion). */
export const MAX_DEPTH = 400;

interface TBuild {
  nodes: Record<string, TGNode>;
  order: string[];
  errors: TCompileError[];
  seen: Set<string>;
  onPath: Set<object>;
}

type TRaw = Record<string, unknown>;

const isRaw = (v: unknown): v is TRaw => typeof v === 'object' && v !== null && !Array.isArray(v);
const rawId = (v: unknown): string | null => (isRaw(v) && typeof v.nodeId === 'string' ? v.nodeId : null);

function fail(b: TBuild, nodeId: string | null, code: TFlowCompileCode, message: string): null {
  b.errors.push({ nodeId, code, message });
  return null;
}

function readHead(b: TBuild, raw: unknown, depth: number): TFlowNodeHead | null {
  if (depth > MAX_DEPTH) return fail(b, rawId(raw), 'tooDeep', `nesting deeper than ${MAX_DEPTH}`);
  if (!isRaw(raw)) return fail(b, null, 'badShape', 'a node must be an object');
  if (b.onPath.has(raw)) return fail(b, rawId(raw), 'cycle', 'the node contains itself');
  const parsed = ZFlowNodeHead.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const detail = issue ? `${issue.path.join('.') || 'node'}: ${issue.message}` : 'invalid node';
    return fail(b, rawId(raw), 'badShape', detail);
  }
  const id = parsed.data.nodeId;
  if (id === END_ID || b.seen.has(id)) return fail(b, id, 'duplicateNode', `node id "${id}" is used twice`);
  b.seen.add(id);
  b.order.push(id);
  return parsed.data;
}

/** Compiles a chain starting at `raw`; returns the id of its first node (or `cont` when the chain is empty). */
function compileChain(
  b: TBuild,
  raw: unknown,
  cont: string,
  depth: number,
): { id: string; head: TFlowNodeHead | null } {
  if (raw == null) return { id: cont, head: null };
  const head = readHead(b, raw, depth);
  if (!head || !isRaw(raw)) return { id: cont, head: null };
  b.onPath.add(raw);
  const after = compileChain(b, raw.childNode, cont, depth + 1).id;
  const next = compileBranches(b, head.nodeId, raw.conditionNodes, after, depth + 1);
  b.onPath.delete(raw);
  const node = head.type === 'start' && depth === 0 ? buildStart(head, next) : buildNode(head, next);
  if ('code' in node) {
    fail(b, head.nodeId, node.code, node.message);
    b.nodes[head.nodeId] = {
      kind: 'pass',
      id: head.nodeId,
      name: head.nodeId,
      next,
      source: 'empty',
      delayMs: 0,
    };
  } else b.nodes[head.nodeId] = node;
  return { id: head.nodeId, head };
}

function compileBranches(b: TBuild, ownerId: string, list: unknown, after: string, depth: number): TGNext {
  const seq: TGNext = { kind: 'seq', to: after };
  if (list == null || (Array.isArray(list) && list.length === 0)) return seq;
  if (!Array.isArray(list)) {
    fail(b, ownerId, 'badShape', 'conditionNodes must be a list');
    return seq;
  }
  if (list.every((r) => isRaw(r) && r.isInterflow === true)) {
    const to = list.map((r) => compileChain(b, r, after, depth).id);
    return { kind: 'parallel', groupId: ownerId, to };
  }
  if (!list.every((r) => isRaw(r) && (r.type === 'condition' || r.type === 'branch'))) {
    fail(b, ownerId, 'mixedBranches', 'branches must all be conditions or all parallel');
    return seq;
  }
  const branches: TGBranch[] = list.map((r, i) => {
    const { id, head } = compileChain(b, r, after, depth);
    const p = head?.properties;
    const priority = toNumber(p?.priority, i);
    return {
      headId: id,
      priority,
      isDefault: p?.isDefault === true,
      conditions: p?.conditions ?? [],
      to: id,
    };
  });
  if (!branches.some((x) => x.isDefault))
    fail(b, ownerId, 'noDefaultBranch', 'a condition group needs a default branch');
  const ordered = branches.map((x, i) => ({ x, i })).sort((l, r) => l.x.priority - r.x.priority || l.i - r.i);
  return { kind: 'exclusive', groupId: ownerId, branches: ordered.map((o) => o.x) };
}

function parseInput(input: unknown): { value: unknown } | null {
  if (typeof input !== 'string') return { value: input };
  try {
    return { value: JSON.parse(input) as unknown };
  } catch {
    return null;
  }
}

/**
 * Reads a FlowCard tree (contract §4.2; an object or its JSON text) into a graph, or says why it cannot run:
 * each error names its node.
 */
export function compile(flowTemplateJson: unknown): TCompileResult {
  const parsed = parseInput(flowTemplateJson);
  if (!parsed)
    return {
      ok: false,
      errors: [{ nodeId: null, code: 'badJson', message: 'flowTemplateJson is not JSON' }],
    };
  const root = parsed.value;
  if (!isRaw(root) || root.type !== 'start')
    return {
      ok: false,
      errors: [{ nodeId: rawId(root), code: 'noStart', message: 'the root must be a start node' }],
    };
  const b: TBuild = { nodes: {}, order: [], errors: [], seen: new Set(), onPath: new Set() };
  const start = compileChain(b, root, END_ID, 0);
  b.nodes[END_ID] = { kind: 'end', id: END_ID, name: '结束', next: null };
  b.order.push(END_ID);
  const graph = { startId: start.id, nodes: b.nodes, order: b.order };
  if (b.errors.length === 0) b.errors.push(...checkReferences(graph));
  return b.errors.length ? { ok: false, errors: b.errors } : { ok: true, graph };
}
