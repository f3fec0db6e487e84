import { Code, type TMenuItemEdit, type TMenuItemType } from '@app/contracts';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TAppContext } from '../../app-context.ts';
import {
  insertAudited,
  softDelete,
  toggleEnabled,
  updateAudited,
  type TAuditedValues,
} from '../../lib/crud.ts';
import { refusingDuplicates } from '../../lib/unique.ts';
import { buttonId, schemeId } from '../../db/seed/seed.ts';
import { UserTopic } from '../../lib/bus-topics.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { buildTree } from '../../lib/tree.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { ITEM_TABLES, deleteItemGrants, findMenu, isBuiltInMenu } from './menu-admin.repo.ts';
import type { moduleButtons, moduleDataSchemes } from './menu.table.ts';
import { subtreeOf } from './menu.service.ts';

type TDeps = Pick<TAppContext, 'db' | 'now' | 'sessions'>;
/** The columns every item table has (the button table stands for all four in the types). */
type TItemRow = typeof moduleButtons.$inferSelect &
  Partial<typeof moduleDataSchemes.$inferSelect> &
  Record<string, unknown>;
/** What an edit writes to an item table. */
type TItemValues = TAuditedValues<typeof moduleButtons>;

/** The answer shape of an item row (its audit trail left out). */
function toNode(r: TItemRow) {
  const {
    creatorUserId: _c,
    lastModifyTime: _t,
    lastModifyUserId: _u,
    deleteTime: _d,
    deleteUserId: _du,
    ...rest
  } = r;
  return rest;
}

/**
 * Buttons, columns, form fields and data schemes of a menu (contract §3.11): list, edit, delete and enable.
 * Deleting removes the item's grants; every change drops cached permissions everywhere.
 */
export class MenuItemService {
  // The four tables share their columns; the button table's type stands for all of them.
  private readonly t: typeof moduleButtons;

  constructor(
    private readonly c: TDeps,
    private readonly type: TMenuItemType,
  ) {
    this.t = ITEM_TABLES[type] as unknown as typeof moduleButtons;
  }

  private async menu(menuId: string) {
    const menu = await findMenu(this.c.db, menuId);
    if (!menu) throw notFound();
    return menu;
  }

  private async rows(menuId: string): Promise<TItemRow[]> {
    return await this.c.db
      .select()
      .from(this.t)
      .where(and(eq(this.t.moduleId, menuId), isNull(this.t.deleteTime)))
      .orderBy(asc(this.t.sortCode), asc(this.t.creatorTime));
  }

  /** The menu's items as a tree; a keyword matches name or code. */
  async list(menuId: string, keyword?: string) {
    await this.menu(menuId);
    const k = keyword?.toLowerCase();
    const rows = (await this.rows(menuId)).filter(
      (r) => !k || r.fullName.toLowerCase().includes(k) || r.enCode.toLowerCase().includes(k),
    );
    return buildTree(rows.map(toNode));
  }

  private async row(menuId: string, id: string): Promise<TItemRow> {
    await this.menu(menuId);
    const [row] = await this.c.db
      .select()
      .from(this.t)
      .where(and(eq(this.t.id, id), eq(this.t.moduleId, menuId), isNull(this.t.deleteTime)));
    if (!row) throw notFound();
    return row;
  }

  /** One item of the menu, else 404. */
  async info(menuId: string, id: string) {
    return toNode(await this.row(menuId, id));
  }

  /** True for the standard buttons and scopes seeded on built-in pages (routes and data scopes rely on them). */
  private async isBuiltIn(menuId: string, item: TItemRow): Promise<boolean> {
    const menu = await this.menu(menuId);
    if (!isBuiltInMenu(menu.enCode)) return false;
    return item.id === buttonId(menu.enCode, item.enCode) || item.id === schemeId(menu.enCode, item.enCode);
  }

  private async checkEdit(menuId: string, input: TMenuItemEdit, before: TItemRow | null) {
    if (before && before.enCode !== input.enCode && (await this.isBuiltIn(menuId, before))) {
      throw new AppError(Code.conflict, 'menu.builtIn');
    }
    if (input.parentId !== '-1') {
      const rows = await this.rows(menuId);
      const inside = before ? subtreeOf(rows, before.id) : new Set<string>();
      if (!rows.some((r) => r.id === input.parentId) || inside.has(input.parentId)) {
        throw badRequest('body.parentId: must be another entry of this menu, not one below this one');
      }
    }
    const [clash] = await this.c.db
      .select({ id: this.t.id })
      .from(this.t)
      .where(
        and(
          eq(this.t.moduleId, menuId),
          isNull(this.t.deleteTime),
          sql`lower(${this.t.enCode}) = lower(${input.enCode})`,
          before ? ne(this.t.id, before.id) : undefined,
        ),
      );
    if (clash) throw new AppError(Code.conflict, 'menu.itemCodeExists');
  }

  /** Creates or updates an item of the menu; codes are unique per menu and kind. */
  async save(auth: TAuth, menuId: string, input: TMenuItemEdit) {
    const before = input.id ? await this.row(menuId, input.id) : await this.menu(menuId).then(() => null);
    await this.checkEdit(menuId, input, before);
    const { id: _id, ...fields } = input;
    const values: Record<string, unknown> = { ...fields, description: fields.description ?? null };
    if ('conditionJson' in fields) values.conditionJson = JSON.stringify(fields.conditionJson);
    const created = { moduleId: menuId, ...values } as TItemValues;
    // A concurrent write of the code that passed the check answers menu.itemCodeExists too.
    const after = await refusingDuplicates(async () =>
      before
        ? { ...before, ...(await updateAudited(this.c, this.t, auth, before.id, values)) }
        : ((await insertAudited(this.c, this.t, auth, created)) as TItemRow),
    );
    await this.c.sessions.invalidateUsers(null, UserTopic.menus);
    return { before, after: toNode(after) };
  }

  /** Soft-deletes an item without sub-items and removes its grants. */
  async remove(auth: TAuth, menuId: string, id: string) {
    const before = await this.row(menuId, id);
    if (await this.isBuiltIn(menuId, before)) throw new AppError(Code.conflict, 'menu.builtIn');
    if ((await this.rows(menuId)).some((r) => r.parentId === id)) {
      throw new AppError(Code.conflict, 'menu.itemHasChildren');
    }
    await this.c.db.transaction(async (tx) => {
      await softDelete({ ...this.c, db: tx }, this.t, auth, id);
      await deleteItemGrants(tx, this.type, id);
    });
    await this.c.sessions.invalidateUsers(null, UserTopic.menus);
    return toNode(before);
  }

  /** Flips enabledMark. */
  async toggle(auth: TAuth, menuId: string, id: string) {
    const before = await this.row(menuId, id);
    const { after } = await toggleEnabled(this.c, this.t, auth, before);
    await this.c.sessions.invalidateUsers(null, UserTopic.menus);
    return { before: toNode(before), after: toNode(after) };
  }
}
