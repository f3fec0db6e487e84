import { z } from 'zod';
import { ZEditVersion, ZId, ZPageQuery } from './common.ts';
import { ZDisplayName, ZEnCode, ZSortCode } from './dictionary.ts';
import { numeric } from './lenient.ts';
import { ZEnabledMark } from './position.ts';
import type { TLanguage, TText } from './text.ts';

/** Where a report's rows come from: 1 a data interface, 2 a published model's table. */
export const ReportSourceType = { interface: 1, model: 2 } as const;

/** A column or field key: letters, digits and _ (not first); SQL identifiers come only from these. */
export const ZReportField = z
  .string()
  .trim()
  .min(1, 'required')
  .max(64)
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'letters, digits and _ (not first)');

/** How a column's values are shown (and exported). */
export const REPORT_FORMATS = ['text', 'number', 'money', 'percent', 'date', 'datetime'] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];

/** One shown column. */
export const ZReportColumn = z.strictObject({
  /** The row key (model field key or interface result column). */
  field: ZReportField,
  /** Column header. */
  title: ZDisplayName,
  format: z.enum(REPORT_FORMATS).default('text'),
  /** Width in pixels. */
  width: numeric(z.number().int().min(40).max(800)).default(120),
  align: z.enum(['left', 'center', 'right']).default('left'),
  /** Summed in subtotals and the grand total (numbers only). */
  isSum: z.boolean().default(false),
});
export type TReportColumn = z.infer<typeof ZReportColumn>;

/** Grouping of the rows: by one field, with a subtotal row per group and a grand total. */
export const ZReportGroup = z.strictObject({
  field: ZReportField,
  /** A subtotal row after each group. */
  subtotals: z.boolean().default(true),
  /** A grand total row at the end. */
  grandTotal: z.boolean().default(true),
});
export type TReportGroup = z.infer<typeof ZReportGroup>;

/** Kinds of filter: free text, a choice from a dictionary, a date range. */
export const REPORT_FILTER_KINDS = ['text', 'select', 'dateRange'] as const;

/** One filter on the report page. */
export const ZReportFilter = z
  .strictObject({
    /** The key of its value in a run; over a model, the field it filters. */
    field: ZReportField,
    label: ZDisplayName,
    kind: z.enum(REPORT_FILTER_KINDS),
    /** select: the dictionary type whose entries are offered (the entry id is the value). */
    dictionaryId: ZId.nullish(),
    /** Over a data interface: the parameter it fills (a date range: its start). */
    param: ZReportField.nullish(),
    /** Over a data interface, a date range: the parameter of its end. */
    paramEnd: ZReportField.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'select' && !v.dictionaryId)
      ctx.addIssue({ code: 'custom', path: ['dictionaryId'], message: 'required for a select' });
  });
export type TReportFilter = z.infer<typeof ZReportFilter>;

/** Chart types; `table` is a small table of the aggregated values. */
export const REPORT_CHART_TYPES = ['bar', 'line', 'pie', 'table'] as const;
export type TReportChartType = (typeof REPORT_CHART_TYPES)[number];

/** One chart of the result: `y` summed per value of `x`. */
export const ZReportChart = z.strictObject({
  type: z.enum(REPORT_CHART_TYPES),
  title: z.string().trim().max(50).default(''),
  x: ZReportField,
  y: z.array(ZReportField).min(1, 'required').max(5),
});
export type TReportChart = z.infer<typeof ZReportChart>;

