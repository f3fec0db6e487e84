import { customType } from 'drizzle-orm/pg-core';
import { scalarText } from '../visualdev/runtime/record-values.ts';

// Conversions between a form's values and the typed columns of a model's table, for the modules the code
// generator writes (the low-code runtime does the same through SQL fragments, record-values.ts).

type TSwitchValue = string | number | boolean;

/** A text column's value: strings as they are, numbers and booleans printed, blanks as null. */
export function storedText(v: unknown): string | null {
  return v === undefined || v === null || v === '' ? null : scalarText(v);
}

/** A numeric column's value (numbers only; anything else is null). */
export function storedNumber(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** An epoch-milliseconds column's value (whole milliseconds). */
export function storedMillis(v: unknown): number | null {
  const n = storedNumber(v);
  return n === null ? null : Math.trunc(n);
}

/** A switch's column: true when the form's value is the switch's active value. */
export function storedSwitch(v: unknown, active: TSwitchValue): boolean | null {
  return v === undefined || v === null || v === '' ? null : v === active;
}

/** A jsonb column's value (arrays and objects as they are, blanks as null). */
export function storedJson(v: unknown): unknown {
  return v === undefined || v === '' ? null : v;
}

/** A switch's column back as the form's value. */
export function formSwitch(
  v: boolean | null,
  active: TSwitchValue,
  inactive: TSwitchValue,
): TSwitchValue | null {
  return v === null ? null : v ? active : inactive;
}

/** A numeric column back as a number (PostgreSQL numeric arrives as text on some drivers). */
export function formNumber(v: unknown): number | null {
  return v === null || v === undefined ? null : Number(v);
}

/**
 * A jsonb column of a generated table. The drivers hand jsonb back already parsed; Drizzle's own jsonb parses a
 * string value a second time (a select's "1" would come back as the number 1), so this one reads values as they come.
 */
export const jsonColumn = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (v) => JSON.stringify(v),
});
