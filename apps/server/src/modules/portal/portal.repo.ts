import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { containsPattern } from '../../lib/paging.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { authorizes } from '../authorize/authorize.table.ts';
import { grantedTo } from '../authorize/grant.repo.ts';
import { modules } from '../menu/menu.table.ts';
import { roles } from '../role/role.table.ts';
import { users } from '../users/user.table.ts';
import { portals } from './portal.table.ts';

/** The item type of portal grants in base_authorize (contract §3.11). */
const PORTAL_ITEM = 'portal';
/** Menu type of data screens (spec §2). */
const SCREEN_MENU = 6;
/** The list answers at most this many portals. */
const LIST_MAX = 1000;

const live = isNull(portals.deleteTime);
const order = [asc(portals.sortCode), desc(portals.creatorTime)];

/** Live portals, filtered by a keyword on name and code and by category. */
export async function findPortals(db: TDbOrTx, q: { keyword?: string; category?: string }) {
  const p = q.keyword ? containsPattern(q.keyword) : null;
  const where: (SQL | undefined)[] = [
    live,
    p ? sql`(${portals.fullName} ilike ${p} or ${portals.enCode} ilike ${p})` : undefined,
    q.category ? eq(portals.category, q.category) : undefined,
  ];
  return db
    .select()
    .from(portals)
    .where(and(...where))
    .orderBy(...order)
    .limit(LIST_MAX);
}

/** One live portal. */
export async function findPortal(db: TDbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(portals)
    .where(and(live, eq(portals.id, id)))
    .limit(1);
  return row;
}

/** True when another live portal has this code. */
export async function portalCodeClashes(db: TDbOrTx, r: { id?: string; enCode: string }) {
  const [row] = await db
    .select({ id: portals.id })
    .from(portals)
    .where(and(live, eq(portals.enCode, r.enCode), r.id ? ne(portals.id, r.id) : undefined))
    .limit(1);
  return Boolean(row);
}

/** Enabled live portals, optionally only the given ids. */
export async function findPortalOptions(db: TDbOrTx, ids?: readonly string[]) {
  if (ids && !ids.length) return [];
  return db
    .select({ id: portals.id, fullName: portals.fullName, enCode: portals.enCode })
    .from(portals)
    .where(and(live, eq(portals.enabledMark, 1), ids ? inArray(portals.id, [...ids]) : undefined))
    .orderBy(...order);
}

/** Ids of the portals granted to the caller: portal grants and the portals of granted data-screen menus. */
export async function findGrantedPortalIds(db: TDbOrTx, auth: TAuth): Promise<Set<string>> {
  const [direct, screens] = await Promise.all([
    db
      .selectDistinct({ id: authorizes.itemId })
      .from(authorizes)
      .where(and(eq(authorizes.itemType, PORTAL_ITEM), grantedTo(auth))),
    db
      .selectDistinct({ id: sql<string>`${modules.propertyJson}->>'moduleId'` })
      .from(modules)
      .innerJoin(authorizes, and(eq(authorizes.itemType, 'module'), eq(authorizes.itemId, modules.id)))
      .where(
        and(
          eq(modules.type, SCREEN_MENU),
          eq(modules.enabledMark, 1),
          isNull(modules.deleteTime),
          grantedTo(auth),
        ),
      ),
  ]);
  return new Set([...direct, ...screens].map((r) => r.id).filter((id): id is string => Boolean(id)));
}

/** The roles a portal is granted to. */
export async function findPortalRoleIds(db: TDbOrTx, portalId: string): Promise<string[]> {
  const rows = await db
    .select({ id: authorizes.objectId })
    .from(authorizes)
    .where(
      and(
        eq(authorizes.itemType, PORTAL_ITEM),
        eq(authorizes.itemId, portalId),
        eq(authorizes.objectType, 'Role'),
      ),
    )
    .orderBy(asc(authorizes.objectId));
  return rows.map((r) => r.id);
}

/** Of `ids`, the live roles. */
export async function findLiveRoleIds(db: TDbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, [...ids]), isNull(roles.deleteTime)));
  return new Set(rows.map((r) => r.id));
}

/** Replaces a portal's role grants (one transaction). */
export async function replacePortalRoles(
  db: TDbOrTx,
  portalId: string,
  roleIds: readonly string[],
  by: { userId: string; now: number },
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(authorizes)
      .where(
        and(
          eq(authorizes.itemType, PORTAL_ITEM),
          eq(authorizes.itemId, portalId),
          eq(authorizes.objectType, 'Role'),
        ),
      );
    if (!roleIds.length) return;
    await tx.insert(authorizes).values(
      roleIds.map((objectId) => ({
        id: newId(),
        itemType: PORTAL_ITEM,
        itemId: portalId,
        objectType: 'Role',
        objectId,
        creatorTime: by.now,
        creatorUserId: by.userId,
      })),
    );
  });
}

/** Drops every grant of a portal (it was deleted). */
export async function deletePortalGrants(db: TDbOrTx, portalId: string) {
  await db
    .delete(authorizes)
    .where(and(eq(authorizes.itemType, PORTAL_ITEM), eq(authorizes.itemId, portalId)));
}

/** A user's home portal id (null: none). */
export async function findUserPortalId(db: TDbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ portalId: users.portalId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.portalId ?? null;
}

/** Sets (or clears, null) a user's home portal. */
export async function saveUserPortalId(db: TDbOrTx, userId: string, portalId: string | null) {
  await db.update(users).set({ portalId }).where(eq(users.id, userId));
}

/** Clears the home portal of every user who had this one. */
export async function clearPortalHomes(db: TDbOrTx, portalId: string): Promise<string[]> {
  const rows = await db
    .update(users)
    .set({ portalId: null })
    .where(eq(users.portalId, portalId))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}