/** Create or update a report definition. */
export const ZReportEdit = z
  .strictObject({
    /** The version the edit is based on (from info); absent: the last write wins. */
    version: ZEditVersion,
    fullName: ZDisplayName,
    enCode: ZEnCode,
    /** A ReportSort dictionary entry id. */
    category: ZId,
    sourceType: numeric(z.union([z.literal(1), z.literal(2)])),
    /** The data interface (sourceType 1) or the published model (2). */
    sourceId: ZId,
    columns: z.array(ZReportColumn).min(1, 'required').max(50),
    groupBy: ZReportGroup.nullish(),
    filters: z.array(ZReportFilter).max(20).default([]),
    charts: z.array(ZReportChart).max(8).default([]),
    /** 1 enabled (menus may run it), 0 disabled. */
    state: ZEnabledMark.default(1),
    sortCode: ZSortCode.default(0),
    description: z.string().trim().max(500).nullish(),
  })
  .superRefine((v, ctx) => {
    const cols = v.columns.map((c) => c.field);
    cols.forEach((f, i) => {
      if (cols.indexOf(f) !== i)
        ctx.addIssue({ code: 'custom', path: ['columns', i, 'field'], message: 'repeated' });
    });
    const filters = v.filters.map((f) => f.field);
    filters.forEach((f, i) => {
      if (filters.indexOf(f) !== i)
        ctx.addIssue({ code: 'custom', path: ['filters', i, 'field'], message: 'repeated' });
      if (v.sourceType === 1 && !v.filters[i].param)
        ctx.addIssue({
          code: 'custom',
          path: ['filters', i, 'param'],
          message: 'required over a data interface',
        });
      if (v.sourceType === 1 && v.filters[i].kind === 'dateRange' && !v.filters[i].paramEnd)
        ctx.addIssue({
          code: 'custom',
          path: ['filters', i, 'paramEnd'],
          message: 'required for a date range',
        });
    });
    v.charts.forEach((c, i) => {
      if (!cols.includes(c.x))
        ctx.addIssue({ code: 'custom', path: ['charts', i, 'x'], message: 'not a column' });
      c.y.forEach((y, j) => {
        if (!cols.includes(y))
          ctx.addIssue({ code: 'custom', path: ['charts', i, 'y', j], message: 'not a column' });
      });
    });
  });
export type TReportEdit = z.infer<typeof ZReportEdit>;

/** The report list query: keyword on name and code, category. */
export const ZReportPageQuery = ZPageQuery.extend({ category: ZId.optional() });
export type TReportPageQuery = z.infer<typeof ZReportPageQuery>;

/** A report as the list and the designer read it. */
/** A report as the menu dialog's picker offers it (binding a type-5 menu). */
export const ZReportOption = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  /** 1 enabled; a disabled report's menu runs nothing. */
  state: z.number().int(),
});
export type TReportOption = z.infer<typeof ZReportOption>;

