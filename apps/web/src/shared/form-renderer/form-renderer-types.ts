import type { TFormField } from '@app/contracts';

/** How one field shows: editable (default), read-only or hidden (the workflow sets these per node). */
export type TFieldState = 'editable' | 'readonly' | 'hidden';

/** Field states by field key (`__vModel__`). */
export type TFieldStates = Readonly<Record<string, TFieldState | undefined>>;

/** What every field widget receives. */
export interface TWidgetProps {
  field: TFormField;
  value?: unknown;
  onChange?: (v: unknown) => void;
  isReadOnly?: boolean;
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
