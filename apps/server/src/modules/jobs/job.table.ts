import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { millis } from '../../db/columns.ts';

/** Background jobs (imports) with progress any server process can report. */
export const jobs = pgTable(
  'base_job',
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    /** 'running' | 'done' | 'failed'. */
    status: text().notNull(),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    /** JSON text: counts, row errors, a one-time note. */
    result: text().notNull().default('{}'),
    creatorUserId: text().notNull(),
    creatorTime: millis().notNull(),
    lastModifyTime: millis().notNull(),
  },
  (t) => [index('base_job_creator_idx').on(t.creatorUserId)],
);
