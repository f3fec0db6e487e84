import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { millis } from '../../db/columns.ts';

/** Sessions: the token's SHA-256 is the key; the token itself is never stored. */
export const sessions = pgTable(
  'base_session',
  {
    id: text().primaryKey(),
    userId: text().notNull(),
    createdAt: millis().notNull(),
    lastSeenAt: millis().notNull(),
    /** Absolute end of life. */
    expiresAt: millis().notNull(),
    revokedAt: millis(),
    /** 'logout' | 'kicked' | 'replaced' | 'password'. */
    revokeReason: text(),
    ip: text().notNull().default(''),
    ipPlace: text().notNull().default(''),
    platform: text().notNull().default(''),
    userAgent: text().notNull().default(''),
  },
  (t) => [index('base_session_user_idx').on(t.userId)],
);

/** Failed sign-in counters per account and per IP (lockout and backoff across processes). */
export const loginThrottles = pgTable('base_login_throttle', {
  /** 'acct:<account>' or 'ip:<address>'. */
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStart: millis().notNull(),
  lockedUntil: millis(),
});

/** SMS sign-in codes, hashed; one live code per mobile. */
export const smsCodes = pgTable('base_sms_code', {
  mobile: text().primaryKey(),
  codeHash: text().notNull(),
  sentAt: millis().notNull(),
  expiresAt: millis().notNull(),
  attempts: integer().notNull().default(0),
});

/** Scan sign-in tickets (QR): the QR holds the ticket, the waiting page also holds the poll key. */
export const qrTickets = pgTable('base_qr_ticket', {
  /** SHA-256 of the ticket. */
  id: text().primaryKey(),
  /** SHA-256 of the poll key. */
  pollKeyHash: text().notNull(),
  /** 'waiting' | 'scanned' | 'confirmed' | 'consumed'. */
  status: text().notNull(),
  userId: text(),
  createdAt: millis().notNull(),
  expiresAt: millis().notNull(),
});
