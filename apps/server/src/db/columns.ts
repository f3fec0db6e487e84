import { bigint, integer, text } from 'drizzle-orm/pg-core';

/** Epoch-millisecond timestamp column (dates travel as epoch ms end to end: ADR 0003). */
export const millis = () => bigint({ mode: 'number' });

/**
 * Row version of a record edited by several people: every update adds one, and an edit based on an older version
 * is refused (lib/versioned.ts).
 */
export const rowVersion = () => integer().notNull().default(0);

/** Audit and soft-delete columns shared by the entity tables (contract §1.2). */
export function auditColumns() {
  return {
    /** Display order, ascending. */
    sortCode: integer().notNull().default(0),
    /** 1 enabled, 0 disabled. */
    enabledMark: integer().notNull().default(1),
    description: text(),
    creatorTime: millis().notNull(),
    creatorUserId: text(),
    lastModifyTime: millis(),
    lastModifyUserId: text(),
    /** Soft delete: null alive, set when deleted. */
    deleteTime: millis(),
    deleteUserId: text(),
  };
}
