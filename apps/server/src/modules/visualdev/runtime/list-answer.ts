import {
  FIELD_KINDS,
  NAME_KINDS,
  namedIds,
  type TColumnData,
  type TNameKind,
  type TPageCode,
  type TValueField,
} from '@app/contracts';
import type { TAppContext } from '../../../app-context.ts';
import type { TDbOrTx } from '../../../db/client.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { TAuth } from '../../auth/auth.types.ts';
import { findHiddenItems, type TShownItem } from '../../authorize/column-permission.ts';
import { lookupNames } from './display-names.ts';
import type { TBoundField } from './record-values.ts';

type TRow = Record<string, unknown>;

/**
 * The model's columns the caller may not see: those the column permissions hide on every one of the model's menus
 * (`pages`) the caller holds (a column one held menu shows stays visible). None for the super administrator.
 * `kind` 'form' answers the form fields the form permissions hide the same way.
 */
export async function findHiddenModelColumns(
  db: TDbOrTx,
  auth: TAuth,
  pages: readonly string[],
  kind: TShownItem = 'column',
): Promise<ReadonlySet<string>> {
  if (auth.isAdmin || !auth.codes) return new Set();
  const held = pages.filter((p) => auth.codes?.has(p));
  if (!held.length) return new Set();
  const hiddenOn = await Promise.all(held.map((p) => findHiddenItems(db, auth, p as TPageCode, kind)));
  const [first, ...rest] = hiddenOn;
  return new Set([...first].filter((k) => rest.every((h) => h.has(k))));
}

/**
 * With column permission on in the list design, a caller whose columns are limited sees only the designed columns
 * (and the group field): fields the list does not show are not answered either.
 */
export function withUndesigned(
  hidden: ReadonlySet<string>,
  design: TColumnData | null,
  fields: readonly TValueField[],
): ReadonlySet<string> {
  if (!hidden.size || design?.useColumnPermission !== true) return hidden;
  const shown = new Set((design.columnList ?? []).map((c) => c.prop));
  if (design.groupField) shown.add(design.groupField);
  return new Set([...hidden, ...fields.map((f) => f.key).filter((k) => !shown.has(k))]);
}

/** 400 naming `<at>.sidx` when the list is sorted by a column the caller may not see. */
export function assertSortable(hidden: ReadonlySet<string>, sidx: string | undefined, at: string): void {
  if (sidx && hidden.has(sidx))
    throw badRequest(
      `${at}.sidx: sorting by "${sidx.slice(0, 64)}" is not allowed (a column you may not see)`,
    );
}

/** Rows (and group children) without the hidden columns' values. */
export function withoutColumns(rows: readonly TRow[], hidden: ReadonlySet<string>): TRow[] {
  if (!hidden.size) return [...rows];
  return rows.map((r) => {
    const out: TRow = {};
    for (const [k, v] of Object.entries(r)) {
      if (hidden.has(k)) continue;
      out[k] = k === 'children' && Array.isArray(v) ? withoutColumns(v as TRow[], hidden) : v;
    }
    return out;
  });
}

/** The key of a name in a List answer's `names`: `<kind>:<id>`. */
const nameKey = (kind: TNameKind, id: string): string => `${kind}:${id}`;

/** The fields holding one user id in a text column: the List's statement reads their names (`findRecordPage`). */
export function singleUserFields(bound: readonly TBoundField[]): TBoundField[] {
  return bound.filter((b) => NAME_KINDS[b.f.jnpfKey] === 'user' && b.col.kind === 'text');
}

/**
 * The names the rows' ids stand for (organisations, positions, users, dictionary entries, areas), resolved in one go
 * per kind, as `{"<kind>:<id>": name}`: the list shows names while its values stay raw. `userNames` are user ids
 * already looked up (by the page's statement; null: no such user): only the other users are looked up.
 */
export async function listNames(
  c: Pick<TAppContext, 'db' | 'orgs' | 'relationNames'>,
  fields: readonly TValueField[],
  rows: readonly TRow[],
  userNames: ReadonlyMap<string, string | null> = new Map(),
): Promise<Record<string, string>> {
  const ids = new Map<TNameKind, Set<string>>();
  const out: Record<string, string> = {};
  const add = (kind: TNameKind, id: unknown) => {
    if (typeof id !== 'string' || !id) return;
    if (kind === 'user' && userNames.has(id)) {
      const known = userNames.get(id);
      if (known !== null && known !== undefined) out[nameKey(kind, id)] = known;
    } else (ids.get(kind) ?? ids.set(kind, new Set()).get(kind)!).add(id);
  };
  // Selects, radios, checkboxes… whose options are a dictionary's entries show the entries' names too.
  const fromDictionary = fields.filter(
    (f) => FIELD_KINDS[f.jnpfKey].options && f.field.__config__.dataType === 'dictionary',
  );
  for (const r of rows) {
    for (const [kind, set] of namedIds(fields, r)) for (const id of set) add(kind, id);
    for (const f of fromDictionary) for (const id of [r[f.key]].flat(2)) add('dictionary', id);
  }
  if (!ids.size) return out;
  const names = await lookupNames(c, ids);
  for (const [kind, set] of ids) {
    for (const id of set) {
      const name = names(kind, id);
      if (name !== undefined) out[nameKey(kind, id)] = name;
    }
  }
  return out;
}
