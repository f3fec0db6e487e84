import type { TReportChart, TReportEdit, TReportRunBody } from '@app/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/paging.ts';
import { columnOf, type TBoundField } from '../visualdev/runtime/record-values.ts';
import type { TRuntimeModel } from '../visualdev/runtime/runtime-model.ts';
import type { TGroupTotal, TRawResult } from './report-result.ts';

type TRow = Record<string, unknown>;
type TDef = Pick<TReportEdit, 'columns' | 'groupBy' | 'filters' | 'charts'>;

/** Categories a chart shows at most (a chart of more is unreadable). */
export const CHART_CATEGORY_CAP = 100;
/** Groups a run answers at most. */
export const GROUP_CAP = 1000;

/** Runs an aggregate statement (through the report cache, AggregateCache). */
type TAggregate = (query: SQL) => Promise<TRow[]>;

const NUMERIC = new Set(['numeric', 'bigint']);

/** Runs a statement: its rows. */
export async function select(db: TDbOrTx, query: SQL): Promise<TRow[]> {
  const res: unknown = await db.execute(query);
  return (res as { rows: TRow[] }).rows;
}

/** The bound field of each key the definition names; a key the model's table has no column for is a 400. */
export function modelFields(m: TRuntimeModel, def: TDef, at = 'body'): Map<string, TBoundField> {
  const byKey = new Map(m.bound.map((b) => [b.f.key, b]));
  const need = (key: string, path: string, numeric = false) => {
    const b = byKey.get(key);
    if (!b) throw badRequest(`${at}.${path}: ${key} is not a field of the model`);
    if (numeric && !NUMERIC.has(b.col.kind)) throw badRequest(`${at}.${path}: ${key} is not a number field`);
  };
  def.columns.forEach((c, i) => need(c.field, `columns.${i}.field`, c.isSum));
  if (def.groupBy) need(def.groupBy.field, 'groupBy.field');
  def.filters.forEach((f, i) => {
    need(f.field, `filters.${i}.field`);
    if (f.kind === 'dateRange' && byKey.get(f.field)?.col.kind !== 'bigint')
      throw badRequest(`${at}.filters.${i}.field: ${f.field} is not a date field`);
  });
  def.charts.forEach((c, i) => {
    need(c.x, `charts.${i}.x`);
    c.y.forEach((y, j) => need(y, `charts.${i}.y.${j}`, true));
  });
  return byKey;
}

/** The conditions of the given filter values (each bound as a parameter; columns only from the layout). */
function filterConditions(
  m: TRuntimeModel,
  def: TDef,
  fields: Map<string, TBoundField>,
  body: TReportRunBody,
) {
  const t = m.layout.table;
  return def.filters.flatMap((f): SQL[] => {
    const v = body.filters[f.field];
    const b = fields.get(f.field);
    if (v === undefined || v === null || v === '' || !b) return [];
    const col = columnOf(t, b.col.column);
    if (f.kind === 'dateRange') {
      if (!Array.isArray(v)) throw badRequest(`body.filters.${f.field}: must be [start, end]`);
      return [
        ...(v[0] === null ? [] : [sql`${col} >= ${v[0]}`]),
        ...(v[1] === null ? [] : [sql`${col} <= ${v[1]}`]),
      ];
    }
    if (typeof v !== 'string') throw badRequest(`body.filters.${f.field}: must be text`);
    if (f.kind === 'text') return [sql`${col}::text ilike ${containsPattern(v)}`];
    if (b.col.kind === 'jsonb')
      return [sql`(${col} = to_jsonb(${v}::text) or ${col} @> jsonb_build_array(${v}::text))`];
    return [sql`${col}::text = ${v}`];
  });
}

/** sum(column)::float8 of each key, aliased s0, s1… */
function sumList(t: string, fields: Map<string, TBoundField>, keys: readonly string[]): SQL[] {
  return keys.map(
    (k, i) =>
      sql`coalesce(sum(${columnOf(t, fields.get(k)!.col.column)}), 0)::float8 as ${sql.identifier(`s${i}`)}`,
  );
}

const sumsOf = (r: TRow, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k, i) => [k, Number(r[`s${i}`] ?? 0)]));

