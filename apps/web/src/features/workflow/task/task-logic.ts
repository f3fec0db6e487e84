import type { TFormField, ZFlowTaskDetail } from '@app/contracts';
import type { z } from 'zod';
import type { TFieldState } from '../../../shared/form-renderer/form-renderer-types.ts';

/** A task's detail as flowBefore/info answers it. */
export type TTaskDetail = z.infer<typeof ZFlowTaskDetail>;
type TOperator = TTaskDetail['flowTaskOperatorList'][number];
type TRecord = TTaskDetail['flowTaskOperatorRecordList'][number];

/** Every action of the task detail's bar. */
export type TTaskAction =
  | 'approve'
  | 'reject'
  | 'transfer'
  | 'addSign'
  | 'recall'
  | 'withdraw'
  | 'press'
  | 'cancel'
  | 'assign'
  | 'resubmit'
  | 'print';

/** The action bar's actions by the server's permit that grants each. */
const PERMIT_OF: readonly [TTaskAction, keyof TTaskDetail['permits']][] = [
  ['approve', 'approve'],
  ['reject', 'reject'],
  ['transfer', 'transfer'],
  ['addSign', 'addSign'],
  ['recall', 'recall'],
  ['withdraw', 'withdraw'],
  ['press', 'urge'],
  ['resubmit', 'resubmit'],
  ['cancel', 'terminate'],
  ['assign', 'assign'],
  ['print', 'print'],
];

/** The work item the viewer's actions act on, as the server named it (their own, else one entrusted to them). */
export function pendingOperator(d: TTaskDetail): TOperator | null {
  const id = d.permits.operatorId;
  return id ? (d.flowTaskOperatorList.find((o) => o.id === id) ?? null) : null;
}

/** The approval recall takes back, as the server named it. */
export function recallableRecord(d: TTaskDetail): TRecord | null {
  const id = d.permits.recordId;
  return id ? (d.flowTaskOperatorRecordList.find((r) => r.id === id) ?? null) : null;
}

/** The actions this viewer may take now: the server's permits, read and never recomputed. */
export function availableActions(d: TTaskDetail): TTaskAction[] {
  return PERMIT_OF.filter(([, permit]) => d.permits[permit] === true).map(([action]) => action);
}

/** The form's fields from the snapshot's form design (an object with `fields`, or the fields themselves). */
export function formFields(flowFormInfo: string | null): TFormField[] {
  if (!flowFormInfo) return [];
  try {
    const parsed: unknown = JSON.parse(flowFormInfo);
    if (Array.isArray(parsed)) return parsed as TFormField[];
    const fields = (parsed as { fields?: unknown } | null)?.fields;
    return Array.isArray(fields) ? (fields as TFormField[]) : [];
  } catch {
    return [];
  }
}

/** The task's form values (its data JSON text). */
export function formValues(data: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Keys of every field with a value, layouts walked. */
function fieldKeys(fields: readonly TFormField[], into: string[] = []): string[] {
  for (const f of fields) {
    if (f.__vModel__) into.push(f.__vModel__);
    if (f.__config__.jnpfKey !== 'table' && f.__config__.children) fieldKeys(f.__config__.children, into);
  }
  return into;
}

/**
 * The field states of the node's rights (formOperates): read false hides, write true edits, else read-only.
 * A field the node does not list is editable only when `isEditing` and `unlistedEditable` (the start node).
 */
export function fieldStates(
  fields: readonly TFormField[],
  operates: TTaskDetail['formOperates'],
  isEditing: boolean,
  unlistedEditable: boolean,
): Record<string, TFieldState> {
  const byId = new Map(operates.map((o) => [o.id, o]));
  const out: Record<string, TFieldState> = {};
  for (const key of fieldKeys(fields)) {
    const o = byId.get(key);
    if (o && !o.read) out[key] = 'hidden';
    else if (isEditing && (o ? o.write : unlistedEditable)) out[key] = 'editable';
    else out[key] = 'readonly';
  }
  return out;
}

/** The node whose field rights apply: the pending work item's, else the one the list gave. */
export function rightsNode(d: TTaskDetail, nodeCode?: string | null): string | undefined {
  return pendingOperator(d)?.nodeCode ?? nodeCode ?? undefined;
}

/** A node's name: the start node in the interface language (the engine names it 开始), others as designed. */
export function nodeLabel(d: TTaskDetail, nodeCode: string, name: string, startLabel: string): string {
  const start = d.flowTaskNodeList.find((n) => n.nodeType === 'start');
  return start?.nodeCode === nodeCode ? startLabel : name;
}
