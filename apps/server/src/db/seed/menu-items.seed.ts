import { MENU_ICONS, PAGE_COLUMNS, PREVIOUS_MENU_ICONS, type TColumnPage } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../client.ts';
import { moduleColumns, modules } from '../../modules/menu/menu.table.ts';

/** Stable id of a seeded list column, so the seed can run at every start. */
export const columnId = (pageEnCode: string, column: string) => `col-${pageEnCode}-${column}`;

/**
 * Declares the list columns of every seeded list page (PAGE_COLUMNS) as the page's column items, adding the ones a
 * database lacks (an older database gets them at its next start; a code an administrator already declared on the
 * page is left as it is). The super administrator holds them all; column permissions stay switched off on a page
 * until an administrator switches them on, so nobody loses a column by the upgrade.
 */
export async function seedPageColumns(db: TDb, now: number): Promise<void> {
  const rows = (Object.entries(PAGE_COLUMNS) as [TColumnPage, (typeof PAGE_COLUMNS)[TColumnPage]][]).flatMap(
    ([page, columns]) =>
      columns.map((c, i) => ({
        id: columnId(page, c.enCode),
        moduleId: `menu-${page}`,
        enCode: c.enCode,
        fullName: c.fullName,
        sortCode: i + 1,
        creatorTime: now,
      })),
  );
  await db.insert(moduleColumns).values(rows).onConflictDoNothing();
}

/** Gives the seeded menus that still carry the icon the seed wrote before their `icon-ym …` class. */
export async function upgradeMenuIcons(db: TDb): Promise<void> {
  for (const [enCode, previous] of Object.entries(PREVIOUS_MENU_ICONS)) {
    await db
      .update(modules)
      .set({ icon: MENU_ICONS[enCode] })
      .where(and(eq(modules.id, `menu-${enCode}`), eq(modules.icon, previous)));
  }
}
