import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, millis, rowVersion } from '../../db/columns.ts';
import { uniqueRefusal } from '../../lib/unique.ts';

/** Data interfaces (contract §3.3): 1 SQL, 2 static JSON, 3 HTTP API. */
export const dataInterfaces = pgTable(
  'base_data_interface',
  {
    id: text().primaryKey(),
    /** DataInterfaceType dictionary entry id. */
    categoryId: text().notNull(),
    fullName: text().notNull(),
    enCode: text().notNull(),
    dataType: integer().notNull(),
    /** '0' = the application database. */
    dbLinkId: text().notNull().default('0'),
    query: text().notNull().default(''),
    path: text().notNull().default(''),
    requestMethod: text().notNull().default('get'),
    responseType: text().notNull().default('json'),
    /** JSON `[{field, value}]`. */
    requestParameters: text().notNull().default('[]'),
    /** checkType 2: comma-separated IP allow-list. */
    requestHeaders: text().notNull().default(''),
    /** 0 anyone, 1 signed-in, 2 IP allow-list. */
    checkType: integer().notNull().default(1),
    ...auditColumns(),
    version: rowVersion(),
  },
  (t) => [
    index('base_data_interface_category_idx').on(t.categoryId),
    // A code is unique among the live interfaces (interfaceClashes).
    uniqueIndex(uniqueRefusal('base_data_interface_en_code_uq', 'dataInterface.exists'))
      .on(t.enCode)
      .where(sql`${t.deleteTime} is null`),
  ],
);

/** One row per call of an interface. */
export const dataInterfaceLogs = pgTable(
  'base_data_interface_log',
  {
    id: text().primaryKey(),
    invokId: text().notNull(),
    invokTime: millis().notNull(),
    /** Duration in ms. */
    invokWasteTime: integer().notNull(),
    userId: text(),
    invokIp: text().notNull().default(''),
    invokDevice: text().notNull().default(''),
    rowCount: integer().notNull().default(0),
    /** 1 answered, 0 refused or failed. */
    isOk: integer().notNull().default(1),
    errorMessage: text(),
  },
  (t) => [index('base_data_interface_log_invok_idx').on(t.invokId, t.invokTime)],
);
