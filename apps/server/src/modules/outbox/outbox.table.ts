import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { millis } from '../../db/columns.ts';

/**
 * The transactional outbox: a row written in the same transaction as the change it announces (a push, a message,
 * the engine's events), delivered after commit by the dispatcher of any process, once per row.
 */
export const outboxMessages = pgTable(
  'base_outbox',
  {
    id: text().primaryKey(),
    topic: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    createdTime: millis().notNull(),
    /** When the sweep may take it: after a grace period (the writing process delivers it at once), or a back-off. */
    availableAt: millis().notNull(),
    /** Failed deliveries so far. */
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** Set in the transaction that delivered it; null while waiting. */
    deliveredTime: millis(),
  },
  (t) => [
    index('base_outbox_waiting_idx')
      .on(t.availableAt)
      .where(sql`${t.deliveredTime} is null`),
    index('base_outbox_delivered_idx').on(t.deliveredTime),
  ],
);
