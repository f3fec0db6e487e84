import { MENU_SEED, PAGE_CODES, type TMenuItemType } from '@app/contracts';
import { and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { authorizes } from '../authorize/authorize.table.ts';
import { moduleButtons, moduleColumns, moduleDataSchemes, moduleForms, modules } from './menu.table.ts';

/** The table of each kind of menu item. */
export const ITEM_TABLES = {
  button: moduleButtons,
  column: moduleColumns,
  form: moduleForms,
  resource: moduleDataSchemes,
} as const;

export type TMenuRow = typeof modules.$inferSelect;

const BUILT_IN = new Set<string>([...PAGE_CODES, ...MENU_SEED.map((d) => d.enCode)]);

/** True for the seeded menus the permission catalogue names (routes depend on their codes). */
export function isBuiltInMenu(enCode: string): boolean {
  return BUILT_IN.has(enCode);
}

const liveMenu = isNull(modules.deleteTime);

/** Every live menu (optionally of one category) in display order. */
export async function findMenus(db: TDbOrTx, category?: string): Promise<TMenuRow[]> {
  return db
    .select()
    .from(modules)
    .where(and(liveMenu, category ? eq(modules.category, category) : undefined))
    .orderBy(asc(modules.sortCode), asc(modules.creatorTime));
}

/** One live menu. */
export async function findMenu(db: TDbOrTx, id: string): Promise<TMenuRow | undefined> {
  const [row] = await db
    .select()
    .from(modules)
    .where(and(eq(modules.id, id), liveMenu));
  return row;
}

/** Whether another live menu has the code (anywhere) or the name (among the siblings). */
export async function findMenuClash(
  db: TDbOrTx,
  m: { id?: string; parentId: string; fullName: string; enCode: string },
) {
  const rows = await db
    .select({ parentId: modules.parentId, fullName: modules.fullName, enCode: modules.enCode })
    .from(modules)
    .where(
      and(
        liveMenu,
        or(
          sql`lower(${modules.enCode}) = lower(${m.enCode})`,
          and(eq(modules.parentId, m.parentId), eq(modules.fullName, m.fullName)),
        ),
        m.id ? ne(modules.id, m.id) : undefined,
      ),
    );
  return {
    code: rows.some((r) => r.enCode.toLowerCase() === m.enCode.toLowerCase()),
    name: rows.some((r) => r.parentId === m.parentId && r.fullName === m.fullName),
  };
}

/** Live menus directly below a menu. */
export async function countMenuChildren(db: TDbOrTx, id: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(modules)
    .where(and(liveMenu, eq(modules.parentId, id)));
  return n;
}

/**
 * Soft-deletes a menu with its buttons, columns, forms and data schemes, and removes every grant of the menu
 * or of any of its items (grants referring to a deleted menu vanish). Returns how many grants went.
 */
export async function deleteMenuCascade(db: TDbOrTx, id: string, at: number, by: string): Promise<number> {
  const itemIds = [id];
  for (const t of Object.values(ITEM_TABLES)) {
    const rows = await db.select({ id: t.id }).from(t).where(eq(t.moduleId, id));
    itemIds.push(...rows.map((r) => r.id));
    await db
      .update(t)
      .set({ deleteTime: at, deleteUserId: by })
      .where(and(eq(t.moduleId, id), isNull(t.deleteTime)));
  }
  await db.update(modules).set({ deleteTime: at, deleteUserId: by }).where(eq(modules.id, id));
  const removed = await db
    .delete(authorizes)
    .where(inArray(authorizes.itemId, [...new Set(itemIds)]))
    .returning({ id: authorizes.id });
  return removed.length;
}

/** Removes every grant of one item. */
export async function deleteItemGrants(db: TDbOrTx, type: TMenuItemType, itemId: string): Promise<void> {
  await db.delete(authorizes).where(and(eq(authorizes.itemType, type), eq(authorizes.itemId, itemId)));
}
