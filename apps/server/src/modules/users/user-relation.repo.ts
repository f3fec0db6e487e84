import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { userRelations } from './user-relation.table.ts';

export type TRelationType = 'Role' | 'Position';

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

/** Replaces a user's roles or positions. */
export async function replaceUserObjects(
  db: TDbOrTx,
  userId: string,
  objectType: TRelationType,
  ids: readonly string[],
  now: number,
) {
  await db
    .delete(userRelations)
    .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, objectType)));
  if (ids.length) {
    await db.insert(userRelations).values(
      ids.map((objectId, i) => ({
        id: newId(),
        userId,
        objectType,
        objectId,
        sortCode: i,
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
