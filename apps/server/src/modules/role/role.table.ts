import { pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.ts';

/** Roles (contract §3.9). */
export const roles = pgTable('base_role', {
  id: text().primaryKey(),
  fullName: text().notNull(),
  enCode: text().notNull(),
  /** RoleType dictionary enCode. */
  type: text(),
  propertyJson: text(),
  ...auditColumns(),
});
