import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { millis } from '../../db/columns.ts';

/** Chat messages (contract §7 BASE_IMCONTENT): one row per message, media content as JSON text. */
export const imContents = pgTable(
  'base_im_content',
  {
    id: text().primaryKey(),
    /** The two users sorted and joined with ':', so both directions share one history index. */
    conversation: text().notNull(),
    sendUserId: text().notNull(),
    sendTime: millis().notNull(),
    receiveUserId: text().notNull(),
    /** When the receiver read it; null while unread. */
    receiveTime: millis(),
    /** Text, or `{"path","width","height"}` / `{"path","length"}` for image and voice. */
    content: text().notNull(),
    /** text, image or voice. */
    contentType: text().notNull(),
    /** 0 unread, 1 read. */
    state: integer().notNull().default(0),
  },
  (t) => [
    index('base_im_content_conv_idx').on(t.conversation, t.sendTime, t.id),
    index('base_im_content_unread_idx')
      .on(t.receiveUserId, t.sendUserId, t.sendTime)
      .where(sql`${t.state} = 0`),
  ],
);

/** Server processes holding chat sockets; a process whose heartbeat stops is treated as gone. */
export const imNodes = pgTable('base_im_node', {
  id: text().primaryKey(),
  startedAt: millis().notNull(),
  heartbeatAt: millis().notNull(),
});

/** Open chat sockets after OnConnection (presence and the online-users screen, across processes). */
export const imConnections = pgTable(
  'base_im_connection',
  {
    id: text().primaryKey(),
    nodeId: text().notNull(),
    userId: text().notNull(),
    /** The session the socket is bound to (SHA-256 of the token). */
    sessionId: text().notNull(),
    ip: text().notNull(),
    /** 'Web' or 'App' (mobileDevice). */
    platform: text().notNull(),
    connectedAt: millis().notNull(),
    /** Last frame from the client (written at most once a minute). */
    lastActiveAt: millis().notNull(),
  },
  (t) => [
    index('base_im_connection_user_idx').on(t.userId),
    index('base_im_connection_node_idx').on(t.nodeId),
  ],
);
