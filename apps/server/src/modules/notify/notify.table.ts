import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { millis } from '../../db/columns.ts';

/**
 * Outgoing email and SMS, one row per message and recipient: sent, not sent (no channel configured, no address) or
 * failed after its retries, with the reason. Bodies of verification codes are never stored.
 */
export const notifyLogs = pgTable(
  'base_notify_log',
  {
    /** The outbox row that carried it (a retry updates the same row), or a fresh id for a direct send. */
    id: text().primaryKey(),
    /** "email" or "sms". */
    channel: text().notNull(),
    userId: text(),
    /** The address or mobile number ('' when the user has none). */
    recipient: text().notNull(),
    subject: text().notNull().default(''),
    /** Who asked: "workflow.audit", "auth.smsCode" … */
    source: text().notNull(),
    /** 1 sent, 0 not sent (see reason), -1 failed after its retries. */
    status: integer().notNull(),
    reason: text(),
    attempts: integer().notNull().default(1),
    createdTime: millis().notNull(),
  },
  (t) => [index('base_notify_log_time_idx').on(t.createdTime)],
);
