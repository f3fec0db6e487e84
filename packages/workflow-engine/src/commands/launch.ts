import { advanceFrom, approverDef } from '../advance.ts';
import type { TCommandOf } from '../command.ts';
import { addRecord, callEvent, patchNode, type TDraft } from '../draft.ts';
import { refuse } from '../errors.ts';
import { planRun } from '../plan.ts';

const EDITABLE = new Set([0, 3, 4]);

function applyLaunchFields(d: TDraft, c: TCommandOf<'saveDraft'> | TCommandOf<'submit'>): void {
  if (c.by !== d.s.launcherId) refuse('WF0005', 'notLauncher');
  if (c.formData) d.s.formData = { ...c.formData };
  if (c.title !== undefined) d.s.title = c.title;
  if (c.urgent !== undefined) d.s.urgent = c.urgent;
  if (!d.s.billNumberTaken) {
    d.s.billNumberTaken = true;
    d.out.push({ type: 'billNumber' });
  }
  d.s.saved = true;
}

/** Save as draft: only a draft, rejected or withdrawn task can be saved ("正在运行不能重复保存"). */
export function saveDraft(d: TDraft, c: TCommandOf<'saveDraft'>): void {
  if (!EDITABLE.has(d.s.status)) refuse('WF0005', 'running');
  applyLaunchFields(d, c);
}

/**
 * Submit (contract §4.4): a new run planned from the form, the submit record, the start event, and the first
 * node(s) started; a flow whose start leads straight to the end is approved at once.
 */
export function submit(d: TDraft, c: TCommandOf<'submit'>): void {
  if (d.s.status === 1) refuse('WF0006', 'alreadyHandled');
  if (!EDITABLE.has(d.s.status)) refuse('WF0005', 'running');
  applyLaunchFields(d, c);
  const startId = d.graph.startId;
  Object.assign(d.s, {
    run: d.s.run + 1,
    status: 1,
    startTime: d.ctx.now,
    endTime: null,
    completion: 0,
    nodes: planRun(d.graph, d.s.formData, d.ctx.labels),
  });
  d.owned.add('nodes');
  patchNode(d, startId, { phase: 'done' });
  // A launcher may name the approver of a first node of assigneeType 7.
  const free = c.freeApproverUserId?.trim();
  const firstNext = d.s.nodes.find((n) => n.id === startId)?.next ?? [];
  d.s.freeApprovers = {};
  if (free)
    for (const id of firstNext) if (approverDef(d, id)?.assignee.type === 7) d.s.freeApprovers[id] = free;
  addRecord(d, { nodeId: startId, nodeName: '开始', handleId: c.by, handleStatus: 2 });
  const def = d.graph.nodes[startId];
  if (def?.kind === 'start') callEvent(d, 'init', def.events.init, startId);
  advanceFrom(d, startId, 'user');
}
