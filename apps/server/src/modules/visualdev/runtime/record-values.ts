import {
  FIELD_KINDS,
  evaluateCalculation,
  validateRecord,
  type TValueField,
  type TValueIssue,
} from '@app/contracts';
import { badRequest } from '../../../lib/errors.ts';
import { sanitizeNotice } from '../../message/message.service.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { TColumnRef, TTableRef } from '../publish/layout.ts';

/** A value field of the published form with the column holding it. */
export interface TBoundField {
  f: TValueField;
  col: TColumnRef;
}

/** The fields of one level bound to their columns (fields the layout has no column for are left out). */
export function bindFields(t: TTableRef, fields: readonly TValueField[]): TBoundField[] {
  return fields.filter((f) => !f.children && t.columns[f.key]).map((f) => ({ f, col: t.columns[f.key] }));
}

/** A value as text: strings as they are, numbers and booleans printed, anything else as JSON. */
export function scalarText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v) ?? '';
}

/** A column of a runtime table as SQL (names only from the layout, which only holds validated keys). */
export function columnOf(table: string, column: string): SQL {
  return sql`${sql.identifier(table)}.${sql.identifier(column)}`;
}

/** The SQL parameter storing a form value in its column. */
export function toColumnValue(b: TBoundField, v: unknown): SQL | null {
  if (v === undefined || v === null || v === '') return null;
  switch (b.col.kind) {
    case 'numeric':
      return typeof v === 'number' ? sql`${String(v)}::numeric` : null;
    case 'bigint':
      return typeof v === 'number' ? sql`${Math.trunc(v)}::bigint` : null;
    case 'boolean':
      return sql`${v === (b.f.field.activeValue ?? 1)}::boolean`;
    case 'jsonb':
      return sql`${JSON.stringify(v)}::jsonb`;
    default:
      return sql`${scalarText(v)}`;
  }
}

/** A stored column value back as the form's value (numeric text → number, boolean → the switch's value). */
export function fromColumnValue(b: TBoundField, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  switch (b.col.kind) {
    case 'numeric':
    case 'bigint':
      return Number(v);
    case 'boolean':
      return v ? (b.f.field.activeValue ?? 1) : (b.f.field.inactiveValue ?? 0);
    default:
      return v;
  }
}

/** True for kinds the server fills itself (their client value is ignored). */
export function isServerFilled(b: TBoundField): boolean {
  return 'system' in FIELD_KINDS[b.f.jnpfKey];
}

/**
 * The data as the server stores it: every calculate field (sub-table rows too) recomputed from its expression (the
 * client's value ignored), rich text sanitised with the notices' HTML policy.
 */
export function withServerValues(
  fields: readonly TValueField[],
  data: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...data };
  for (const f of fields) {
    if (f.jnpfKey === 'calculate') out[f.key] = evaluateCalculation(f.field.expression, data);
    const html = out[f.key];
    if (f.jnpfKey === 'editor' && typeof html === 'string') out[f.key] = sanitizeNotice(html);
    if (f.children && Array.isArray(out[f.key])) {
      out[f.key] = (out[f.key] as Record<string, unknown>[]).map((row) =>
        withServerValues(f.children ?? [], row),
      );
    }
  }
  return out;
}

/** 400 naming the first problems of a record (`<prefix>.<field>: …`, `body.data` by default). */
export function assertNoIssues(issues: readonly TValueIssue[], prefix = 'body.data'): void {
  if (issues.length) {
    throw badRequest(
      issues
        .slice(0, 5)
        .map((i) => `${prefix}.${i.path}: ${i.message}`)
        .join('; '),
    );
  }
}

/** 400 naming the first problems of a record against its fields, before anything is written. */
export function assertValidRecord(fields: readonly TValueField[], data: Record<string, unknown>): void {
  assertNoIssues(validateRecord(fields, data));
}
