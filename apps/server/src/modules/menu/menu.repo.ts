import { ZMenuProperties } from '@app/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { moduleButtons, moduleColumns, moduleDataSchemes, moduleForms, modules } from './menu.table.ts';

/** A menu's properties as the JSON text the JNPF client reads, keys in the contract's order (jsonb sorts them). */
export function menuPropertiesText(p: Record<string, unknown>): string {
  return JSON.stringify(p, Object.keys(ZMenuProperties.shape));
}

/** Enabled, live menus of a category, in display order. */
export async function findEnabledMenus(db: TDbOrTx, category = 'Web') {
  return db
    .select()
    .from(modules)
    .where(and(eq(modules.category, category), eq(modules.enabledMark, 1), isNull(modules.deleteTime)))
    .orderBy(asc(modules.sortCode), asc(modules.creatorTime));
}

const itemTables = {
  button: moduleButtons,
  column: moduleColumns,
  form: moduleForms,
  resource: moduleDataSchemes,
};
export type TItemType = keyof typeof itemTables;

/** Enabled, live permission items of a type for some menus. */
export async function findMenuItems(db: TDbOrTx, type: TItemType, moduleIds: readonly string[]) {
  if (!moduleIds.length) return [];
  const t = itemTables[type];
  return db
    .select({ id: t.id, moduleId: t.moduleId, fullName: t.fullName, enCode: t.enCode })
    .from(t)
    .where(and(inArray(t.moduleId, [...moduleIds]), eq(t.enabledMark, 1), isNull(t.deleteTime)))
    .orderBy(asc(t.sortCode), asc(t.creatorTime));
}
