import {
  Code,
  REPORT_EXPORT_ROW_CAP,
  ReportSourceType,
  reportLines,
  type TReportEdit,
  type TReportExportBody,
  type TReportLine,
  type TReportRunBody,
  type TReportRunResult,
} from '@app/contracts';
import type { TAppContext } from '../../app-context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { TAuth } from '../auth/auth.types.ts';
import type { TCaller } from '../data-interface/data-interface.runner.ts';
import type { DataInterfaceService } from '../data-interface/data-interface.service.ts';
import { displayRows } from '../visualdev/runtime/display-names.ts';
import { fromColumnValue, type TBoundField } from '../visualdev/runtime/record-values.ts';
import type { RuntimeService } from '../visualdev/runtime/runtime.service.ts';
import type { AggregateCache } from './report-cache.ts';
import {
  CHART_CATEGORY_CAP,
  GROUP_CAP,
  modelFields,
  runModelReport,
  select,
  selectModelRows,
} from './report-model.ts';
import { aggregateRows, toRunResult, type TRawResult } from './report-result.ts';

type TRow = Record<string, unknown>;
/** What a run needs of a definition (a stored report, or the designer's unsaved one). */
export type TRunDef = Pick<TReportEdit, 'sourceId' | 'columns' | 'groupBy' | 'filters' | 'charts'> & {
  sourceType: number;
};

type TDeps = Pick<TAppContext, 'db' | 'orgs' | 'relationNames' | 'now'> & {
  runtime: Pick<RuntimeService, 'model' | 'scope'>;
  dataInterfaces: Pick<DataInterfaceService, 'run'>;
  /** Aggregates shared by concurrent runs and reused for a few seconds (one per process, built by composition). */
  aggregates: AggregateCache;
};

/** The rows of an interface's data: an array of objects, or the `list` / `data` / `rows` array of an object. */
function rowsOf(data: unknown): TRow[] {
  const isRow = (r: unknown): r is TRow => typeof r === 'object' && r !== null && !Array.isArray(r);
  if (Array.isArray(data)) return data.filter(isRow);
  if (isRow(data))
    for (const k of ['list', 'data', 'rows']) if (Array.isArray(data[k])) return rowsOf(data[k]);
  return [];
}

/** The interface parameters the filter values fill (a date range fills its start and end parameters). */
function interfaceParams(def: TRunDef, body: TReportRunBody): Record<string, string> {
  const given: Record<string, string> = {};
  for (const f of def.filters) {
    const v = body.filters[f.field];
    if (v === undefined || v === null || v === '' || !f.param) continue;
    if (f.kind === 'dateRange') {
      if (!Array.isArray(v)) throw badRequest(`body.filters.${f.field}: must be [start, end]`);
      if (v[0] !== null) given[f.param] = String(v[0]);
      if (v[1] !== null && f.paramEnd) given[f.paramEnd] = String(v[1]);
    } else {
      if (typeof v !== 'string') throw badRequest(`body.filters.${f.field}: must be text`);
      given[f.param] = v;
    }
  }
  return given;
}

/** Rows an export reads and writes per batch (memory stays flat whatever the row count). */
const EXPORT_BATCH = 1000;

/** An export over more rows than the cap is refused before a byte is written (400 with the count and the cap). */
function assertExportable(count: number) {
  if (count > REPORT_EXPORT_ROW_CAP)
    throw new AppError(Code.badRequest, 'report.exportTooLarge', { count, max: REPORT_EXPORT_ROW_CAP });
}

/** Filter values naming no filter of the report are refused (400 naming the key). */
function assertKnownFilters(def: TRunDef, body: TReportRunBody) {
  const known = new Set(def.filters.map((f) => f.field));
  const bad = Object.keys(body.filters).find((k) => !known.has(k));
  if (bad) throw badRequest(`body.filters.${bad}: not a filter of this report`);
}

/**
 * Runs reports: over a data interface through the interface's own run (its access check, SQL guard, parameters,
 * HTTP guard, row cap and call log), grouped and paged in memory; over a model's table in SQL inside the caller's
 * data scope on the pages that admitted the call (`pages`), with display values (names, option labels, dates).
 */
export class ReportRunner {
  constructor(private readonly c: TDeps) {}

