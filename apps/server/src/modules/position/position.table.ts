import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.ts';

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
  },
  (t) => [index('base_position_organize_idx').on(t.organizeId)],
);
