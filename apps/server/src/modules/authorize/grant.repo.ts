import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { authorizes } from './authorize.table.ts';
import { moduleButtons, modules } from '../menu/menu.table.ts';
import { positions } from '../position/position.table.ts';
import { roles } from '../role/role.table.ts';
import { userRelations } from '../users/user-relation.table.ts';

/** The objects a user's grants come from: the user itself, its enabled roles and positions. */
export interface TGrantObjects {
  userId: string;
  roleIds: readonly string[];
  positionIds: readonly string[];
}

/** Ids of the enabled, live roles or positions a user belongs to. */
async function findEnabledRelations(db: TDbOrTx, userId: string, objectType: 'Role' | 'Position') {
  const t = objectType === 'Role' ? roles : positions;
  const rows = await db
    .select({ id: t.id })
    .from(userRelations)
    .innerJoin(t, eq(t.id, userRelations.objectId))
    .where(
      and(
        eq(userRelations.userId, userId),
        eq(userRelations.objectType, objectType),
        eq(t.enabledMark, 1),
        isNull(t.deleteTime),
      ),
    );
  return rows.map((r) => r.id);
}

/** Enabled, live roles and positions of a user. */
export async function findMemberships(db: TDbOrTx, userId: string) {
  const [roleIds, positionIds] = await Promise.all([
    findEnabledRelations(db, userId, 'Role'),
    findEnabledRelations(db, userId, 'Position'),
  ]);
  return { roleIds, positionIds };
}

/** SQL condition: a grant row belongs to one of the objects. */
export function grantedTo(o: TGrantObjects) {
  const parts = [and(eq(authorizes.objectType, 'User'), eq(authorizes.objectId, o.userId))];
  if (o.roleIds.length)
    parts.push(and(eq(authorizes.objectType, 'Role'), inArray(authorizes.objectId, [...o.roleIds])));
  if (o.positionIds.length) {
    parts.push(and(eq(authorizes.objectType, 'Position'), inArray(authorizes.objectId, [...o.positionIds])));
  }
  return or(...parts)!;
}

/** Item ids of one type granted to the objects. */
export async function findGrantedItemIds(
  db: TDbOrTx,
  o: TGrantObjects,
  itemType: string,
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ itemId: authorizes.itemId })
    .from(authorizes)
    .where(and(eq(authorizes.itemType, itemType), grantedTo(o)));
  return new Set(rows.map((r) => r.itemId));
}

/**
 * Permission codes of the objects: page enCodes of granted enabled menus, and `page:button` for granted
 * buttons whose page is granted too (a button without its page grants nothing).
 */
export async function findPermissionCodes(db: TDbOrTx, o: TGrantObjects): Promise<Set<string>> {
  const granted = grantedTo(o);
  const live = and(eq(modules.enabledMark, 1), isNull(modules.deleteTime));
  const [pages, buttons] = await Promise.all([
    db
      .selectDistinct({ code: modules.enCode })
      .from(authorizes)
      .innerJoin(modules, eq(modules.id, authorizes.itemId))
      .where(and(eq(authorizes.itemType, 'module'), granted, live)),
    db
      .selectDistinct({ code: sql<string>`${modules.enCode} || ':' || ${moduleButtons.enCode}` })
      .from(authorizes)
      .innerJoin(moduleButtons, eq(moduleButtons.id, authorizes.itemId))
      .innerJoin(modules, eq(modules.id, moduleButtons.moduleId))
      .where(
        and(
          eq(authorizes.itemType, 'button'),
          granted,
          live,
          eq(moduleButtons.enabledMark, 1),
          isNull(moduleButtons.deleteTime),
        ),
      ),
  ]);
  const pageCodes = new Set(pages.map((r) => r.code));
  const codes = new Set(pageCodes);
  for (const b of buttons) if (pageCodes.has(b.code.slice(0, b.code.lastIndexOf(':')))) codes.add(b.code);
  return codes;
}