export const ZReportInfo = z.object({
  id: z.string(),
  version: z.number().int(),
  fullName: z.string(),
  enCode: z.string(),
  category: z.string(),
  sourceType: z.number().int(),
  sourceId: z.string(),
  columns: z.array(ZReportColumn),
  groupBy: ZReportGroup.nullable(),
  filters: z.array(ZReportFilter),
  charts: z.array(ZReportChart),
  state: z.number().int(),
  sortCode: z.number().int(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  creatorUser: z.string().optional(),
  lastModifyTime: z.number().nullable(),
});
export type TReportInfo = z.infer<typeof ZReportInfo>;

/** A filter's value: text (text, select) or a [start, end] pair of epoch ms (dateRange). */
const ZFilterValue = z.union([
  z.string().max(200),
  z.tuple([numeric(z.number().int()).nullable(), numeric(z.number().int()).nullable()]),
  z.null(),
]);

/** Run (or export) a report: filter values by filter field, the page. */
export const ZReportRunBody = z.object({
  filters: z.record(ZReportField, ZFilterValue).default({}),
  currentPage: numeric(z.number().int().min(1).max(100_000)).default(1),
  pageSize: numeric(z.number().int().min(1).max(500)).default(20),
});
export type TReportRunBody = z.infer<typeof ZReportRunBody>;

/** An export's body: the report page's filters (every matching row is exported, so no paging). */
export const ZReportExportBody = ZReportRunBody.pick({ filters: true });
export type TReportExportBody = z.infer<typeof ZReportExportBody>;

/** Most rows one export writes (all matching rows, streamed); a larger result is refused: narrow the filters. */
export const REPORT_EXPORT_ROW_CAP = 50_000;

/** A run of an unsaved definition (the designer's live preview). */
export const ZReportPreviewBody = ZReportRunBody.extend({ definition: ZReportEdit });

/** Sums of the summed columns, by field. */
const ZSums = z.record(z.string(), z.number());

/** One group of the whole result: its value, row count and sums. */
export const ZReportGroupTotal = z.object({ value: z.unknown(), count: z.number().int(), sums: ZSums });

/** One chart's data over the whole result: categories and one series per y field. */
export const ZReportChartData = z.object({
  categories: z.array(z.string()),
  series: z.array(z.object({ field: z.string(), data: z.array(z.number()) })),
});
export type TReportChartData = z.infer<typeof ZReportChartData>;

/** A run's answer: the page of rows, every group's subtotal, the grand total and each chart's data. */
export const ZReportRunResult = z.object({
  list: z.array(z.record(z.string(), z.unknown())),
  pagination: z.object({ currentPage: z.number(), pageSize: z.number(), total: z.number() }),
  groups: z.array(ZReportGroupTotal),
  total: z.object({ count: z.number().int(), sums: ZSums }).nullable(),
  chartData: z.array(ZReportChartData),
});
export type TReportRunResult = z.infer<typeof ZReportRunResult>;

/** One line of a shown report: a row of the result, a group's subtotal, or the grand total. */
export type TReportLine =
  | { kind: 'row'; row: Record<string, unknown> }
  | { kind: 'subtotal'; value: unknown; count: number; sums: Record<string, number> }
  | { kind: 'total'; count: number; sums: Record<string, number> };

/**
 * The lines of one page as shown and exported: the page's rows (ordered by the group field on the server), a
 * subtotal after the last row of each group that ends on this page, and the grand total after the last page's rows.
 */
export function reportLines(result: TReportRunResult, group: TReportGroup | null | undefined): TReportLine[] {
  const { list, pagination, groups, total } = result;
  const offset = (pagination.currentPage - 1) * pagination.pageSize;
  const lines: TReportLine[] = [];
  // Where each group ends in the whole result (rows and groups come in the same order).
  const ends = new Map<number, (typeof groups)[number]>();
  let seen = 0;
  for (const g of groups) {
    seen += g.count;
    ends.set(seen, g);
  }
  list.forEach((row, i) => {
    lines.push({ kind: 'row', row });
    const end = group?.subtotals ? ends.get(offset + i + 1) : undefined;
    if (end) lines.push({ kind: 'subtotal', value: end.value, count: end.count, sums: end.sums });
  });
  const isLast = offset + list.length >= pagination.total;
  if (total && group?.grandTotal !== false && isLast) lines.push({ kind: 'total', ...total });
  return lines;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's text in a column's format (numbers with separators, money with 2 decimals, dates from epoch ms). */
export function formatReportValue(v: unknown, format: TReportFormat): string {
  if (v === null || v === undefined || v === '') return '';
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (format === 'number' && Number.isFinite(n))
    return n.toLocaleString('en-US', { maximumFractionDigits: 4 });
  if (format === 'money' && Number.isFinite(n))
    return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (format === 'percent' && Number.isFinite(n)) return `${(n * 100).toFixed(2)}%`;
  if ((format === 'date' || format === 'datetime') && Number.isFinite(n)) {
    const d = new Date(n);
    const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    return format === 'date'
      ? day
      : `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }
  if (Array.isArray(v)) return v.map((x) => formatReportValue(x, 'text')).join(',');
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v) ?? '';
}

/** Labels of the subtotal and grand total lines (the page and the exported sheet). */
export const REPORT_LINE_LABELS: Readonly<Record<'subtotal' | 'total', Readonly<Record<TLanguage, string>>>> =
  {
    subtotal: { zh: '小计', zhtw: '小計', en: 'Subtotal' },
    total: { zh: '合计', zhtw: '合計', en: 'Total' },
  };

/** The cells of one shown line under `columns`: a total line puts its label (and group) first, then its sums. */
export function reportLineCells(
  line: TReportLine,
  columns: readonly TReportColumn[],
  lang: TLanguage,
): string[] {
  if (line.kind === 'row') return columns.map((c) => formatReportValue(line.row[c.field], c.format));
  const label =
    line.kind === 'subtotal'
      ? `${REPORT_LINE_LABELS.subtotal[lang]} ${formatReportValue(line.value, 'text')} (${line.count})`
      : `${REPORT_LINE_LABELS.total[lang]} (${line.count})`;
  return columns.map((c, i) =>
    c.isSum ? formatReportValue(line.sums[c.field] ?? 0, c.format) : i === 0 ? label : '',
  );
}

/** Messages of data reports. */
export const REPORT_MESSAGES = {
  'report.codeExists': {
    zh: '报表编码（enCode）已存在',
    zhtw: '報表編碼（enCode）已存在',
    en: 'A report with this code (enCode) already exists',
  },
  'report.nameExists': {
    zh: '报表名称（fullName）已存在',
    zhtw: '報表名稱（fullName）已存在',
    en: 'A report with this name (fullName) already exists',
  },
  'report.exportTooLarge': {
    zh: '导出 {count} 行超过上限 {max} 行，请缩小筛选范围',
    zhtw: '匯出 {count} 列超過上限 {max} 列，請縮小篩選範圍',
    en: 'The export has {count} rows, more than the limit of {max}: narrow the filters',
  },
} as const satisfies Record<string, TText>;
