import type { TFlowNode, TFlowNodeProps } from '@app/contracts';

// Pure edits of the FlowCard tree (contract §4.2): every function returns a new tree and leaves its input alone.

/** What the "+" between two nodes can add. */
export type TAddKind = 'approver' | 'copy' | 'condition' | 'parallel' | 'timer' | 'subFlow';

/** Makes node ids (injected so tests get stable ones). */
export type TNewId = () => string;

/** A fresh id of a designer node. */
export function randomNodeId(): string {
  return `node_${Math.random().toString(36).slice(2, 10)}${Math.random().toString(36).slice(2, 6)}`;
}

const approver = (id: string, title: string, isInterflow = false): TFlowNode => ({
  type: 'approver',
  nodeId: id,
  properties: { title, assigneeType: 6, approvers: [], counterSign: 0, rejectStep: '0' },
  childNode: null,
  ...(isInterflow ? { isInterflow: true } : {}),
});

const branch = (id: string, title: string, priority: number, isDefault: boolean): TFlowNode => ({
  type: 'condition',
  nodeId: id,
  properties: { title, priority, isDefault, conditions: [] },
  childNode: null,
});

/** The tree of a new flow: 发起人 followed by one approver. */
export function newFlowTree(newId: TNewId, titles: { start: string; approver: string }): TFlowNode {
  return {
    type: 'start',
    nodeId: newId(),
    properties: { title: titles.start, initiator: [], initiatePos: [], initiateRole: [] },
    childNode: approver(newId(), titles.approver),
  };
}

/** Default titles of new nodes (translated by the caller). */
export interface TTitles {
  approver: string;
  copy: string;
  timer: string;
  subFlow: string;
  branch: string;
  other: string;
}

/** A new node of `kind` whose chain continues with `next`. */
export function makeNode(kind: TAddKind, newId: TNewId, t: TTitles, next: TFlowNode | null): TFlowNode {
  if (kind === 'approver') return { ...approver(newId(), t.approver), childNode: next };
  if (kind === 'copy')
    return {
      type: 'copy',
      nodeId: newId(),
      properties: { title: t.copy, circulateUser: [] },
      childNode: next,
    };
  if (kind === 'timer')
    return {
      type: 'timer',
      nodeId: newId(),
      properties: { title: t.timer, day: 0, hour: 1 },
      childNode: next,
    };
  if (kind === 'subFlow')
    return {
      type: 'subFlow',
      nodeId: newId(),
      properties: { title: t.subFlow, flowId: null, initiateType: 4, assignList: [] },
      childNode: next,
    };
  const owner = newId();
  const heads =
    kind === 'condition'
      ? [branch(newId(), `${t.branch}1`, 1, false), branch(newId(), t.other, 2, true)]
      : [approver(newId(), `${t.approver}1`, true), approver(newId(), `${t.approver}2`, true)];
  return { type: 'empty', nodeId: owner, properties: { title: '' }, conditionNodes: heads, childNode: next };
}

/** Rebuilds the tree with `fn` applied to the node `id` (the result may replace it). */
function mapNode(node: TFlowNode, id: string, fn: (n: TFlowNode) => TFlowNode): TFlowNode {
  if (node.nodeId === id) return fn(node);
  const child = node.childNode ? mapNode(node.childNode, id, fn) : node.childNode;
  const branches = node.conditionNodes?.map((b) => mapNode(b, id, fn));
  if (child === node.childNode && (branches ?? []).every((b, i) => b === node.conditionNodes?.[i]))
    return node;
  return { ...node, childNode: child, ...(branches ? { conditionNodes: branches } : {}) };
}

/** Finds a node by id. */
export function findNode(node: TFlowNode | null | undefined, id: string): TFlowNode | null {
  if (!node) return null;
  if (node.nodeId === id) return node;
  for (const b of node.conditionNodes ?? []) {
    const hit = findNode(b, id);
    if (hit) return hit;
  }
  return findNode(node.childNode, id);
}

/** Inserts a node of `kind` right after node `afterId` (after its branches, before its childNode). */
export function insertAfter(root: TFlowNode, afterId: string, kind: TAddKind, newId: TNewId, t: TTitles) {
  return mapNode(root, afterId, (n) => ({ ...n, childNode: makeNode(kind, newId, t, n.childNode ?? null) }));
}

