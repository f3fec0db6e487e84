import type { TReportChart, TReportColumn, TReportFilter, TReportGroup } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, rowVersion } from '../../db/columns.ts';
import { uniqueRefusal } from '../../lib/unique.ts';

/**
 * Data reports (menu type 5): a source (a data interface or a published model's table), the shown columns, the
 * grouping with subtotals, the filters and the charts. `enabledMark` is the report's state (0: menus cannot run it).
 */
export const dataReports = pgTable(
  'base_data_report',
  {
    id: text().primaryKey(),
    fullName: text().notNull(),
    enCode: text().notNull(),
    /** ReportSort dictionary entry id. */
    category: text().notNull(),
    /** 1 data interface, 2 published model. */
    sourceType: integer().notNull(),
    /** The data interface or model id. */
    sourceId: text().notNull(),
    columns: jsonb().$type<TReportColumn[]>().notNull(),
    groupBy: jsonb().$type<TReportGroup | null>(),
    filters: jsonb().$type<TReportFilter[]>().notNull(),
    charts: jsonb().$type<TReportChart[]>().notNull(),
    ...auditColumns(),
    version: rowVersion(),
  },
  (t) => [
    index('base_data_report_category_idx').on(t.category),
    uniqueIndex(uniqueRefusal('base_data_report_en_code_uq', 'report.codeExists'))
      .on(t.enCode)
      .where(sql`${t.deleteTime} is null`),
  ],
);
