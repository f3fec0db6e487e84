import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { millis } from '../../db/columns.ts';

/** Uploaded files: the stored name is generated; the client's name is kept only for display. */
export const files = pgTable(
  'base_file',
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    storedName: text().notNull(),
    originalName: text().notNull(),
    size: integer().notNull(),
    mime: text().notNull(),
    creatorUserId: text(),
    creatorTime: millis().notNull(),
  },
  (t) => [
    uniqueIndex('base_file_stored_uq').on(t.kind, t.storedName),
    index('base_file_creator_idx').on(t.creatorUserId),
  ],
);
