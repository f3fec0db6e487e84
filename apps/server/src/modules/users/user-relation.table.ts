import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { millis } from '../../db/columns.ts';

/** Membership of users in roles and positions (contract §3.10): the one source of truth. */
export const userRelations = pgTable(
  'base_user_relation',
  {
    id: text().primaryKey(),
    userId: text().notNull(),
    /** 'Role' | 'Position'. */
    objectType: text().notNull(),
    objectId: text().notNull(),
    sortCode: integer().notNull().default(0),
    creatorTime: millis().notNull(),
  },
  (t) => [
    uniqueIndex('base_user_relation_uq').on(t.userId, t.objectType, t.objectId),
    index('base_user_relation_object_idx').on(t.objectType, t.objectId),
  ],
);
