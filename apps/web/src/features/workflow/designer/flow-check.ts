import type { TFlowCompileCode, TFlowNode } from '@app/contracts';
import { compile } from '@app/workflow-engine/compile';
import { listNodes } from './flow-tree.ts';

/** Why a node cannot run yet (message keys `issue.*` of the workflow namespace). */
export type TNodeIssue = TFlowCompileCode | 'noCondition' | 'noDelay' | 'noCopy';

/** The key of issues that name no node (the whole flow). */
export const FLOW_ISSUE = '';

const has = (v: unknown): boolean => Array.isArray(v) && v.length > 0;

/** What the engine lets through but a designer should still point out: an empty condition, timer or copy. */
function hintOf(n: TFlowNode): TNodeIssue | null {
  const p = n.properties ?? {};
  if (n.type === 'copy' && !has(p.circulateUser) && !has(p.circulatePosition) && !has(p.circulateRole))
    return 'noCopy';
  if (n.type === 'timer' && ![p.day, p.hour, p.minute, p.second].some((v) => Number(v ?? 0) > 0))
    return 'noDelay';
  if (n.type === 'condition' && !p.isDefault && (!has(p.conditions) || p.conditions?.some((c) => !c.field)))
    return 'noCondition';
  return null;
}

/**
 * The designer's check as you edit, by node id: first the engine's own `compile` (the errors the server gives on
 * save and release), then the designer's hints for nodes the engine accepts. An error naming no node is under
 * FLOW_ISSUE.
 */
export function checkFlow(root: TFlowNode): Record<string, TNodeIssue> {
  const out: Record<string, TNodeIssue> = {};
  const result = compile(root);
  if (!result.ok) for (const e of result.errors) out[e.nodeId ?? FLOW_ISSUE] ??= e.code;
  for (const n of listNodes(root)) {
    const hint = out[n.nodeId] ? null : hintOf(n);
    if (hint) out[n.nodeId] = hint;
  }
  return out;
}
