import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { millis } from '../../db/columns.ts';

/** Log categories (contract §3.13). */
export const LogCategory = { login: 1, operation: 3, exception: 4, request: 5 } as const;

/** System log (BASE_SYSLOG): sign-ins, requests, exceptions, operations. */
export const sysLogs = pgTable(
  'base_sys_log',
  {
    id: text().primaryKey(),
    category: integer().notNull(),
    userId: text(),
    userName: text(),
    ipAddress: text(),
    ipAddressName: text(),
    requestUrl: text(),
    requestMethod: text(),
    requestDuration: integer(),
    statusCode: integer(),
    /** A summary code of LOG_SUMMARIES (older rows: the summary as text; exception rows: the error). */
    abstracts: text(),
    /** The summary's parameters as JSON text (noun, record id, name, counts…). */
    abstractParams: text(),
    /** The detail as JSON text: operation changes, request and sign-in details; exception rows: the stack. */
    json: text(),
    platForm: text(),
    moduleName: text(),
    creatorTime: millis().notNull(),
  },
  (t) => [
    index('base_sys_log_cat_time_idx').on(t.category, t.creatorTime),
    index('base_sys_log_user_idx').on(t.userId),
  ],
);
