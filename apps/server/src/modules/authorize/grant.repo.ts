import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { prepareOnce } from '../../lib/prepared.ts';
import { authorizes } from './authorize.table.ts';
import { moduleButtons, modules } from '../menu/menu.table.ts';
import { positions } from '../position/position.table.ts';
import { roles } from '../role/role.table.ts';
import { userRelations } from '../users/user-relation.table.ts';

/** The objects a user's grants come from: the user itself, its enabled roles and positions. */
interface TGrantObjects {
  userId: string;
  roleIds: readonly string[];
  positionIds: readonly string[];
}

/** A live, enabled role or position joined to its relation row (null when it is not one). */
const enabledRelated = (objectType: 'Role' | 'Position', t: typeof roles | typeof positions) =>
  and(
    eq(userRelations.objectType, objectType),
    eq(t.id, userRelations.objectId),
    eq(t.enabledMark, 1),
    isNull(t.deleteTime),
  );

/** Enabled, live roles and positions of a user (one prepared statement: every sign-in and session load runs it). */
export async function findMemberships(db: TDbOrTx, userId: string) {
  const rows = await prepareOnce(db, 'grant.memberships', () =>
    db
      .select({ objectType: userRelations.objectType, id: userRelations.objectId })
      .from(userRelations)
      .leftJoin(roles, enabledRelated('Role', roles))
      .leftJoin(positions, enabledRelated('Position', positions))
      .where(
        and(
          eq(userRelations.userId, sql.placeholder('userId')),
          sql`coalesce(${roles.id}, ${positions.id}) is not null`,
        ),
      ),
  ).execute({ userId });
  const roleIds: string[] = [];
  const positionIds: string[] = [];
  for (const r of rows) (r.objectType === 'Role' ? roleIds : positionIds).push(r.id);
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
  // One statement shape whatever the number of roles and positions, prepared once (session loads run it).
  const granted = or(
    and(eq(authorizes.objectType, 'User'), eq(authorizes.objectId, sql.placeholder('userId'))),
    and(
      eq(authorizes.objectType, 'Role'),
      sql`${authorizes.objectId} = any(${sql.placeholder('roleIds')}::text[])`,
    ),
    and(
      eq(authorizes.objectType, 'Position'),
      sql`${authorizes.objectId} = any(${sql.placeholder('positionIds')}::text[])`,
    ),
  );
  const live = and(eq(modules.enabledMark, 1), isNull(modules.deleteTime));
  const values = { userId: o.userId, roleIds: [...o.roleIds], positionIds: [...o.positionIds] };
  const [pages, buttons] = await Promise.all([
    prepareOnce(db, 'grant.pageCodes', () =>
      db
        .selectDistinct({ code: modules.enCode })
        .from(authorizes)
        .innerJoin(modules, eq(modules.id, authorizes.itemId))
        .where(and(eq(authorizes.itemType, 'module'), granted, live)),
    ).execute(values),
    prepareOnce(db, 'grant.buttonCodes', () =>
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
    ).execute(values),
  ]);
  const pageCodes = new Set(pages.map((r) => r.code));
  const codes = new Set(pageCodes);
  for (const b of buttons) if (pageCodes.has(b.code.slice(0, b.code.lastIndexOf(':')))) codes.add(b.code);
  return codes;
}
