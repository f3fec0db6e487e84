import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, rowVersion } from '../../db/columns.ts';
import { uniqueRefusal } from '../../lib/unique.ts';

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
    version: rowVersion(),
  },
  (t) => [
    index('base_dictionary_type_parent_idx').on(t.parentId),
    // A code is unique among the live types (typeClashes).
    uniqueIndex(uniqueRefusal('base_dictionary_type_en_code_uq', 'dictionary.typeExists'))
      .on(t.enCode)
      .where(sql`${t.deleteTime} is null`),
  ],
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
    version: rowVersion(),
  },
  (t) => [
    index('base_dictionary_data_type_idx').on(t.dictionaryTypeId),
    // A code is unique among the live entries of a type (dataClashes).
    uniqueIndex(uniqueRefusal('base_dictionary_data_en_code_uq', 'dictionary.dataExists'))
      .on(t.dictionaryTypeId, t.enCode)
      .where(sql`${t.deleteTime} is null`),
  ],
);
