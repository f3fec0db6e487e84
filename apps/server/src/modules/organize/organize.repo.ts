import { and, asc, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { scopeWhere, type TScope } from '../authorize/data-scope.ts';
import { positions } from '../position/position.table.ts';
import { users } from '../users/user.table.ts';
import { organizes } from './organize.table.ts';

/** Columns a data-permission condition may name on organisations (organizeId is the org's own id). */
export const ORG_SCOPE_FIELDS = {
  id: organizes.id,
  organizeId: organizes.id,
  creatorUserId: organizes.creatorUserId,
} as const;

export type TOrgRow = typeof organizes.$inferSelect;

const live = isNull(organizes.deleteTime);
const ORDER = [asc(organizes.sortCode), desc(organizes.creatorTime)];

/** Live organisations inside a scope (optionally of one category), with the manager as "RealName/Account". */
export async function findOrgRows(db: TDbOrTx, opts: { scope: TScope; category?: string }) {
  const rows = await db
    .select({
      id: organizes.id,
      parentId: organizes.parentId,
      category: organizes.category,
      fullName: organizes.fullName,
      enCode: organizes.enCode,
      managerId: organizes.managerId,
      description: organizes.description,
      enabledMark: organizes.enabledMark,
      sortCode: organizes.sortCode,
      creatorTime: organizes.creatorTime,
      managerName: users.realName,
      managerAccount: users.account,
    })
    .from(organizes)
    .leftJoin(users, and(eq(users.id, organizes.managerId), isNull(users.deleteTime)))
    .where(
      and(
        live,
        scopeWhere(opts.scope, ORG_SCOPE_FIELDS),
        opts.category ? eq(organizes.category, opts.category) : undefined,
      ),
    )
    .orderBy(...ORDER);
  return rows.map(({ managerName, managerAccount, ...r }) => ({
    ...r,
    manager: managerName ? `${managerName}/${managerAccount}` : '',
  }));
}

/** Every live organisation's place in the tree (no scope: what scopes are resolved from, never shown as is). */
export async function findOrgStructure(db: TDbOrTx) {
  return db
    .select({ id: organizes.id, parentId: organizes.parentId, category: organizes.category })
    .from(organizes)
    .where(live)
    .orderBy(...ORDER);
}

/** One live organisation inside a scope. */
export async function findOrg(db: TDbOrTx, id: string, scope: TScope): Promise<TOrgRow | undefined> {
  const [row] = await db
    .select()
    .from(organizes)
    .where(and(eq(organizes.id, id), live, scopeWhere(scope, ORG_SCOPE_FIELDS)));
  return row;
}

/** Whether the code is taken anywhere, and the name among the siblings, by another live organisation. */
export async function findOrgClash(
  db: TDbOrTx,
  o: { id?: string; parentId: string; fullName: string; enCode: string },
) {
  const rows = await db
    .select({ parentId: organizes.parentId, fullName: organizes.fullName, enCode: organizes.enCode })
    .from(organizes)
    .where(
      and(
        live,
        or(
          sql`lower(${organizes.enCode}) = lower(${o.enCode})`,
          and(eq(organizes.parentId, o.parentId), eq(organizes.fullName, o.fullName)),
        ),
        o.id ? ne(organizes.id, o.id) : undefined,
      ),
    );
  return {
    code: rows.some((r) => r.enCode.toLowerCase() === o.enCode.toLowerCase()),
    name: rows.some((r) => r.parentId === o.parentId && r.fullName === o.fullName),
  };
}

/** What still hangs off an organisation: live child organisations, positions and users. */
export async function countOrgDependants(db: TDbOrTx, id: string) {
  const [[c], [p], [u]] = await Promise.all([
    db
      .select({ n: count() })
      .from(organizes)
      .where(and(live, eq(organizes.parentId, id))),
    db
      .select({ n: count() })
      .from(positions)
      .where(and(isNull(positions.deleteTime), eq(positions.organizeId, id))),
    db
      .select({ n: count() })
      .from(users)
      .where(and(isNull(users.deleteTime), eq(users.organizeId, id))),
  ]);
  return { children: c.n, positions: p.n, users: u.n };
}

/** True when a live user has this id. */
export async function userExists(db: TDbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleteTime)));
  return Boolean(row);
}

export { organizes };
