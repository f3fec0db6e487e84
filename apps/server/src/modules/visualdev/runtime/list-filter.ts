import { badRequest } from '../../../lib/errors.ts';
import { containsPattern } from '../../../lib/paging.ts';
import { and, or, sql, type SQL } from 'drizzle-orm';
import { columnOf, scalarText, toColumnValue, type TBoundField } from './record-values.ts';

/** searchType of a field in the list design: 1 exact, 2 fuzzy, 3 range (contract §5.3/5.4). */
export type TSearchTypes = ReadonlyMap<string, number>;

const isRange = (b: TBoundField) =>
  b.col.kind === 'numeric' || b.col.kind === 'bigint' || b.f.jnpfKey === 'time';

const DAY_MS = 86_400_000;

/**
 * A date range's upper bound at the field's granularity: createTime/modifyTime and dates shown without a time cover
 * the whole last day (the client sends that day's start).
 */
function dayEnd(b: TBoundField, max: unknown): unknown {
  if (typeof max !== 'number') return max;
  const k = b.f.jnpfKey;
  const format = typeof b.f.field.format === 'string' ? b.f.field.format : '';
  const wholeDay = k === 'createTime' || k === 'modifyTime' || (k === 'date' && !format.includes('HH'));
  return wholeDay ? max + DAY_MS - 1 : max;
}

/** One condition of the list's `json` over a field; a value of the wrong shape is a 400 naming `name`. */
function condition(
  table: string,
  b: TBoundField,
  v: unknown,
  searchType: number | undefined,
  name: string,
): SQL | undefined {
  const col = columnOf(table, b.col.column);
  if (v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) return undefined;
  if (isRange(b) && Array.isArray(v)) {
    const [min, max] = v as unknown[];
    const bound = (x: unknown) => (x === null || x === undefined || x === '' ? null : toColumnValue(b, x));
    const lo = bound(min);
    const hi = bound(dayEnd(b, max));
    if ((min != null && min !== '' && !lo) || (max != null && max !== '' && !hi) || v.length > 2) {
      throw badRequest(`${name}: must be a [min, max] range`);
    }
    return and(lo ? sql`${col} >= ${lo}` : undefined, hi ? sql`${col} <= ${hi}` : undefined);
  }
  if (typeof v === 'object') throw badRequest(`${name}: must be a single value or a range`);
  if (b.col.kind === 'jsonb') {
    if (searchType === 1) {
      const one = JSON.stringify(v);
      // The value itself or an array holding it (jsonb containment of a scalar); a GIN index serves it.
      return sql`${col} @> ${one}::jsonb`;
    }
    return sql`${col}::text ilike ${containsPattern(scalarText(v))}`;
  }
  const value = toColumnValue(b, v);
  if (!value) throw badRequest(`${name}: does not fit the field`);
  if (b.col.kind === 'text' && searchType !== 1) return sql`${col} ilike ${containsPattern(scalarText(v))}`;
  return sql`${col} = ${value}`;
}

/** The WHERE of the list's `json` conditions (all AND); an unknown field is a 400 naming `<at>.json.<key>`. */
export function listConditions(
  table: string,
  bound: readonly TBoundField[],
  json: Readonly<Record<string, unknown>> | undefined,
  searchTypes: TSearchTypes,
  at = 'body',
): SQL[] {
  const byKey = new Map(bound.map((b) => [b.f.key, b]));
  return Object.entries(json ?? {}).flatMap(([key, v]) => {
    const b = byKey.get(key);
    const name = `${at}.json.${key.slice(0, 64)}`;
    if (!b) throw badRequest(`${name}: not a field of this model`);
    const c = condition(table, b, v, searchTypes.get(key), name);
    return c ? [c] : [];
  });
}

/** Keyword over the text fields the list searches. */
export function keywordCondition(
  table: string,
  bound: readonly TBoundField[],
  searchTypes: TSearchTypes,
  keyword: string | undefined,
): SQL | undefined {
  if (!keyword) return undefined;
  const cols = bound.filter((b) => b.col.kind === 'text' && searchTypes.has(b.f.key));
  if (!cols.length) return undefined;
  const p = containsPattern(keyword);
  return or(...cols.map((b) => sql`${columnOf(table, b.col.column)} ilike ${p}`));
}
