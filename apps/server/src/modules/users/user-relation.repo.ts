import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { positions } from '../position/position.table.ts';
import { roles } from '../role/role.table.ts';
import { userRelations } from './user-relation.table.ts';
import { users } from './user.table.ts';

export type TRelationType = 'Role' | 'Position';

/**
 * The ids of a user's roles or positions in their order, as a column of a select from the users table. Written
 * with qualified names: the query builder leaves columns unqualified in a one-table select, and an unqualified
 * `id` inside this subquery would be the relation's own id, never the user's.
 */
export const relationIdsOf = (objectType: TRelationType) =>
  sql<string[]>`array(select r.object_id from ${userRelations} r
    where r.user_id = ${users}.id and r.object_type = ${objectType}
    order by r.sort_code, r.object_id)`;

/** Object ids (roles or positions) of a user. */
export async function findUserObjects(
  db: TDbOrTx,
  userId: string,
  objectType: TRelationType,
): Promise<string[]> {
  const rows = await db
    .select({ id: userRelations.objectId })
    .from(userRelations)
    .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, objectType)))
    .orderBy(userRelations.sortCode);
  return rows.map((r) => r.id);
}

/** Whether a live role or a live position has this id (JNPF's members path names only the id). */
export async function findRelationObjectType(db: TDbOrTx, id: string): Promise<TRelationType | undefined> {
  const [row] = await db
    .select({ type: sql<TRelationType>`'Role'` })
    .from(roles)
    .where(and(eq(roles.id, id), isNull(roles.deleteTime)))
    .unionAll(
      db
        .select({ type: sql<TRelationType>`'Position'` })
        .from(positions)
        .where(and(eq(positions.id, id), isNull(positions.deleteTime))),
    )
    .limit(1);
  return row?.type;
}

/** Member user ids of a role or position. */
export async function findMembers(
  db: TDbOrTx,
  objectType: TRelationType,
  objectId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: userRelations.userId })
    .from(userRelations)
    .where(and(eq(userRelations.objectType, objectType), eq(userRelations.objectId, objectId)));
  return rows.map((r) => r.id);
}

/**
 * Sets a user's roles or positions to `ids` in that order: relations that stay keep their rows (id and creation
 * time), only their order is corrected; the others are removed or added.
 */
export async function replaceUserObjects(
  db: TDbOrTx,
  userId: string,
  objectType: TRelationType,
  ids: readonly string[],
  now: number,
) {
  const mine = and(eq(userRelations.userId, userId), eq(userRelations.objectType, objectType));
  const current = await db
    .select({ id: userRelations.id, objectId: userRelations.objectId, sortCode: userRelations.sortCode })
    .from(userRelations)
    .where(mine);
  const order = new Map<string, number>();
  for (const id of ids) if (!order.has(id)) order.set(id, order.size);
  const gone = current.filter((r) => !order.has(r.objectId)).map((r) => r.id);
  if (gone.length) await db.delete(userRelations).where(inArray(userRelations.id, gone));
  for (const r of current) {
    const sortCode = order.get(r.objectId);
    if (sortCode !== undefined && sortCode !== r.sortCode)
      await db.update(userRelations).set({ sortCode }).where(eq(userRelations.id, r.id));
  }
  const held = new Set(current.map((r) => r.objectId));
  const added = [...order].filter(([objectId]) => !held.has(objectId));
  if (added.length) {
    await db.insert(userRelations).values(
      added.map(([objectId, sortCode]) => ({
        id: newId(),
        userId,
        objectType,
        objectId,
        sortCode,
        creatorTime: now,
      })),
    );
  }
}

/** Adds and removes members of a role or position. */
export async function changeMembers(
  db: TDbOrTx,
  objectType: TRelationType,
  objectId: string,
  add: readonly string[],
  remove: readonly string[],
  now: number,
) {
  if (remove.length) {
    await db
      .delete(userRelations)
      .where(
        and(
          eq(userRelations.objectType, objectType),
          eq(userRelations.objectId, objectId),
          inArray(userRelations.userId, [...remove]),
        ),
      );
  }
  if (add.length) {
    await db
      .insert(userRelations)
      .values(
        add.map((userId) => ({ id: newId(), userId, objectType, objectId, sortCode: 0, creatorTime: now })),
      )
      .onConflictDoNothing();
  }
}

/** Removes every relation of a user (on delete). */
export async function removeUserRelations(db: TDbOrTx, userId: string) {
  await db.delete(userRelations).where(eq(userRelations.userId, userId));
}
