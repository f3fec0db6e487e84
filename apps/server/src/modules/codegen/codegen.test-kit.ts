import { eq } from 'drizzle-orm';
import type { TTestApp } from '../../test/build-test-app.ts';
import { buildRole } from '../../test/factories.ts';
import { newId } from '../../lib/ids.ts';
import { authorizes } from '../authorize/authorize.table.ts';
import type { TGeneratedMenu } from '../generated/generated-menus.seed.ts';
import type { TTableLayout } from '../visualdev/publish/layout.ts';
import { visualDevs } from '../visualdev/visualdev.table.ts';

/** What a generated module's test knows of its model: the id, the published form and the layout it was made for. */
export interface TGeneratedModel {
  id: string;
  fullName: string;
  formData: unknown;
  layout: unknown;
}

const columnsOf = (l: TTableLayout) => ({
  table: l.table,
  columns: l.columns,
  children: Object.fromEntries(Object.entries(l.children).map(([k, c]) => [k, [c.table, c.columns]])),
});

/**
 * Makes the model's tables in the test database the way the product does (the model saved, then published as the
 * administrator) and checks they have the columns the module was generated for.
 */
export async function installGeneratedModel(t: TTestApp, adminToken: string, m: TGeneratedModel) {
  await t.db.insert(visualDevs).values({
    id: m.id,
    fullName: m.fullName,
    enCode: `gen${m.id}`,
    type: 1,
    category: '',
    formData: m.formData,
    creatorTime: 1,
    creatorUserId: 'admin',
  });
  const res = await t.call('POST', `/api/visualdev/Base/${m.id}/Actions/Release`, { token: adminToken });
  if (res.json<{ code: number }>().code !== 200) throw new Error(`publishing the model failed: ${res.body}`);
  const [row] = await t.db
    .select({ layout: visualDevs.tableLayout })
    .from(visualDevs)
    .where(eq(visualDevs.id, m.id));
  const made = JSON.stringify(columnsOf(row.layout as TTableLayout));
  if (made !== JSON.stringify(columnsOf(m.layout as TTableLayout))) {
    throw new Error('the model now publishes other columns than the module was generated for: regenerate it');
  }
}

/**
 * Grants a generated module's menu to a new role of `userIds`: the page, the `buttons`, and the standard data
 * `scheme` when given (e.g. 'department'); the menu itself is seeded from the registry.
 */
export async function grantGeneratedMenu(
  t: TTestApp,
  menu: TGeneratedMenu,
  userIds: string[],
  buttons: readonly string[],
  scheme?: string,
) {
  const menuId = `menu-gen-${menu.enCode}`;
  const role = await buildRole(t.db, userIds);
  const items = [
    { itemType: 'module', itemId: menuId },
    ...buttons.map((b) => ({ itemType: 'button', itemId: `${menuId}-${b}` })),
    ...(scheme ? [{ itemType: 'resource', itemId: `${menuId}-scope-${scheme}` }] : []),
  ];
  await t.db
    .insert(authorizes)
    .values(items.map((i) => ({ id: newId(), ...i, objectType: 'Role', objectId: role.id, creatorTime: 1 })));
}
