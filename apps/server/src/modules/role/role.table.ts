import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, rowVersion } from '../../db/columns.ts';
import { uniqueRefusal } from '../../lib/unique.ts';

/** Roles (contract §3.9). */
export const roles = pgTable(
  'base_role',
  {
    id: text().primaryKey(),
    fullName: text().notNull(),
    enCode: text().notNull(),
    /** RoleType dictionary enCode. */
    type: text(),
    propertyJson: text(),
    ...auditColumns(),
    version: rowVersion(),
  },
  // Two concurrent creates with one code: one row, the other answers role.codeExists.
  (t) => [
    uniqueIndex(uniqueRefusal('base_role_en_code_uq', 'role.codeExists'))
      .on(t.enCode)
      .where(sql`${t.deleteTime} is null`),
  ],
);
