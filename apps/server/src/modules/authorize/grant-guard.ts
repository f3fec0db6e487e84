import { Code } from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { authorizes } from './authorize.table.ts';
import { findGrantedItemIds } from './grant.repo.ts';

export const ITEM_TYPES = ['module', 'button', 'column', 'form', 'resource'] as const;
export type TItemKind = (typeof ITEM_TYPES)[number];

/** What the caller holds, per item type (null = the super administrator: everything). */
export async function findHeldItems(
  db: TDbOrTx,
  auth: TAuth,
): Promise<Record<TItemKind, Set<string>> | null> {
  if (auth.isAdmin) return null;
  const entries = await Promise.all(
    ITEM_TYPES.map(async (t) => [t, await findGrantedItemIds(db, auth, t)] as const),
  );
  return Object.fromEntries(entries) as Record<TItemKind, Set<string>>;
}

/** The grants of roles/positions/users: [{itemType, itemId}]. */
export async function findObjectGrants(db: TDbOrTx, objectType: string, objectIds: readonly string[]) {
  if (!objectIds.length) return [];
  return db
    .select({ itemType: authorizes.itemType, itemId: authorizes.itemId })
    .from(authorizes)
    .where(and(eq(authorizes.objectType, objectType), inArray(authorizes.objectId, [...objectIds])));
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
  const exceeds = grants.some((g) => !held[g.itemType as TItemKind]?.has(g.itemId));
  if (exceeds) throw new AppError(Code.forbidden, 'grant.exceeds');
}
