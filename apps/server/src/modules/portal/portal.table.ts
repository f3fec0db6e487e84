import type { TPortalLayout } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, rowVersion } from '../../db/columns.ts';
import { uniqueRefusal } from '../../lib/unique.ts';

/**
 * Portals (spec §3 `portalId`, issue #18): a grid of cards a user opens as home or as a data screen (menu type 6).
 * Grants are `base_authorize` rows of itemType `portal` (contract §3.11), the authorise screen leaves them alone.
 */
export const portals = pgTable(
  'base_portal',
  {
    id: text().primaryKey(),
    fullName: text().notNull(),
    enCode: text().notNull(),
    /** A portalDesigner dictionary item id ('' for none). */
    category: text().notNull().default(''),
    /** The cards and their grid places. */
    layout: jsonb().$type<TPortalLayout>().notNull(),
    ...auditColumns(),
    version: rowVersion(),
  },
  (t) => [
    uniqueIndex(uniqueRefusal('base_portal_en_code_uq', 'portal.codeExists'))
      .on(t.enCode)
      .where(sql`${t.deleteTime} is null`),
  ],
);
