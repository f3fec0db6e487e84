import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';
import { auditColumns, rowVersion } from '../../db/columns.ts';
import { uniqueRefusal } from '../../lib/unique.ts';

/** A code unique, ignoring case, among the live rows (within a menu when `moduleId` is given). */
function liveCodeUnique(
  name: string,
  key: 'menu.codeExists' | 'menu.itemCodeExists',
  t: { enCode: PgColumn; deleteTime: PgColumn; moduleId?: PgColumn },
) {
  const code = sql`lower(${t.enCode})`;
  const index = uniqueIndex(uniqueRefusal(name, key));
  return (t.moduleId ? index.on(t.moduleId, code) : index.on(code)).where(sql`${t.deleteTime} is null`);
}

/** Menus (BASE_MODULE, contract §3.11). parentId '-1' = top. */
export const modules = pgTable(
  'base_module',
  {
    id: text().primaryKey(),
    parentId: text().notNull().default('-1'),
    /** 1 directory … 7 link (spec §2). */
    type: integer().notNull(),
    fullName: text().notNull(),
    enCode: text().notNull(),
    icon: text().notNull().default(''),
    urlAddress: text().notNull().default(''),
    linkTarget: text().notNull().default('_self'),
    /** 'Web' | 'App'. */
    category: text().notNull().default('Web'),
    /** {moduleId, isTree} (jsonb: the runtime pages find their menu by moduleId); answered as JSON text. */
    propertyJson: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    isButtonAuthorize: integer().notNull().default(1),
    isColumnAuthorize: integer().notNull().default(0),
    isFormAuthorize: integer().notNull().default(0),
    isDataAuthorize: integer().notNull().default(0),
    ...auditColumns(),
    version: rowVersion(),
  },
  (t) => [
    index('base_module_parent_idx').on(t.parentId),
    // findMenuClash: the code is unique among the live menus.
    liveCodeUnique('base_module_en_code_uq', 'menu.codeExists', t),
  ],
);

/** Columns shared by the per-menu permission items (buttons, columns, forms). */
function itemColumns() {
  return {
    id: text().primaryKey(),
    moduleId: text().notNull(),
    parentId: text().notNull().default('-1'),
    fullName: text().notNull(),
    enCode: text().notNull(),
    propertyJson: text(),
    ...auditColumns(),
  };
}

/** Buttons of a menu (btn_add …). */
export const moduleButtons = pgTable(
  'base_module_button',
  { ...itemColumns(), icon: text(), urlAddress: text() },
  (t) => [
    index('base_module_button_module_idx').on(t.moduleId),
    liveCodeUnique('base_module_button_en_code_uq', 'menu.itemCodeExists', t),
  ],
);

/** List columns of a menu (column permissions). */
export const moduleColumns = pgTable(
  'base_module_column',
  { ...itemColumns(), bindTable: text(), bindTableName: text() },
  (t) => [
    index('base_module_column_module_idx').on(t.moduleId),
    liveCodeUnique('base_module_column_en_code_uq', 'menu.itemCodeExists', t),
  ],
);

/** Form fields of a menu (form permissions). */
export const moduleForms = pgTable('base_module_form', itemColumns(), (t) => [
  index('base_module_form_module_idx').on(t.moduleId),
  liveCodeUnique('base_module_form_en_code_uq', 'menu.itemCodeExists', t),
]);

/** Data-permission schemes of a menu (resource permissions): conditions applied to list queries. */
export const moduleDataSchemes = pgTable(
  'base_module_data_scheme',
  { ...itemColumns(), conditionJson: text().notNull().default('[]'), conditionText: text() },
  (t) => [
    index('base_module_data_scheme_module_idx').on(t.moduleId),
    liveCodeUnique('base_module_data_scheme_en_code_uq', 'menu.itemCodeExists', t),
  ],
);
