import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, millis, rowVersion } from '../../db/columns.ts';
import { uniqueRefusal } from '../../lib/unique.ts';

/** Numbering rules (contract §3.5). Numbers are handed out by one atomic UPDATE of the rule's row. */
export const billRules = pgTable(
  'base_bill_rule',
  {
    id: text().primaryKey(),
    fullName: text().notNull(),
    enCode: text().notNull(),
    prefix: text().notNull().default(''),
    /** 'yyyyMMdd' | 'yyyyMM' | 'yyyy' | 'no'. */
    dateFormat: text().notNull().default('yyyyMMdd'),
    /** Serial width. */
    digit: integer().notNull(),
    /** First serial of each date period, as digits. */
    startNumber: text().notNull(),
    /** Serials issued in the current date period. */
    thisNumber: integer().notNull().default(0),
    /** Date part of the last number ('' for 'no'); a different one restarts the serial. */
    lastDate: text(),
    /** The last number issued. */
    outputNumber: text(),
    ...auditColumns(),
    version: rowVersion(),
  },
  (t) => [
    index('base_bill_rule_encode_idx').on(t.enCode),
    // A code is unique among the live rules (billRuleClashes).
    uniqueIndex(uniqueRefusal('base_bill_rule_en_code_uq', 'billRule.exists'))
      .on(t.enCode)
      .where(sql`${t.deleteTime} is null`),
  ],
);

/** A number shown in a form preview, kept per user and rule until it expires. */
export const billNumberReservations = pgTable(
  'base_bill_number_reservation',
  {
    ruleId: text().notNull(),
    userId: text().notNull(),
    number: text().notNull(),
    expiresAt: millis().notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.userId] })],
);
