import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { millis } from '../../db/columns.ts';

/** Grants (BASE_AUTHORIZE, contract §3.11): an item given to a role, position or user. */
export const authorizes = pgTable(
  'base_authorize',
  {
    id: text().primaryKey(),
    /** 'module' | 'button' | 'column' | 'form' | 'resource'. */
    itemType: text().notNull(),
    itemId: text().notNull(),
    /** 'Role' | 'Position' | 'User'. */
    objectType: text().notNull(),
    objectId: text().notNull(),
    creatorTime: millis().notNull(),
    creatorUserId: text(),
  },
  (t) => [
    uniqueIndex('base_authorize_uq').on(t.objectType, t.objectId, t.itemType, t.itemId),
    index('base_authorize_item_idx').on(t.itemType, t.itemId),
  ],
);
