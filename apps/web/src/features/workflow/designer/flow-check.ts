import type { TFlowNode } from '@app/contracts';
import { listNodes } from './flow-tree.ts';

/** Why a node cannot run yet (message keys of the workflow namespace). */
export type TNodeIssue =
  'noApprover' | 'noDefaultBranch' | 'noCondition' | 'noSubFlow' | 'noDelay' | 'noCopy';

const has = (v: unknown): boolean => Array.isArray(v) && v.length > 0;

function issueOf(n: TFlowNode): TNodeIssue | null {
  const p = n.properties ?? {};
  if (n.type === 'approver') {
    const type = Number(p.assigneeType ?? 6);
    if ((type === 6 || type === 8) && !has(p.approvers) && !has(p.approverPos) && !has(p.approverRole))
      return 'noApprover';
    if (type === 4 && !p.formField) return 'noApprover';
    if (type === 5 && !p.nodeId) return 'noApprover';
  }
  if (n.type === 'copy' && !has(p.circulateUser) && !has(p.circulatePosition) && !has(p.circulateRole))
    return 'noCopy';
  if (n.type === 'subFlow' && !p.flowId) return 'noSubFlow';
  if (n.type === 'timer' && ![p.day, p.hour, p.minute, p.second].some((v) => Number(v ?? 0) > 0))
    return 'noDelay';
  if (n.type === 'condition' && !p.isDefault && (!has(p.conditions) || p.conditions?.some((c) => !c.field)))
    return 'noCondition';
  const heads = n.conditionNodes ?? [];
  if (heads.length > 0 && !heads.some((h) => h.isInterflow) && !heads.some((h) => h.properties?.isDefault))
    return 'noDefaultBranch';
  return null;
}

/**
 * The designer's check as you edit: what each node still lacks, by node id. The server compiles the whole flow
 * with the engine on save and names the first node it refuses.
 */
export function checkFlow(root: TFlowNode): Record<string, TNodeIssue> {
  const out: Record<string, TNodeIssue> = {};
  for (const n of listNodes(root)) {
    const issue = issueOf(n);
    if (issue) out[n.nodeId] = issue;
  }
  return out;
}
