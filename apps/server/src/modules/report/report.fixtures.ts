import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { buildRole } from '../../test/factories.ts';
import { authorizes } from '../authorize/authorize.table.ts';

/**
 * Test data: a type-5 menu bound to report `reportId` (data-authorised with `scheme` when given), granted with the
 * scheme to a new role of `userIds`; `now` stamps the rows.
 * Answers the menu's id and enCode.
 */
export async function bindReportMenu(
  db: TDb,
  reportId: string,
  userIds: string[],
  now: number,
  scheme?: { code: string; fullName: string; conditions: unknown },
) {
  const id = newId();
  const enCode = `rpt${id.slice(-6)}`;
  const propertyJson = JSON.stringify({ moduleId: reportId });
  // Raw SQL: property_json is text or jsonb depending on the menu table's version; both take this literal.
  await db.execute(sql`insert into base_module (id, type, full_name, en_code, property_json, creator_time,
    is_data_authorize) values (${id}, 5, '报表菜单', ${enCode}, ${propertyJson}, ${now}, ${scheme ? 1 : 0})`);
  const schemeId = newId();
  if (scheme) {
    await db.execute(sql`insert into base_module_data_scheme (id, module_id, full_name, en_code, condition_json,
      creator_time) values (${schemeId}, ${id}, ${scheme.fullName}, ${scheme.code},
      ${JSON.stringify(scheme.conditions)}, ${now})`);
  }
  const role = await buildRole(db, userIds);
  const items = [
    { itemType: 'module', itemId: id },
    ...(scheme ? [{ itemType: 'resource', itemId: schemeId }] : []),
  ];
  await db
    .insert(authorizes)
    .values(
      items.map((i) => ({ id: newId(), ...i, objectType: 'Role', objectId: role.id, creatorTime: now })),
    );
  return { id, enCode };
}
