import { z } from 'zod';
import { ZId } from './common.ts';

// JNPF's own client sends numbers as strings ("1") and strings as numbers (gender 1), and lists as csv: these
// builders accept what it sends and check the value as strictly as before, once for every field that needs it.

const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * `schema` behind a conversion of what comes in (answers are written as `schema` has them): a codec, so the
 * same field also serves answers, which are encoded rather than parsed. Give the required value here and put
 * `.optional()`, `.nullish()` or `.default()` outside (a missing key never reaches the conversion).
 */
function convertedIn<T extends z.ZodType>(convert: (v: unknown) => unknown, schema: T, description: string) {
  return z
    .codec(z.unknown(), schema, { decode: (v) => convert(v) as z.input<T>, encode: (v) => v })
    .describe(description);
}

/** A number given as a number or as its decimal digits in a string ("1", " 12 "), then checked by `schema`. */
export function numeric<T extends z.ZodType>(schema: T) {
  const convert = (v: unknown) => (typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v);
  return convertedIn(convert, schema, 'a number, or its digits as a string');
}

/** A text given as a string or as a finite number (kept as its decimal text), then checked by `schema`. */
export function textual<T extends z.ZodType>(schema: T) {
  const convert = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);
  return convertedIn(convert, schema, 'a string, or a number taken as its text');
}

/** Display order 0..999999 (a number or its digits). */
export const ZSortCode = numeric(z.number().int().min(0).max(999999));

/** A 0/1 flag (a number or its digit). */
export const ZFlag = numeric(z.union([z.literal(0), z.literal(1)]));

/** Ids as an array or as JNPF's comma-separated text (`"a,b"`; blanks between commas are skipped), at most `max`. */
export function idList(max: number) {
  const split = (v: unknown) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v;
  return convertedIn(split, z.array(ZId).max(max), 'ids as an array, or separated by commas');
}

/** An object given as itself or as its JSON text (JNPF answers propertyJson as text and posts it back), then checked by `schema`. */
export function jsonText<T extends z.ZodType>(schema: T) {
  const convert = (v: unknown) => {
    if (typeof v !== 'string') return v;
    try {
      return v.trim() ? (JSON.parse(v) as unknown) : null;
    } catch {
      return v; // refused by `schema`, naming the field
    }
  };
  return convertedIn(convert, schema, 'an object, or its JSON text');
}