  /** One run: the page, its groups with subtotals, the grand total and the charts. */
  async run(
    auth: TAuth,
    caller: TCaller,
    def: TRunDef,
    body: TReportRunBody,
    pages: readonly string[],
  ): Promise<TReportRunResult> {
    assertKnownFilters(def, body);
    if (def.sourceType === ReportSourceType.interface) {
      const result = await this.c.dataInterfaces.run(def.sourceId, caller, interfaceParams(def, body));
      const raw = aggregateRows(rowsOf(result.data), def, body, {
        groups: GROUP_CAP,
        categories: CHART_CATEGORY_CAP,
      });
      return toRunResult(raw, def, body, { rows: raw.rows, groupValues: [], chartKeys: [] });
    }
    const m = await this.model(def);
    const fields = modelFields(m, def, 'report');
    const scope = await this.c.runtime.scope(auth, m, pages);
    const raw = await runModelReport(this.c.db, m, def, body, scope, (q) =>
      this.c.aggregates.read(q, (x) => select(this.c.db, x)),
    );
    return toRunResult(raw, def, body, await this.shown(def, fields, raw));
  }

  /**
   * Every row the filters admit (no paging) as the report page shows them, with the groups' subtotal lines and the
   * grand total, in batches: over a model, each batch is one query in the caller's data scope, so a large export
   * never sits in memory. Checked (filters, source, row cap) before the first batch is asked for.
   */
  async export(
    auth: TAuth,
    caller: TCaller,
    def: TRunDef,
    filters: TReportExportBody['filters'],
    pages: readonly string[],
  ): Promise<AsyncGenerator<TReportLine[]>> {
    const flat = { ...def, charts: [] };
    const body: TReportRunBody = { filters, currentPage: 1, pageSize: EXPORT_BATCH };
    assertKnownFilters(def, body);
    if (def.sourceType === ReportSourceType.interface) {
      const all = rowsOf(
        (await this.c.dataInterfaces.run(def.sourceId, caller, interfaceParams(def, body))).data,
      );
      assertExportable(all.length);
      const whole = { ...body, pageSize: Math.max(1, all.length) };
      const raw = aggregateRows(all, flat, whole, { groups: GROUP_CAP, categories: CHART_CATEGORY_CAP });
      const result = toRunResult(raw, flat, whole, { rows: raw.rows, groupValues: [], chartKeys: [] });
      return (async function* () {
        yield reportLines(result, def.groupBy);
      })();
    }
    const m = await this.model(def);
    const fields = modelFields(m, flat, 'report');
    const scope = await this.c.runtime.scope(auth, m, pages);
    // Not through the aggregate cache: the subtotals must count the rows the batches read now.
    const first = await runModelReport(this.c.db, m, flat, body, scope);
    assertExportable(first.count);
    const { groupValues } = await this.shown(flat, fields, first);
    const batch = async (page: number) => {
      const at = { ...body, currentPage: page };
      const rows = page === 1 ? first.rows : await selectModelRows(this.c.db, m, flat, at, scope);
      const { rows: shown } = await this.shown(flat, fields, { ...first, rows, groups: [] });
      return {
        rows,
        lines: reportLines(
          toRunResult(first, flat, at, { rows: shown, groupValues, chartKeys: [] }),
          def.groupBy,
        ),
      };
    };
    return (async function* () {
      // Until a short batch (a count under capped groups is a floor), and never past the cap.
      for (let page = 1; (page - 1) * EXPORT_BATCH < REPORT_EXPORT_ROW_CAP; page++) {
        const { rows, lines } = await batch(page);
        yield lines;
        if (rows.length < EXPORT_BATCH) return;
      }
    })();
  }

  /** The published model a definition reads (an unpublished one is the caller's 400). */
  private model(def: TRunDef) {
    return this.c.runtime.model(def.sourceId).catch((err: unknown) => {
      if (err instanceof AppError) throw badRequest('sourceId: the model is not published');
      throw err;
    });
  }

  /** Stored values of a model run as the runtime shows them (names, option labels, formatted dates). */
  private async shown(def: TRunDef, fields: Map<string, TBoundField>, raw: TRawResult) {
    const show = async (keys: string[], rows: TRow[]) => {
      const bound = keys.map((k) => fields.get(k)!);
      const stored = rows.map((r) =>
        Object.fromEntries(bound.map((b) => [b.f.key, fromColumnValue(b, r[b.f.key])])),
      );
      return displayRows(
        this.c,
        bound.map((b) => b.f),
        stored,
      );
    };
    const group = def.groupBy?.field;
    const [rows, groups, ...charts] = await Promise.all([
      show(
        def.columns.map((c) => c.field),
        raw.rows,
      ),
      group
        ? show(
            [group],
            raw.groups.map((g) => ({ [group]: g.value })),
          )
        : Promise.resolve([]),
      ...def.charts.map((c, i) =>
        show(
          [c.x],
          raw.charts[i].keys.map((k) => ({ [c.x]: k })),
        ),
      ),
    ]);
    return {
      rows,
      groupValues: group ? groups.map((g) => g[group]) : [],
      chartKeys: def.charts.map((c, i) => charts[i].map((r) => r[c.x])),
    };
  }
}
