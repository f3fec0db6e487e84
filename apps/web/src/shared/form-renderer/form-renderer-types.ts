import { flattenFields, type TFormField } from '@app/contracts';

/** How one field shows: editable (default), read-only or hidden (the workflow sets these per node). */
export type TFieldState = 'editable' | 'readonly' | 'hidden';

/** Field states by field key (`__vModel__`); a sub-table's column by `columnStateKey`. */
export type TFieldStates = Readonly<Record<string, TFieldState | undefined>>;

/** The state key of a sub-table's column: `<table>-<column>`, the column's form-permission code. */
export function columnStateKey(table: string, column: string): string {
  return `${table}-${column}`;
}

/**
 * The states for editing a stored record: a sub-table with a hidden column is read-only (no rows added or removed,
 * no cell edited), as the server keeps such a table's stored rows (their rows carry no id to match hidden cells to).
 */
export function lockSubTables(fields: readonly TFormField[], states: TFieldStates): TFieldStates {
  const locked = flattenFields(fields)
    .filter((f) => f.children?.some((c) => states[columnStateKey(f.key, c.key)] === 'hidden'))
    .filter((f) => states[f.key] !== 'hidden')
    .map((f): [string, TFieldState] => [f.key, 'readonly']);
  return locked.length ? { ...states, ...Object.fromEntries(locked) } : states;
}

/** What every field widget receives. */
export interface TWidgetProps {
  field: TFormField;
  value?: unknown;
  onChange?: (v: unknown) => void;
  isReadOnly?: boolean;
  /** The input's id from Form.Item (ties the label to the input: a click on it focuses, screen readers name it). */
  id?: string;
}

/** The value key of a field's options (`props.props.value`, JNPF), `id` by default. */
export function optionKeys(field: TFormField): { value: string; label: string; children: string } {
  const p = (field.props as { props?: Record<string, unknown> } | undefined)?.props ?? {};
  const s = (k: string, d: string) => (typeof p[k] === 'string' ? p[k] : d);
  return { value: s('value', 'id'), label: s('label', 'fullName'), children: s('children', 'children') };
}

/** True when the field picks several values (`multiple` or `props.props.multiple`). */
export function isMultiple(field: TFormField): boolean {
  const p = (field.props as { props?: { multiple?: unknown } } | undefined)?.props;
  return field.multiple === true || p?.multiple === true;
}
