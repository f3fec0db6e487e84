import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.ts';

/** Dictionary types, a tree of folders and types (contract §3.4). parentId '-1' = top. */
export const dictionaryTypes = pgTable(
  'base_dictionary_type',
  {
    id: text().primaryKey(),
    parentId: text().notNull().default('-1'),
    fullName: text().notNull(),
    enCode: text().notNull(),
    /** 1 when the type's data is a tree. */
    isTree: integer().notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('base_dictionary_type_parent_idx').on(t.parentId)],
);

/** Dictionary entries of a type. parentId '0' = top. */
export const dictionaryData = pgTable(
  'base_dictionary_data',
  {
    id: text().primaryKey(),
    dictionaryTypeId: text().notNull(),
    parentId: text().notNull().default('0'),
    fullName: text().notNull(),
    enCode: text().notNull(),
    simpleSpelling: text(),
    isDefault: integer().notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('base_dictionary_data_type_idx').on(t.dictionaryTypeId)],
);
