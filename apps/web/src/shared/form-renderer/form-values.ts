import {
  CALC_DEBOUNCE_MS,
  evaluateCalculation,
  FIELD_KINDS,
  isEmptyValue,
  type TFormField,
} from '@app/contracts';
import { Form, type FormInstance } from 'antd';
import { useEffect, useMemo } from 'react';

/** Kinds summed in a sub-table's 合计 row (spec §4). */
const SUMMED = new Set(['numInput', 'JNPFAmount', 'slider', 'rate', 'calculate']);

/** True for a sub-table column summed in the 合计 row. */
export function isSummedColumn(field: TFormField): boolean {
  return SUMMED.has(field.__config__.jnpfKey);
}

/** Per summed column, the sum of its finite values over the rows. */
export function sumColumns(
  rows: readonly Record<string, unknown>[],
  columns: readonly TFormField[],
): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const c of columns.filter(isSummedColumn)) {
    const key = c.__vModel__ ?? '';
    sums[key] = rows.reduce((acc, r) => {
      const v = Number(r[key]);
      return Number.isFinite(v) ? acc + v : acc;
    }, 0);
  }
  return sums;
}

/** Every field of a form, layout containers opened (sub-table columns excluded). */
export function walkFields(fields: readonly TFormField[]): TFormField[] {
  return fields.flatMap((f) =>
    f.__config__.jnpfKey === 'table' ? [f] : [f, ...walkFields(f.__config__.children ?? [])],
  );
}

/** The starting record: each value field's `__config__.defaultValue`, then the given values over them. */
export function initialValues(
  fields: readonly TFormField[],
  given: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of walkFields(fields)) {
    const key = f.__vModel__;
    const value = f.__config__.defaultValue;
    if (key && FIELD_KINDS[f.__config__.jnpfKey].column !== 'none' && !isEmptyValue(value)) out[key] = value;
  }
  return { ...out, ...given };
}

/**
 * The value of a calculated field: the server's own computation (contracts `evaluateCalculation`, sub-table
 * columns `table.column` summed), so the browser shows what the server will store.
 */
export function computeExpression(tokens: unknown, values: Readonly<Record<string, unknown>>): number {
  return evaluateCalculation(tokens, values);
}

/** The calculated fields of a form and the top-level field keys their expressions read (a sub-table by its key). */
export function calculationsOf(fields: readonly TFormField[]): { calcs: TFormField[]; deps: string[] } {
  const calcs = walkFields(fields).filter((f) => f.__config__.jnpfKey === 'calculate' && f.__vModel__);
  const keys = new Set(
    walkFields(fields)
      .map((f) => f.__vModel__)
      .filter(Boolean),
  );
  const deps = new Set<string>();
  for (const f of calcs)
    for (const token of Array.isArray(f.expression) ? f.expression : []) {
      const head = typeof token === 'string' ? token.split('.')[0] : '';
      if (keys.has(head)) deps.add(head);
    }
  return { calcs, deps: [...deps] };
}

/**
 * Recomputes the form's calculated fields 500 ms after the last change of a value they read (spec §4). Only what
 * the expressions read is watched, and each expression is evaluated once per pause, not per keystroke.
 */
export function useCalculatedFields(form: FormInstance, fields: readonly TFormField[]): void {
  const { calcs, deps } = useMemo(() => calculationsOf(fields), [fields]);
  const watched = Form.useWatch(
    (all: Record<string, unknown>) => (calcs.length ? deps.map((k) => all[k]) : null),
    { form, preserve: true },
  );
  useEffect(() => {
    if (!calcs.length || !watched) return;
    const timer = setTimeout(() => {
      const values = form.getFieldsValue(true) as Record<string, unknown>;
      for (const f of calcs) {
        const next = computeExpression(f.expression, values);
        if (form.getFieldValue(f.__vModel__) !== next) form.setFieldValue(f.__vModel__, next);
      }
    }, CALC_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [form, calcs, watched]);
}
