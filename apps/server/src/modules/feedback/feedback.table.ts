import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { millis } from '../../db/columns.ts';

/** 意见反馈: what signed-in users send from the navbar, for administrators to read and mark handled. */
export const feedbacks = pgTable(
  'base_feedback',
  {
    id: text().primaryKey(),
    content: text().notNull(),
    /** How to reach the writer, if they gave a way. */
    contact: text(),
    /** The screen the writer was on. */
    pagePath: text(),
    /** 0 new, 1 handled. */
    state: integer().notNull().default(0),
    creatorTime: millis().notNull(),
    /** The writer. */
    creatorUserId: text().notNull(),
    handledTime: millis(),
    handledUserId: text(),
  },
  (t) => [
    index('base_feedback_created_idx').on(t.creatorTime),
    index('base_feedback_writer_idx').on(t.creatorUserId, t.creatorTime),
  ],
);
