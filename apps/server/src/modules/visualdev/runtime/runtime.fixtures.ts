import type { STANDARD_SCOPES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { TTestApp } from '../../../test/build-test-app.ts';
import { newId } from '../../../lib/ids.ts';
import { buildRole } from '../../../test/factories.ts';
import { authorizes } from '../../authorize/authorize.table.ts';
import { moduleButtons } from '../../menu/menu.table.ts';

/** A standard data scheme (department, self…). */
export type TScheme = (typeof STANDARD_SCOPES)[number];

/**
 * Test data: a type-3 menu bound to model `modelId` with btn_add/btn_edit/btn_remove/btn_batchRemove/btn_download/btn_upload, granted (menu, `buttons`, and
 * the data `scheme` when given) to a new role of `userIds`; `now` stamps the rows. Answers the menu's id. The rows
 * are written outside the menu service, so the change is announced as it would (the runtime caches models' menus).
 */
export async function bindModelMenu(
  t: Pick<TTestApp, 'db' | 'app'>,
  modelId: string,
  userIds: string[],
  buttons: string[],
  scheme: TScheme | undefined,
  now: number,
): Promise<string> {
  const { db } = t;
  const id = newId();
  const enCode = `vdrt${id.slice(-6)}`;
  const propertyJson = JSON.stringify({ moduleId: modelId });
  // Raw SQL: property_json is text or jsonb depending on the menu table's version; both take this literal.
  await db.execute(sql`insert into base_module (id, type, full_name, en_code, property_json, creator_time,
    is_data_authorize) values (${id}, 3, '运行时', ${enCode}, ${propertyJson}, ${now}, ${scheme ? 1 : 0})`);
  const schemeId = newId();
  if (scheme) {
    await db.execute(sql`insert into base_module_data_scheme (id, module_id, full_name, en_code, condition_json,
      creator_time) values (${schemeId}, ${id}, ${scheme.fullName}, ${scheme.code},
      ${JSON.stringify(scheme.conditions)}, ${now})`);
  }
  const rows = ['btn_add', 'btn_edit', 'btn_remove', 'btn_batchRemove', 'btn_download', 'btn_upload'].map(
    (b) => ({
      id: newId(),
      moduleId: id,
      fullName: b,
      enCode: b,
      creatorTime: now,
    }),
  );
  await db.insert(moduleButtons).values(rows);
  const role = await buildRole(db, userIds);
  const items = [
    { itemType: 'module', itemId: id },
    ...(scheme ? [{ itemType: 'resource', itemId: schemeId }] : []),
    ...rows.filter((r) => buttons.includes(r.enCode)).map((r) => ({ itemType: 'button', itemId: r.id })),
  ];
  await db
    .insert(authorizes)
    .values(
      items.map((i) => ({ id: newId(), ...i, objectType: 'Role', objectId: role.id, creatorTime: now })),
    );
  await t.app.ctx.modelMenus.changed();
  return id;
}