/** One chart's categories and series, aggregated in SQL. */
async function chartOf(
  aggregate: TAggregate,
  t: string,
  fields: Map<string, TBoundField>,
  where: SQL | undefined,
  c: TReportChart,
) {
  const x = columnOf(t, fields.get(c.x)!.col.column);
  const rows = await aggregate(
    sql`select ${x} as "x", ${sql.join(sumList(t, fields, c.y), sql`, `)} from ${sql.identifier(t)}
        where ${where} group by ${x} order by ${x} nulls last limit ${CHART_CATEGORY_CAP}`,
  );
  return { keys: rows.map((r) => r.x), sums: rows.map((r) => sumsOf(r, c.y)) };
}

/** The model table's name, the definition's bound fields, and the rows the filters and `scope` admit. */
function modelSource(m: TRuntimeModel, def: TDef, body: TReportRunBody, scope: SQL | undefined) {
  const fields = modelFields(m, def);
  const t = m.layout.table;
  const where = and(
    sql`${columnOf(t, 'delete_time')} is null`,
    ...filterConditions(m, def, fields, body),
    scope,
  );
  return { fields, t, where, from: sql`from ${sql.identifier(t)} where ${where}` };
}

/** One page of a model report's rows (the shown columns, by field key), ordered by the group field then id. */
export async function selectModelRows(
  db: TDbOrTx,
  m: TRuntimeModel,
  def: TDef,
  body: TReportRunBody,
  scope: SQL | undefined,
): Promise<TRow[]> {
  const { fields, t, from } = modelSource(m, def, body, scope);
  const g = def.groupBy ? columnOf(t, fields.get(def.groupBy.field)!.col.column) : null;
  const id = columnOf(t, 'id');
  const cols = def.columns.map(
    (c) => sql`${columnOf(t, fields.get(c.field)!.col.column)} as ${sql.identifier(c.field)}`,
  );
  const offset = (body.currentPage - 1) * body.pageSize;
  const rows = await select(
    db,
    sql`select ${id} as "__id", ${sql.join(cols, sql`, `)} ${from}
        order by ${g ? sql`${g} nulls last, ` : sql``}${id} limit ${body.pageSize} offset ${offset}`,
  );
  return rows.map(({ __id: _id, ...r }) => r);
}

/**
 * Runs a report over a published model's table: the page of rows ordered by the group field (then id), every
 * group's count and sums (GROUP BY in SQL), the grand total, and each chart's aggregate. Identifiers come only from
 * the model's layout (validated field keys); every value is a parameter; `scope` is the caller's data scope.
 */
export async function runModelReport(
  db: TDbOrTx,
  m: TRuntimeModel,
  def: TDef,
  body: TReportRunBody,
  scope: SQL | undefined,
  aggregate: TAggregate = (q) => select(db, q),
): Promise<TRawResult> {
  const { fields, t, where, from } = modelSource(m, def, body, scope);
  const sumKeys = def.columns.filter((c) => c.isSum).map((c) => c.field);
  const g = def.groupBy ? columnOf(t, fields.get(def.groupBy.field)!.col.column) : null;
  const aggregates = [sql`count(*)::int as "n"`, ...sumList(t, fields, sumKeys)];
  const [rows, totals] = await Promise.all([
    selectModelRows(db, m, def, body, scope),
    g
      ? aggregate(
          sql`select ${g} as "g", ${sql.join(aggregates, sql`, `)} ${from} group by ${g} order by ${g} nulls last limit ${GROUP_CAP}`,
        )
      : aggregate(sql`select ${sql.join(aggregates, sql`, `)} ${from}`),
  ]);
  const groups: TGroupTotal[] = g
    ? totals.map((r) => ({ value: r.g, count: Number(r.n), sums: sumsOf(r, sumKeys) }))
    : [];
  const count = g ? groups.reduce((s, x) => s + x.count, 0) : Number(totals[0]?.n ?? 0);
  const sums = g
    ? Object.fromEntries(sumKeys.map((k) => [k, groups.reduce((s, x) => s + (x.sums[k] ?? 0), 0)]))
    : sumsOf(totals[0] ?? {}, sumKeys);
  // A chart over the group field with summed columns reads the groups already counted (no second aggregate).
  const charts = await Promise.all(
    def.charts.map((c) =>
      def.groupBy?.field === c.x &&
      c.y.every((y) => sumKeys.includes(y)) &&
      groups.length <= CHART_CATEGORY_CAP
        ? Promise.resolve({ keys: groups.map((x) => x.value), sums: groups.map((x) => x.sums) })
        : chartOf(aggregate, t, fields, where, c),
    ),
  );
  return { rows, count, groups, sums, charts };
}
