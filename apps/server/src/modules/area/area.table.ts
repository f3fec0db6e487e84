import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.ts';
import { uniqueRefusal } from '../../lib/unique.ts';

/** Administrative areas (contract §3.2), seeded from GB/T 2260 codes; parentId '-1' = province level. */
export const areas = pgTable(
  'base_province',
  {
    id: text().primaryKey(),
    parentId: text().notNull().default('-1'),
    enCode: text().notNull(),
    fullName: text().notNull(),
    /** Upper-case pinyin initials for search. */
    quickQuery: text().notNull().default(''),
    /** The division's own level: 1 province, 2 prefecture, 3 county, 4 township, 5 village (area-level.ts). */
    type: integer().notNull().default(1),
    ...auditColumns(),
  },
  (t) => [
    index('base_province_parent_idx').on(t.parentId, t.sortCode),
    index('base_province_code_idx').on(t.enCode),
    // A code is unique among the live areas (areaClashes).
    uniqueIndex(uniqueRefusal('base_province_en_code_uq', 'area.exists'))
      .on(t.enCode)
      .where(sql`${t.deleteTime} is null`),
  ],
);
