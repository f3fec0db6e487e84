import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, rowVersion } from '../../db/columns.ts';
import { uniqueRefusal } from '../../lib/unique.ts';

/** Companies and departments in one tree (contract §3.6). parentId '-1' = top. */
export const organizes = pgTable(
  'base_organize',
  {
    id: text().primaryKey(),
    parentId: text().notNull().default('-1'),
    /** 'company' | 'department'. */
    category: text().notNull(),
    enCode: text().notNull(),
    fullName: text().notNull(),
    managerId: text(),
    /** Company extras as JSON text. */
    propertyJson: text(),
    ...auditColumns(),
    version: rowVersion(),
  },
  (t) => [
    index('base_organize_parent_idx').on(t.parentId),
    // A code is unique, ignoring case, among the live organisations (findOrgClash).
    uniqueIndex(uniqueRefusal('base_organize_en_code_uq', 'org.codeExists'))
      .on(sql`lower(${t.enCode})`)
      .where(sql`${t.deleteTime} is null`),
  ],
);
