import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { auditColumns, millis, rowVersion } from '../../db/columns.ts';

/** Notices (type 1) and system messages (type 2) (contract §3.1). enabledMark: 0 draft, 1 released. */
export const messages = pgTable(
  'base_message',
  {
    id: text().primaryKey(),
    type: integer().notNull(),
    title: text().notNull(),
    /** Notice: sanitised HTML; system message: JSON `{type, id}`. */
    bodyText: text().notNull().default(''),
    priorityLevel: integer().notNull().default(1),
    /** JSON `{userIds, organizeIds, roleIds}`; null = every user. */
    recipients: text(),
    releaseTime: millis(),
    ...auditColumns(),
    version: rowVersion(),
  },
  (t) => [index('base_message_type_idx').on(t.type, t.creatorTime)],
);

/** One row per recipient of a released message: the read receipt. */
export const messageReceives = pgTable(
  'base_message_receive',
  {
    messageId: text().notNull(),
    userId: text().notNull(),
    /** Copy of the message type, so unread counts are one index range. */
    type: integer().notNull(),
    isRead: integer().notNull().default(0),
    readTime: millis(),
    readCount: integer().notNull().default(0),
    creatorTime: millis().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('base_message_receive_user_idx').on(t.userId, t.isRead, t.type),
  ],
);
