import type { TReportEdit, TReportRunBody, TReportRunResult } from '@app/contracts';
import { formatReportValue } from '@app/contracts';

type TRow = Record<string, unknown>;
type TDef = Pick<TReportEdit, 'columns' | 'groupBy' | 'charts'>;

/** One group's value, row count and sums of the summed columns. */
export interface TGroupTotal {
  value: unknown;
  count: number;
  sums: Record<string, number>;
}

/** What a source answers before display: the page's rows, groups, grand total, and each chart's keys and sums. */
export interface TRawResult {
  rows: TRow[];
  count: number;
  groups: TGroupTotal[];
  sums: Record<string, number>;
  charts: { keys: unknown[]; sums: Record<string, number>[] }[];
}

/** A value as a number for sums (numbers and numeric text; anything else counts 0). */
function toNumber(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
}

/** Text of a group or category value (the key it is counted under). */
function keyOf(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v) ?? '';
}

/** Order of group values: like SQL's `order by g nulls last` (numbers by value, text by code point). */
function compareValues(a: unknown, b: unknown): number {
  const an = a === null || a === undefined || a === '';
  const bn = b === null || b === undefined || b === '';
  if (an || bn) return an === bn ? 0 : an ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [keyOf(a), keyOf(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Counts and sums of `rows` per value of `field`, in value order, at most `cap` values. */
function aggregate(
  rows: readonly TRow[],
  field: string,
  sumKeys: readonly string[],
  cap: number,
): TGroupTotal[] {
  const by = new Map<string, TGroupTotal>();
  for (const r of rows) {
    const k = keyOf(r[field]);
    let g = by.get(k);
    if (!g) {
      g = { value: r[field] ?? null, count: 0, sums: Object.fromEntries(sumKeys.map((s) => [s, 0])) };
      by.set(k, g);
    }
    g.count++;
    for (const s of sumKeys) g.sums[s] += toNumber(r[s]);
  }
  return [...by.values()].sort((a, b) => compareValues(a.value, b.value)).slice(0, cap);
}

/**
 * Runs a report's grouping, paging, totals and charts in memory over the rows a data interface answered (its own
 * run already capped them): rows ordered by the group field, the page cut, every group's subtotal, the grand total.
 */
export function aggregateRows(
  all: readonly TRow[],
  def: TDef,
  body: TReportRunBody,
  caps: { groups: number; categories: number },
): TRawResult {
  const sumKeys = def.columns.filter((c) => c.isSum).map((c) => c.field);
  const g = def.groupBy?.field;
  const ordered = g ? [...all].sort((a, b) => compareValues(a[g], b[g])) : all;
  const offset = (body.currentPage - 1) * body.pageSize;
  const page = ordered.slice(offset, offset + body.pageSize);
  const rows = page.map((r) => Object.fromEntries(def.columns.map((c) => [c.field, r[c.field] ?? null])));
  const groups = g ? aggregate(ordered, g, sumKeys, caps.groups) : [];
  const sums = Object.fromEntries(sumKeys.map((s) => [s, all.reduce((n, r) => n + toNumber(r[s]), 0)]));
  const charts = def.charts.map((c) => {
    const agg = aggregate(all, c.x, c.y, caps.categories);
    return { keys: agg.map((a) => a.value), sums: agg.map((a) => a.sums) };
  });
  return { rows, count: all.length, groups, sums, charts };
}

/** The run's answer from a source's raw result (`shown` turns stored values into display values, e.g. names). */
export function toRunResult(
  raw: TRawResult,
  def: TDef,
  body: TReportRunBody,
  shown: { rows: TRow[]; groupValues: unknown[]; chartKeys: unknown[][] },
): TReportRunResult {
  const hasSums = def.columns.some((c) => c.isSum);
  const formatOf = new Map(def.columns.map((c) => [c.field, c.format]));
  return {
    list: shown.rows,
    pagination: { currentPage: body.currentPage, pageSize: body.pageSize, total: raw.count },
    groups: raw.groups.map((g, i) => ({
      value: shown.groupValues[i] ?? g.value,
      count: g.count,
      sums: g.sums,
    })),
    total: def.groupBy?.grandTotal || hasSums ? { count: raw.count, sums: raw.sums } : null,
    chartData: def.charts.map((c, i) => ({
      categories: (shown.chartKeys[i] ?? raw.charts[i].keys).map((k) =>
        formatReportValue(k, formatOf.get(c.x) ?? 'text'),
      ),
      series: c.y.map((y) => ({ field: y, data: raw.charts[i].sums.map((s) => s[y] ?? 0) })),
    })),
  };
}
