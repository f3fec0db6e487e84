import { displayValue, namedIds, type TNameKind, type TNameLookup, type TValueField } from '@app/contracts';
import { inArray } from 'drizzle-orm';
import type { TAppContext } from '../../../app-context.ts';
import { areas } from '../../area/area.table.ts';
import { dictionaryData } from '../../dictionary/dictionary.table.ts';
import { users } from '../../users/user.table.ts';

/** Resolves the named ids of records (organisations, positions, users, dictionary entries, areas) in one go each. */
export async function lookupNames(
  c: Pick<TAppContext, 'db' | 'orgs' | 'relationNames'>,
  ids: ReadonlyMap<TNameKind, ReadonlySet<string>>,
): Promise<TNameLookup> {
  const list = (kind: TNameKind) => [...(ids.get(kind) ?? [])];
  const [orgNames, positions, userRows, entryRows, areaRows] = await Promise.all([
    c.orgs.names(),
    c.relationNames.lookup(list('position').map((id) => ['Position', id] as const)),
    list('user').length
      ? c.db
          .select({ id: users.id, name: users.realName })
          .from(users)
          .where(inArray(users.id, list('user')))
      : [],
    list('dictionary').length
      ? c.db
          .select({ id: dictionaryData.id, name: dictionaryData.fullName })
          .from(dictionaryData)
          .where(inArray(dictionaryData.id, list('dictionary')))
      : [],
    list('area').length
      ? c.db
          .select({ id: areas.id, name: areas.fullName })
          .from(areas)
          .where(inArray(areas.id, list('area')))
      : [],
  ]);
  const byId = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  const tables: Partial<Record<TNameKind, ReadonlyMap<string, string>>> = {
    organize: orgNames,
    user: byId(userRows),
    dictionary: byId(entryRows),
    area: byId(areaRows),
  };
  return (kind, id) => (kind === 'position' ? positions('Position', id)?.name : tables[kind]?.get(id));
}

type TValues = Record<string, unknown>;
type TIds = Map<TNameKind, Set<string>>;

/** Adds the named ids of `more` to `ids`. */
function mergeIds(ids: TIds, more: ReadonlyMap<TNameKind, ReadonlySet<string>>): void {
  for (const [k, v] of more) ids.set(k, new Set([...(ids.get(k) ?? []), ...v]));
}

/** Rows of top-level values as shown (`fields` without sub-tables), the names of all rows resolved in one go. */
export async function displayRows(
  c: Pick<TAppContext, 'db' | 'orgs' | 'relationNames'>,
  fields: readonly TValueField[],
  rows: readonly TValues[],
): Promise<TValues[]> {
  const ids: TIds = new Map();
  for (const r of rows) mergeIds(ids, namedIds(fields, r));
  const names = await lookupNames(c, ids);
  return rows.map((r) => Object.fromEntries(fields.map((f) => [f.key, displayValue(f, r[f.key], names)])));
}

/** A record (with its sub-table rows) as shown: every value through `displayValue`, names resolved in one go. */
export async function displayRecord(
  c: Pick<TAppContext, 'db' | 'orgs' | 'relationNames'>,
  fields: readonly TValueField[],
  data: TValues,
): Promise<TValues> {
  const subs = fields.filter((f) => f.children);
  const rowsOf = (s: TValueField) => (data[s.key] as TValues[] | undefined) ?? [];
  const ids = namedIds(fields, data);
  for (const s of subs) {
    for (const row of rowsOf(s)) mergeIds(ids, namedIds(s.children ?? [], row));
  }
  const names = await lookupNames(c, ids);
  const show = (list: readonly TValueField[], values: TValues): TValues =>
    Object.fromEntries(
      list.filter((f) => !f.children).map((f) => [f.key, displayValue(f, values[f.key], names)]),
    );
  const shown = show(fields, data);
  for (const s of subs) shown[s.key] = rowsOf(s).map((r) => show(s.children ?? [], r));
  return shown;
}