/** Replaces the properties of node `id` by merging `props`. */
export function updateProps(root: TFlowNode, id: string, props: Partial<TFlowNodeProps>): TFlowNode {
  return mapNode(root, id, (n) => ({ ...n, properties: { ...n.properties, ...props } }));
}

const renumber = (heads: TFlowNode[]): TFlowNode[] =>
  heads.map((h, i) =>
    h.type === 'condition' ? { ...h, properties: { ...h.properties, priority: i + 1 } } : h,
  );

/** Adds a branch to the group owned by `ownerId` (a condition goes before the default branch). */
export function addBranch(root: TFlowNode, ownerId: string, newId: TNewId, t: TTitles): TFlowNode {
  return mapNode(root, ownerId, (n) => {
    const heads = n.conditionNodes ?? [];
    const isParallel = heads.some((h) => h.isInterflow);
    if (isParallel)
      return {
        ...n,
        conditionNodes: [...heads, approver(newId(), `${t.approver}${heads.length + 1}`, true)],
      };
    const at = heads.findIndex((h) => h.properties?.isDefault);
    const fresh = branch(newId(), `${t.branch}${heads.length}`, 0, false);
    const list = at < 0 ? [...heads, fresh] : [...heads.slice(0, at), fresh, ...heads.slice(at)];
    return { ...n, conditionNodes: renumber(list) };
  });
}

/** Moves branch `branchId` of its group one place left (-1) or right (+1); the default branch stays last. */
export function moveBranch(root: TFlowNode, branchId: string, step: -1 | 1): TFlowNode {
  const owner = ownerOf(root, branchId);
  if (!owner) return root;
  return mapNode(root, owner.nodeId, (n) => {
    const heads = [...(n.conditionNodes ?? [])];
    const from = heads.findIndex((h) => h.nodeId === branchId);
    const to = from + step;
    if (to < 0 || to >= heads.length) return n;
    if (heads[from]?.properties?.isDefault || heads[to]?.properties?.isDefault) return n;
    [heads[from], heads[to]] = [heads[to], heads[from]];
    return { ...n, conditionNodes: renumber(heads) };
  });
}

/** The node whose conditionNodes hold `branchId`. */
export function ownerOf(node: TFlowNode | null | undefined, branchId: string): TFlowNode | null {
  if (!node) return null;
  if (node.conditionNodes?.some((b) => b.nodeId === branchId)) return node;
  for (const b of node.conditionNodes ?? []) {
    const hit = ownerOf(b, branchId);
    if (hit) return hit;
  }
  return ownerOf(node.childNode, branchId);
}

/**
 * Removes node `id`: a chain node gives way to its childNode; a branch leaves its group (a group left with one
 * branch dissolves: an `empty` owner is replaced by its childNode, other owners drop their branches). The start
 * node and a default branch cannot be removed.
 */
export function removeNode(root: TFlowNode, id: string): TFlowNode {
  if (root.nodeId === id) return root;
  const owner = ownerOf(root, id);
  if (owner) {
    const target = owner.conditionNodes?.find((b) => b.nodeId === id);
    if (target?.properties?.isDefault) return root;
    const rest = (owner.conditionNodes ?? []).filter((b) => b.nodeId !== id);
    if (rest.length >= 2)
      return mapNode(root, owner.nodeId, (n) => ({ ...n, conditionNodes: renumber(rest) }));
    if (owner.type === 'empty') return removeNode(root, owner.nodeId);
    return mapNode(root, owner.nodeId, (n) => ({ ...n, conditionNodes: null }));
  }
  return dropFromChain(root, id);
}

function dropFromChain(node: TFlowNode, id: string): TFlowNode {
  const child = node.childNode;
  if (child?.nodeId === id) return { ...node, childNode: child.childNode ?? null };
  const nextChild = child ? dropFromChain(child, id) : child;
  const branches = node.conditionNodes?.map((b) => dropFromChain(b, id));
  return { ...node, childNode: nextChild, ...(branches ? { conditionNodes: branches } : {}) };
}

/** Every node of the tree in document order. */
export function listNodes(node: TFlowNode | null | undefined, into: TFlowNode[] = []): TFlowNode[] {
  if (!node) return into;
  into.push(node);
  for (const b of node.conditionNodes ?? []) listNodes(b, into);
  return listNodes(node.childNode, into);
}
