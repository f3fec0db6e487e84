import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, millis } from '../../db/columns.ts';
import { uniqueRefusal } from '../../lib/unique.ts';
import type { TTableLayout } from './publish/layout.ts';

/** Low-code models (contract §5.1 BASE_VISUALDEV): the draft the designer edits. */
export const visualDevs = pgTable(
  'base_visualdev',
  {
    id: text().primaryKey(),
    fullName: text().notNull(),
    enCode: text().notNull(),
    /** 1 web design, 2 app design, 3 flow form, 4 web form, 5 app form. */
    type: integer().notNull(),
    /** Category dictionary entry id. */
    category: text().notNull(),
    /** 0 never published, 1 published. */
    state: integer().notNull().default(0),
    /** Draft formData (JNPF JSON, unknown keys kept). */
    formData: jsonb(),
    /** Draft columnData (JNPF JSON). */
    columnData: jsonb(),
    tables: text().notNull().default(''),
    dbLinkId: text().notNull().default(''),
    webType: integer().notNull().default(2),
    /** Row version, bumped by every save. */
    version: integer().notNull().default(1),
    /** Latest published version (0 never). */
    releaseVersion: integer().notNull().default(0),
    /** The published table's physical layout (table and column names per field), written by publish. */
    tableLayout: jsonb().$type<TTableLayout>(),
    ...auditColumns(),
  },
  (t) => [
    index('base_visualdev_type_idx').on(t.type),
    uniqueIndex(uniqueRefusal('base_visualdev_en_code_uq', 'visualdev.codeExists'))
      .on(t.enCode)
      .where(sql`${t.deleteTime} is null`),
  ],
);

/** Published versions: immutable snapshots the runtime reads. */
export const visualDevReleases = pgTable(
  'base_visualdev_release',
  {
    id: text().primaryKey(),
    modelId: text().notNull(),
    version: integer().notNull(),
    formData: jsonb().notNull(),
    columnData: jsonb(),
    creatorTime: millis().notNull(),
    creatorUserId: text(),
  },
  (t) => [uniqueIndex('base_visualdev_release_model_version_uq').on(t.modelId, t.version)],
);
