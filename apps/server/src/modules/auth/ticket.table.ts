import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { millis } from '../../db/columns.ts';

/** One-time view tickets (menu type 6): the ticket's SHA-256 is the key; the ticket itself is never stored. */
export const viewTickets = pgTable(
  'base_view_ticket',
  {
    /** SHA-256 of the ticket. */
    id: text().primaryKey(),
    /** Who the ticket signs in. */
    userId: text().notNull(),
    /** The session that asked for it. */
    sessionId: text().notNull(),
    createdAt: millis().notNull(),
    /** 60 s after creation. */
    expiresAt: millis().notNull(),
    /** Set by the one exchange it allows. */
    usedAt: millis(),
  },
  (t) => [index('base_view_ticket_expires_idx').on(t.expiresAt)],
);
