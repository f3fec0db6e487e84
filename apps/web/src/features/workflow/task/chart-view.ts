import type { TFlowNode } from '@app/contracts';
import type { TNodeView } from '../designer/flow-canvas.tsx';
import type { TTaskDetail } from './task-logic.ts';

type TT = (key: string) => string;

/** Records that handle a node (approve, reject, submit); assign, transfer and the like only move it. */
const HANDLED = new Set<number>([0, 1, 2]);

const STATE_OF: Readonly<Record<string, TNodeView['state']>> = { '0': 'finish', '1': 'process', '2': 'wait' };
const LABEL_OF: Partial<Record<TNodeView['state'], string>> = {
  finish: 'nodeDone',
  process: 'nodeCurrent',
  wait: 'nodeFuture',
  skip: 'nodeSkipped',
};

/** Who handled a node (valid records of this run). */
function handlersOf(d: TTaskDetail, nodeCode: string): string {
  const names = d.flowTaskOperatorRecordList
    .filter((r) => r.nodeCode === nodeCode && r.status !== -1 && HANDLED.has(r.handleStatus))
    .map((r) => r.userName);
  return [...new Set(names)].join(', ');
}

/** Who a node waits for. */
function waitingOn(d: TTaskDetail, nodeCode: string): string {
  const names = d.flowTaskOperatorList
    .filter((o) => o.nodeCode === nodeCode && o.handleStatus === null && o.completion === 0)
    .map((o) => o.userName);
  return [...new Set(names)].join(', ');
}

/**
 * How the task ran through each node of its flow design: done, current, not reached, or off this run's path
 * (a branch the conditions did not take), with who handled it or is awaited; `end` for the end.
 */
export function chartView(d: TTaskDetail, t: TT): Record<string, TNodeView> {
  const out: Record<string, TNodeView> = {};
  // Sent back to the launcher, withdrawn or a draft: the run's rows are void, nothing is on a path yet.
  const isIdle = ![1, 2, 5].includes(d.flowTaskInfo.status);
  for (const n of d.flowTaskNodeList) {
    if (n.nodeType === 'endround') continue;
    const state = isIdle ? 'wait' : n.state === '-2' ? 'skip' : (STATE_OF[n.type] ?? 'wait');
    const lines = [t(LABEL_OF[state] ?? 'nodeFuture')];
    // A node not reached (again) shows no handler: a rejection recorded there belongs to the history list.
    const who = state === 'finish' || state === 'process' ? handlersOf(d, n.nodeCode) : '';
    if (who) lines.push(who);
    const waiting = state === 'process' ? waitingOn(d, n.nodeCode) : '';
    if (waiting) lines.push(`${t('pending')}: ${waiting}`);
    out[n.nodeCode] = { state, lines };
  }
  const isOver = d.flowTaskInfo.status === 2;
  out.end = { state: isOver ? 'finish' : 'wait', lines: [] };
  return out;
}

/** The task's flow design (its snapshot's FlowCard tree), or null when it cannot be read. */
export function chartTree(d: TTaskDetail): TFlowNode | null {
  if (!d.flowTemplateJson) return null;
  try {
    const v: unknown = JSON.parse(d.flowTemplateJson);
    return v && typeof v === 'object' && (v as TFlowNode).type === 'start' ? (v as TFlowNode) : null;
  } catch {
    return null;
  }
}
