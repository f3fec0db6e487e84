import type { TFlowCondition } from '@app/contracts';
import type { TGBranch } from './graph.ts';
import type { TFormData } from './state.ts';

/** Display names of form values: field → value → name. */
export type TLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

const isBlank = (v: unknown): boolean => v === null || v === undefined || v === '';

function asNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

const asText = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);

/** Equal by value, by number, or by the value's display name (select, org, position and user fields). */
function isSame(
  value: unknown,
  target: unknown,
  names: Readonly<Record<string, string>> | undefined,
): boolean {
  if (isBlank(value) || isBlank(target)) return isBlank(value) && isBlank(target);
  const v = asText(value);
  const t = asText(target);
  if (v === t || names?.[v] === t) return true;
  const [nv, nt] = [asNumber(value), asNumber(target)];
  return nv !== null && nt !== null && nv === nt;
}

function compare(value: unknown, target: unknown): number | null {
  const [nv, nt] = [asNumber(value), asNumber(target)];
  if (nv !== null && nt !== null) return nv - nt;
  if (typeof value === 'string' && typeof target === 'string' && value !== '' && target !== '')
    return value < target ? -1 : value > target ? 1 : 0;
  return null;
}

/** One condition against the form (a multi-value field equals when any of its values does). */
export function testCondition(c: TFlowCondition, form: TFormData, labels?: TLabels): boolean {
  const value = form[c.field];
  const names = labels?.[c.field];
  if (c.symbol === '==' || c.symbol === '<>') {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    const eq = values.some((v) => isSame(v, c.filedValue, names));
    return c.symbol === '==' ? eq : !eq;
  }
  const d = Array.isArray(value) ? null : compare(value, c.filedValue);
  if (d === null) return false;
  if (c.symbol === '>') return d > 0;
  if (c.symbol === '>=') return d >= 0;
  if (c.symbol === '<') return d < 0;
  return d <= 0;
}

/** Conditions joined by `logic` (&& binds tighter than ||); none means true. */
export function testConditions(
  conditions: readonly TFlowCondition[],
  form: TFormData,
  labels?: TLabels,
): boolean {
  if (conditions.length === 0) return true;
  let anyChain = false;
  let chain = true;
  conditions.forEach((c, i) => {
    chain = chain && testCondition(c, form, labels);
    if (c.logic === '||' || i === conditions.length - 1) {
      anyChain = anyChain || chain;
      chain = true;
    }
  });
  return anyChain;
}

/** The first non-default branch (by priority) whose conditions hold, else the default branch. */
export function chooseBranch(branches: readonly TGBranch[], form: TFormData, labels?: TLabels): TGBranch {
  const hit = branches.find((b) => !b.isDefault && testConditions(b.conditions, form, labels));
  return hit ?? branches.find((b) => b.isDefault) ?? branches[branches.length - 1];
}
