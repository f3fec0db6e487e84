import {
  BUTTON_LABELS,
  LIST_BUTTON_CODES,
  MenuType,
  STANDARD_SCOPES,
  flattenFields,
  listButtonValues,
  type TColumnData,
  type TFormData,
  type TMenuItemType,
  type TValueField,
} from '@app/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client.ts';
import { newId } from '../../../lib/ids.ts';
import type { TAuth } from '../../auth/auth.types.ts';
import { ITEM_TABLES } from '../../menu/menu-admin.repo.ts';
import { modules } from '../../menu/menu.table.ts';

/** A permission item a list design asks its menus to carry. */
interface TWantedItem {
  enCode: string;
  fullName: string;
  conditionJson?: string;
}

/** The menu flag each item kind switches on (buttons are always authorised). */
const FLAGS = {
  column: 'isColumnAuthorize',
  form: 'isFormAuthorize',
  resource: 'isDataAuthorize',
} as const;

const labelOf = (f: TValueField) => {
  const label = f.field.__config__.label;
  return typeof label === 'string' && label.trim() ? label : f.key;
};

/**
 * The items each switched-on permission of the design asks for: its columns (prop, title), the form's value fields,
 * the buttons of its head and row buttons, the standard data schemes. Columns and fields name fields of the form.
 */
function wantedItems(
  columnData: TColumnData,
  formData: TFormData,
): Partial<Record<TMenuItemType, TWantedItem[]>> {
  const fields = flattenFields(formData.fields);
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const out: Partial<Record<TMenuItemType, TWantedItem[]>> = {};
  if (columnData.useColumnPermission === true) {
    out.column = (columnData.columnList ?? []).flatMap((c) => {
      const f = c.prop ? byKey.get(c.prop) : undefined;
      if (!f || f.children) return [];
      return [{ enCode: f.key, fullName: c.label?.trim() || labelOf(f) }];
    });
  }
  if (columnData.useFormPermission === true) {
    out.form = fields.map((f) => ({ enCode: f.key, fullName: labelOf(f) }));
  }
  if (columnData.useBtnPermission === true) {
    const values = [...listButtonValues(columnData.btnsList), ...listButtonValues(columnData.columnBtnsList)];
    const codes = new Set(
      values.flatMap((v) => (v in LIST_BUTTON_CODES ? [LIST_BUTTON_CODES[v as 'add']] : [])),
    );
    out.button = [...codes].map((code) => ({ enCode: code, fullName: BUTTON_LABELS[code].zh }));
  }
  if (columnData.useDataPermission === true) {
    out.resource = STANDARD_SCOPES.map((s) => ({
      enCode: s.code,
      fullName: s.fullName,
      conditionJson: JSON.stringify(s.conditions),
    }));
  }
  return out;
}

/** The live type-3 menus bound to model `modelId` (propertyJson `{moduleId}`). */
async function findModelMenuIds(db: TDbOrTx, modelId: string): Promise<string[]> {
  const rows = await db
    .select({ id: modules.id })
    .from(modules)
    .where(
      and(
        eq(modules.type, MenuType.model),
        isNull(modules.deleteTime),
        sql`${modules.propertyJson}->>'moduleId' = ${modelId}`,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Gives the model's menus the permission items its list design switches on (contract §5.3): the missing columns,
 * form fields, buttons and data schemes (matched by code, ignoring case; existing ones and their grants stay), and
 * the menu's column, form or data authorisation flag on. A switch turned off changes nothing: publishing never
 * loosens a menu an administrator tightened. Idempotent; answers how many items were created on how many menus.
 */
export async function syncPermissionItems(
  db: TDbOrTx,
  auth: TAuth,
  now: number,
  modelId: string,
  design: { columnData: TColumnData; formData: TFormData },
): Promise<{ created: number; menus: number }> {
  const wanted = wantedItems(design.columnData, design.formData);
  const kinds = Object.keys(wanted) as TMenuItemType[];
  const menuIds = kinds.length ? await findModelMenuIds(db, modelId) : [];
  if (!menuIds.length) return { created: 0, menus: 0 };
  let created = 0;
  for (const kind of kinds) {
    const table = ITEM_TABLES[kind] as typeof ITEM_TABLES.resource;
    const existing = await db
      .select({ moduleId: table.moduleId, enCode: table.enCode })
      .from(table)
      .where(and(inArray(table.moduleId, menuIds), isNull(table.deleteTime)));
    const has = new Set(existing.map((r) => `${r.moduleId}\u0000${r.enCode.toLowerCase()}`));
    const rows = menuIds.flatMap((moduleId) =>
      (wanted[kind] ?? [])
        .map((item, i) => ({ item, i }))
        .filter(({ item }) => !has.has(`${moduleId}\u0000${item.enCode.toLowerCase()}`))
        .map(({ item, i }) => ({
          id: newId(),
          moduleId,
          enCode: item.enCode,
          fullName: item.fullName,
          ...(item.conditionJson ? { conditionJson: item.conditionJson, conditionText: item.fullName } : {}),
          sortCode: i + 1,
          creatorTime: now,
          creatorUserId: auth.userId,
        })),
    );
    if (rows.length) await db.insert(table).values(rows).onConflictDoNothing();
    created += rows.length;
    if (kind !== 'button') {
      await db
        .update(modules)
        .set({ [FLAGS[kind]]: 1, version: sql`${modules.version} + 1` })
        .where(inArray(modules.id, menuIds));
    }
  }
  return { created, menus: menuIds.length };
}
