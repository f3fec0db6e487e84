import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, rowVersion } from '../../db/columns.ts';
import { uniqueRefusal } from '../../lib/unique.ts';

/** Positions within an organisation (contract §3.7). */
export const positions = pgTable(
  'base_position',
  {
    id: text().primaryKey(),
    fullName: text().notNull(),
    enCode: text().notNull(),
    /** PositionType dictionary enCode. */
    type: text(),
    organizeId: text().notNull(),
    propertyJson: text(),
    ...auditColumns(),
    version: rowVersion(),
  },
  (t) => [
    index('base_position_organize_idx').on(t.organizeId),
    // A code is unique among the live positions of an organisation (findPositionClash).
    uniqueIndex(uniqueRefusal('base_position_en_code_uq', 'position.codeExists'))
      .on(t.organizeId, t.enCode)
      .where(sql`${t.deleteTime} is null`),
  ],
);
