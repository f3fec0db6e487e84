import { Code, STANDARD_SCOPES } from '@app/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { moduleDataSchemes } from '../menu/menu.table.ts';
import { users } from '../users/user.table.ts';
import { authorizes } from './authorize.table.ts';
import { findGrantedItemIds, findMemberships, grantedTo } from './grant.repo.ts';

export const ITEM_TYPES = ['module', 'button', 'column', 'form', 'resource'] as const;
export type TItemKind = (typeof ITEM_TYPES)[number];
type THeld = Record<TItemKind, Set<string>>;
type TGrant = { itemType: string; itemId: string };

/** What the caller holds, per item type (null = the super administrator: everything). */
export async function findHeldItems(db: TDbOrTx, auth: TAuth): Promise<THeld | null> {
  if (auth.isAdmin) return null;
  const entries = await Promise.all(
    ITEM_TYPES.map(async (t) => [t, await findGrantedItemIds(db, auth, t)] as const),
  );
  return Object.fromEntries(entries) as THeld;
}

/** The grants of roles/positions/users: [{itemType, itemId}]. */
export async function findObjectGrants(db: TDbOrTx, objectType: string, objectIds: readonly string[]) {
  if (!objectIds.length) return [];
  return db
    .select({ itemType: authorizes.itemType, itemId: authorizes.itemId })
    .from(authorizes)
    .where(and(eq(authorizes.objectType, objectType), inArray(authorizes.objectId, [...objectIds])));
}

/** Standard data scopes that nest, narrowest first: a wider one covers the narrower ones of its page. */
const NESTED_SCOPES = ['department', 'departmentAndBelow', 'companyAndBelow', 'all'];
/** Width of a scheme by its conditions (a renamed copy of a standard scope is as wide as it); `[]` is all data. */
const SCOPE_WIDTH = new Map(
  STANDARD_SCOPES.filter((s) => NESTED_SCOPES.includes(s.code)).map((s) => [
    JSON.stringify(s.conditions),
    NESTED_SCOPES.indexOf(s.code),
  ]),
);
const ALL_DATA = NESTED_SCOPES.indexOf('all');

/**
 * The one comparison of rights: the grants `held` does not cover. An item is covered when it is held; a data
 * scope is also covered by a held wider standard scope, or by all data, on the same page; a scheme that is
 * deleted or disabled grants nothing.
 */
async function findUncovered(db: TDbOrTx, held: THeld, grants: readonly TGrant[]): Promise<TGrant[]> {
  const missing = grants.filter((g) => !held[g.itemType as TItemKind]?.has(g.itemId));
  const scopes = missing.filter((g) => g.itemType === 'resource').map((g) => g.itemId);
  if (!scopes.length) return missing;
  const rows = await db
    .select({
      id: moduleDataSchemes.id,
      moduleId: moduleDataSchemes.moduleId,
      conditionJson: moduleDataSchemes.conditionJson,
    })
    .from(moduleDataSchemes)
    .where(
      and(
        inArray(moduleDataSchemes.id, [...scopes, ...held.resource]),
        eq(moduleDataSchemes.enabledMark, 1),
        isNull(moduleDataSchemes.deleteTime),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, { ...r, width: SCOPE_WIDTH.get(r.conditionJson) }]));
  const heldSchemes = [...held.resource].flatMap((id) => byId.get(id) ?? []);
  const isCovered = (id: string) => {
    const want = byId.get(id);
    if (!want) return true;
    return heldSchemes.some(
      (h) =>
        h.moduleId === want.moduleId &&
        h.width !== undefined &&
        (h.width === ALL_DATA || (want.width !== undefined && h.width >= want.width)),
    );
  };
  return missing.filter((g) => g.itemType !== 'resource' || !isCovered(g.itemId));
}

/**
 * Nobody grants what they do not hold (the RuoYi CVE-2026-37669 lesson): putting a user into a role or position
 * hands them its grants, so the caller must hold every one of them.
 */
export async function assertCanHandOver(
  db: TDbOrTx,
  auth: TAuth,
  objectType: 'Role' | 'Position',
  objectIds: readonly string[],
) {
  const held = await findHeldItems(db, auth);
  if (!held) return;
  const grants = await findObjectGrants(db, objectType, objectIds);
  if ((await findUncovered(db, held, grants)).length) throw new AppError(Code.forbidden, 'grant.exceeds');
}

/**
 * Nobody acts on an account (edit, reset its password, enable or disable, delete, unbind, force offline, change its
 * memberships) that holds rights the caller does not hold, so taking it over gains nothing; nobody but the super
 * administrator itself acts on the super administrator.
 */
export async function assertCanActOn(db: TDbOrTx, auth: TAuth, userIds: readonly string[]) {
  const others = userIds.filter((id) => id !== auth.userId);
  if (!others.length) return;
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, others), eq(users.isAdministrator, true)));
  if (admins.length) throw new AppError(Code.forbidden, 'user.superAdmin');
  const held = await findHeldItems(db, auth);
  if (!held) return;
  for (const userId of others) {
    const memberships = await findMemberships(db, userId);
    const grants = await db
      .select({ itemType: authorizes.itemType, itemId: authorizes.itemId })
      .from(authorizes)
      .where(grantedTo({ userId, ...memberships }));
    if ((await findUncovered(db, held, grants)).length)
      throw new AppError(Code.forbidden, 'account.exceedsRights');
  }
}
