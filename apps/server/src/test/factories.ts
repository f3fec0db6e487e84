import { md5 } from '../lib/crypto.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/password.ts';
import type { TDb } from '../db/client.ts';
import { authorizes } from '../modules/authorize/authorize.table.ts';
import { roles } from '../modules/role/role.table.ts';
import { userRelations } from '../modules/users/user-relation.table.ts';
import { users } from '../modules/users/user.table.ts';
import { SEED_DEPARTMENT_ID, buttonId, menuId, schemeId } from '../db/seed/seed.ts';
import { organizes } from '../modules/organize/organize.table.ts';
import { eq } from 'drizzle-orm';

export const DEFAULT_PASSWORD = 'Passw0rd';

/** Creates a user (password DEFAULT_PASSWORD unless given) and returns the row. */
export async function buildUser(
  db: TDb,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password, ...rest } = overrides;
  const id = rest.id ?? newId();
  const row = {
    id,
    account: `u${id.slice(-10)}`,
    realName: '测试用户',
    passwordHash: await hashPassword(md5(password ?? DEFAULT_PASSWORD)),
    organizeId: SEED_DEPARTMENT_ID,
    creatorTime: Date.now(),
    ...rest,
  };
  await db.insert(users).values(row);
  return row;
}

/** Creates a role and puts users in it. */
export async function buildRole(
  db: TDb,
  userIds: string[] = [],
  overrides: Partial<typeof roles.$inferInsert> = {},
) {
  const id = overrides.id ?? newId();
  const row = {
    id,
    fullName: `角色${id.slice(-6)}`,
    enCode: `role${id.slice(-6)}`,
    type: 'Business',
    creatorTime: Date.now(),
    ...overrides,
  };
  await db.insert(roles).values(row);
  for (const userId of userIds) {
    await db
      .insert(userRelations)
      .values({ id: newId(), userId, objectType: 'Role', objectId: id, creatorTime: Date.now() });
  }
  return row;
}

/** Grants pages (by enCode) and optionally their buttons to a role, position or user. */
export async function grant(
  db: TDb,
  object: { type: 'Role' | 'Position' | 'User'; id: string },
  pages: string[],
  buttons: string[] = [],
) {
  const rows = [
    ...pages.map((p) => ({ itemType: 'module', itemId: menuId(p) })),
    ...pages.flatMap((p) => buttons.map((b) => ({ itemType: 'button', itemId: buttonId(p, b) }))),
  ];
  if (!rows.length) return;
  await db.insert(authorizes).values(
    rows.map((r) => ({
      id: newId(),
      ...r,
      objectType: object.type,
      objectId: object.id,
      creatorTime: Date.now(),
    })),
  );
}

/** Creates a company or department under a parent. */
export async function buildOrg(
  db: TDb,
  overrides: Partial<typeof organizes.$inferInsert> & { parentId: string },
): Promise<typeof organizes.$inferSelect> {
  const id = overrides.id ?? newId();
  const row = {
    id,
    category: 'department',
    enCode: `D${id.slice(-8)}`,
    fullName: `部门${id.slice(-6)}`,
    creatorTime: Date.now(),
    ...overrides,
  };
  await db.insert(organizes).values(row);
  const [saved] = await db.select().from(organizes).where(eq(organizes.id, id));
  return saved;
}

/** Grants a page's standard data scope ('all', 'companyAndBelow', 'departmentAndBelow', 'department', 'self'). */
export async function grantScope(
  db: TDb,
  object: { type: 'Role' | 'Position' | 'User'; id: string },
  page: string,
  scope: string,
) {
  await db.insert(authorizes).values({
    id: newId(),
    itemType: 'resource',
    itemId: schemeId(page, scope),
    objectType: object.type,
    objectId: object.id,
    creatorTime: Date.now(),
  });
}
