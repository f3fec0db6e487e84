import { FIELD_KINDS, type TValueField } from '@app/contracts';
import { isDeepStrictEqual } from 'node:util';
import { badRequest } from '../../../lib/errors.ts';

type TValues = Record<string, unknown>;

/** The form-permission code of a sub-table's column (JNPF: `<table>-<field>`). */
const childCode = (sub: TValueField, child: TValueField) => `${sub.key}-${child.key}`;

/**
 * A record's values without the form fields the caller may not see (`hidden`, form-permission codes): the field's
 * own key, and inside each sub-table's rows the columns whose `<table>-<field>` code is hidden.
 */
export function withoutHiddenFields(
  fields: readonly TValueField[],
  data: TValues,
  hidden: ReadonlySet<string>,
): TValues {
  if (!hidden.size) return data;
  const out: TValues = {};
  for (const [k, v] of Object.entries(data)) if (!hidden.has(k)) out[k] = v;
  for (const sub of fields) {
    const gone = (sub.children ?? []).filter((c) => hidden.has(childCode(sub, c))).map((c) => c.key);
    const rows = out[sub.key];
    if (!gone.length || !Array.isArray(rows)) continue;
    out[sub.key] = rows.map((r: TValues) =>
      Object.fromEntries(Object.entries(r).filter(([k]) => !gone.includes(k))),
    );
  }
  return out;
}

/** Kinds whose client value the server ignores anyway (calculated, system-filled): nothing to protect. */
const isComputed = (f: TValueField) => f.jnpfKey === 'calculate' || 'system' in FIELD_KINDS[f.jnpfKey];

/**
 * Form permissions on a write (as the users module's `keepHiddenFormFields`): a top-level field the caller may not
 * see keeps its stored value on an update (`before`), its designed default on a create. A body that leaves it out or
 * sends that value back passes; one that sets it to anything else is refused with 400 naming `<at>.<field>`
 * (`body.data.<field>` for a request, the bare field for an import's row), before anything is written.
 */
export function keepHiddenFields(
  fields: readonly TValueField[],
  input: TValues,
  hidden: ReadonlySet<string>,
  before?: TValues,
  at = 'body.data',
): TValues {
  if (!hidden.size) return input;
  const name = (path: string) => (at ? `${at}.${path}` : path);
  const out = { ...input };
  for (const f of fields) {
    if (!hidden.has(f.key) || isComputed(f) || (!before && f.jnpfKey === 'billRule')) continue;
    const kept = before ? (before[f.key] ?? null) : (f.field.__config__.defaultValue ?? null);
    const sent = input[f.key];
    if (sent !== undefined && !isDeepStrictEqual(sent ?? null, kept)) {
      throw badRequest(`${name(f.key)}: not a field you may change`);
    }
    if (kept === null) delete out[f.key];
    else out[f.key] = kept;
  }
  for (const sub of fields) {
    const gone = (sub.children ?? []).filter((c) => hidden.has(childCode(sub, c)) && !isComputed(c));
    if (!gone.length || hidden.has(sub.key)) continue;
    out[sub.key] = before
      ? keptRows(sub, gone, input[sub.key], before[sub.key], name)
      : newRows(sub, gone, input[sub.key], name);
  }
  return out;
}

const rowsOf = (v: unknown): TValues[] => (Array.isArray(v) ? (v as TValues[]) : []);

/** Rows with only the columns the caller sees (`gone` left out), for comparing what was sent with what is stored. */
const visibleRows = (rows: unknown, gone: readonly TValueField[]) =>
  rowsOf(rows).map((r) =>
    Object.fromEntries(Object.entries(r).filter(([k]) => !gone.some((c) => c.key === k))),
  );

/**
 * A stored sub-table with a column the caller may not see is read-only to them: rows carry no id the client could
 * send back, so an edited row's hidden cells could not be matched to it (they would be lost or moved to another
 * row). Leaving the table out or sending its rows back as shown keeps the stored rows, hidden cells included; any
 * other rows are a 400 naming the table.
 */
function keptRows(
  sub: TValueField,
  gone: readonly TValueField[],
  sent: unknown,
  stored: unknown,
  name: (path: string) => string,
): TValues[] {
  if (sent !== undefined && !isDeepStrictEqual(visibleRows(sent, gone), visibleRows(stored, gone))) {
    throw badRequest(`${name(sub.key)}: rows of a table with columns you may not see cannot be changed`);
  }
  return rowsOf(stored);
}

/** New rows of a sub-table on a create: a hidden column takes its designed default; another value is a 400. */
function newRows(
  sub: TValueField,
  gone: readonly TValueField[],
  sent: unknown,
  name: (path: string) => string,
): TValues[] {
  return rowsOf(sent).map((row, i) => {
    const r = { ...row };
    for (const c of gone) {
      const kept = c.field.__config__.defaultValue ?? null;
      if (r[c.key] !== undefined && !isDeepStrictEqual(r[c.key] ?? null, kept)) {
        throw badRequest(`${name(`${sub.key}.${i}.${c.key}`)}: not a field you may change`);
      }
      if (kept === null) delete r[c.key];
      else r[c.key] = kept;
    }
    return r;
  });
}
