import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.ts';
import { dictionaryData, dictionaryTypes } from '../dictionary/dictionary.table.ts';
import { moduleButtons, moduleColumns, moduleDataSchemes, moduleForms, modules } from '../menu/menu.table.ts';
import { organizes } from '../organize/organize.table.ts';
import { positions } from '../position/position.table.ts';
import { roles } from '../role/role.table.ts';
import { users } from '../users/user.table.ts';

/** What a record id names: its name and code, its kind, and for a menu's item the menu's. */
export interface TNamedRecord {
  id: string;
  name: string;
  code: string;
  kind: string;
  menuName: string | null;
  menuCode: string | null;
}

type TNamedTable =
  | typeof organizes
  | typeof positions
  | typeof roles
  | typeof modules
  | typeof dictionaryTypes
  | typeof dictionaryData;
type TItemTable = typeof moduleButtons | typeof moduleColumns | typeof moduleForms | typeof moduleDataSchemes;

/** Most ids one lookup resolves (a page of log rows and their changes stay far below it). */
const MAX_IDS = 2000;

/**
 * The records the ids name, looked up in every table a log row can point into (organisations, positions, roles,
 * users, menus and their items, dictionaries), deleted records included: a log outlives its records.
 */
export async function findNamedRecords(
  db: TDbOrTx,
  ids: Iterable<string>,
): Promise<Map<string, TNamedRecord>> {
  const list = [...new Set(ids)].slice(0, MAX_IDS);
  if (!list.length) return new Map();
  const menu = alias(modules, 'menu');
  const plain = (kind: string, t: TNamedTable) =>
    db
      .select({
        id: sql<string>`${t.id}`,
        name: sql<string>`${t.fullName}`,
        code: sql<string>`${t.enCode}`,
        kind: sql<string>`${kind}::text`,
        menuName: sql<string | null>`null::text`,
        menuCode: sql<string | null>`null::text`,
      })
      .from(t)
      .where(inArray(t.id, list));
  const item = (kind: string, t: TItemTable) =>
    db
      .select({
        id: sql<string>`${t.id}`,
        name: sql<string>`${t.fullName}`,
        code: sql<string>`${t.enCode}`,
        kind: sql<string>`${kind}::text`,
        menuName: sql<string | null>`${menu.fullName}`,
        menuCode: sql<string | null>`${menu.enCode}`,
      })
      .from(t)
      .leftJoin(menu, eq(menu.id, t.moduleId))
      .where(inArray(t.id, list));
  const rows = await plain('organize', organizes)
    .unionAll(plain('position', positions))
    .unionAll(plain('role', roles))
    .unionAll(plain('menu', modules))
    .unionAll(plain('dictionaryType', dictionaryTypes))
    .unionAll(plain('dictionaryData', dictionaryData))
    .unionAll(
      db
        .select({
          id: sql<string>`${users.id}`,
          name: sql<string>`${users.realName}`,
          code: sql<string>`${users.account}`,
          kind: sql<string>`'user'::text`,
          menuName: sql<string | null>`null::text`,
          menuCode: sql<string | null>`null::text`,
        })
        .from(users)
        .where(inArray(users.id, list)),
    )
    .unionAll(item('button', moduleButtons))
    .unionAll(item('column', moduleColumns))
    .unionAll(item('form', moduleForms))
    .unionAll(item('resource', moduleDataSchemes));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The name of the record `id` names (a user's real name), for a log summary written before its name is known. */
export async function findRecordName(db: TDbOrTx, id: string): Promise<string | undefined> {
  return (await findNamedRecords(db, [id])).get(id)?.name;
}
