import { displayValue, flattenFields, namedIds, ZFormData, type TValueField } from '@app/contracts';
import type { TGraph, TLabels } from '@app/workflow-engine';
import type { TAppContext } from '../../app-context.ts';
import { lookupNames } from '../visualdev/runtime/display-names.ts';

const conditionCache = new WeakMap<TGraph, ReadonlySet<string>>();

/** The form fields a definition's condition branches compare (a graph never changes). */
function conditionFields(graph: TGraph): ReadonlySet<string> {
  const cached = conditionCache.get(graph);
  if (cached) return cached;
  const fields = new Set<string>();
  for (const n of Object.values(graph.nodes))
    if (n.next?.kind === 'exclusive')
      for (const b of n.next.branches) for (const c of b.conditions) fields.add(c.field);
  conditionCache.set(graph, fields);
  return fields;
}

/** The value fields of a snapshot's form JSON (none when it has none or it does not parse). */
export function formFieldsOf(formText: string | null): TValueField[] {
  if (!formText) return [];
  try {
    const form = ZFormData.safeParse(JSON.parse(formText));
    return form.success ? flattenFields(form.data.fields) : [];
  } catch {
    return [];
  }
}

type TCtx = Pick<TAppContext, 'db' | 'orgs' | 'relationNames'>;
type TData = Readonly<Record<string, unknown>>;

/** The form fields with a value that some condition of the definition compares. */
function comparedFields(graph: TGraph, fields: readonly TValueField[], data: TData) {
  const wanted = conditionFields(graph);
  return fields.filter((f) => wanted.has(f.key) && !f.children && data[f.key] !== undefined);
}

/** Whether a submit of `data` needs the values' names (some condition compares a field that has a value). */
export function needsLabels(graph: TGraph, fields: readonly TValueField[], data: TData): boolean {
  return comparedFields(graph, fields, data).length > 0;
}

/** Raised inside a command's transaction (rolling it back) when its submit needs names read outside it. */
export class LabelsNeeded extends Error {
  constructor(
    readonly graph: TGraph,
    readonly fields: readonly TValueField[],
    readonly data: TData,
  ) {
    super('labels needed');
  }
}

/**
 * The display names of the form values the definition's conditions compare (contract §4.2: a condition may name a
 * value by its id or by what the form shows: an option label, a department, position or user name), field → value
 * → name. Undefined when no condition reads a field of the form, so a flow without conditions reads nothing.
 */
export async function conditionLabels(
  c: TCtx,
  graph: TGraph,
  fields: readonly TValueField[],
  data: TData,
): Promise<TLabels | undefined> {
  const used = comparedFields(graph, fields, data);
  if (!used.length) return undefined;
  const names = await lookupNames(c, namedIds(used, data));
  const labels: Record<string, Record<string, string>> = {};
  for (const f of used) {
    const byValue: Record<string, string> = {};
    for (const v of [data[f.key]].flat(2)) {
      if (typeof v !== 'string' && typeof v !== 'number') continue;
      const shown = displayValue(f, v, names);
      if (typeof shown === 'string' && shown !== String(v)) byValue[String(v)] = shown;
    }
    labels[f.key] = byValue;
  }
  return labels;
}
