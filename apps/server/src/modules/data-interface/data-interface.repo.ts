import { and, asc, count, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { keywordWhere } from '../authorize/column-permission.ts';
import { dictionaryData } from '../dictionary/dictionary.table.ts';
import { users } from '../users/user.table.ts';
import { dataInterfaceLogs, dataInterfaces } from './data-interface.table.ts';

/** The DataInterfaceType dictionary (contract §3.3). */
export const INTERFACE_CATEGORY_TYPE = '9c43287481364d348c0ea0d0f64b38be';

/** Columns the list may sort by. */
export const INTERFACE_SORT = {
  fullName: dataInterfaces.fullName,
  enCode: dataInterfaces.enCode,
  sortCode: dataInterfaces.sortCode,
  creatorTime: dataInterfaces.creatorTime,
} as const;
export const INTERFACE_DEFAULT_ORDER = [asc(dataInterfaces.sortCode), desc(dataInterfaces.creatorTime)];

const live = isNull(dataInterfaces.deleteTime);
const userName = sql<string>`coalesce(${users.realName} || '/' || ${users.account}, '')`;

/** Live interfaces of a category matching a keyword on name or code (the ones the caller may see). */
export function interfaceFilter(q: {
  categoryId?: string;
  keyword?: string;
  hiddenColumns?: ReadonlySet<string>;
}): SQL {
  const searched = { fullName: dataInterfaces.fullName, enCode: dataInterfaces.enCode };
  return and(
    live,
    q.categoryId ? eq(dataInterfaces.categoryId, q.categoryId) : undefined,
    keywordWhere(q.keyword, searched, q.hiddenColumns),
  )!;
}

/** One page of interfaces with their author, and the total. */
export async function findInterfacePage(
  db: TDbOrTx,
  where: SQL,
  order: SQL[],
  limit: number,
  offset: number,
) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: dataInterfaces, creatorUser: userName })
      .from(dataInterfaces)
      .leftJoin(users, eq(users.id, dataInterfaces.creatorUserId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(dataInterfaces).where(where),
  ]);
  return { rows, total };
}

/** One live interface with its author. */
export async function findInterface(db: TDbOrTx, id: string) {
  const [row] = await db
    .select({ row: dataInterfaces, creatorUser: userName })
    .from(dataInterfaces)
    .leftJoin(users, eq(users.id, dataInterfaces.creatorUserId))
    .where(and(eq(dataInterfaces.id, id), live));
  return row;
}

/** True when another live interface has this name or code. */
export async function interfaceClashes(db: TDbOrTx, r: { id?: string; fullName: string; enCode: string }) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(dataInterfaces)
    .where(
      and(
        live,
        or(eq(dataInterfaces.fullName, r.fullName), eq(dataInterfaces.enCode, r.enCode)),
        r.id ? ne(dataInterfaces.id, r.id) : undefined,
      ),
    );
  return n > 0;
}

/** Enabled categories (entries of the DataInterfaceType dictionary). */
export async function findCategories(db: TDbOrTx) {
  return db
    .select({ id: dictionaryData.id, fullName: dictionaryData.fullName })
    .from(dictionaryData)
    .where(
      and(
        eq(dictionaryData.dictionaryTypeId, INTERFACE_CATEGORY_TYPE),
        isNull(dictionaryData.deleteTime),
        eq(dictionaryData.enabledMark, 1),
      ),
    )
    .orderBy(asc(dictionaryData.sortCode));
}

/** Enabled interfaces for the selector. */
export async function findInterfaceOptions(db: TDbOrTx) {
  return db
    .select({
      id: dataInterfaces.id,
      fullName: dataInterfaces.fullName,
      categoryId: dataInterfaces.categoryId,
    })
    .from(dataInterfaces)
    .where(and(live, eq(dataInterfaces.enabledMark, 1)))
    .orderBy(...INTERFACE_DEFAULT_ORDER);
}

/** Writes one call-log row. */
export async function insertCallLog(db: TDbOrTx, row: typeof dataInterfaceLogs.$inferInsert): Promise<void> {
  await db.insert(dataInterfaceLogs).values(row);
}

/** One page of an interface's call log, newest first, and the total. */
export async function findCallLogPage(db: TDbOrTx, invokId: string, limit: number, offset: number) {
  const where = eq(dataInterfaceLogs.invokId, invokId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: dataInterfaceLogs.id,
        invokTime: dataInterfaceLogs.invokTime,
        invokWasteTime: dataInterfaceLogs.invokWasteTime,
        userId: dataInterfaceLogs.userId,
        userName,
        invokIp: dataInterfaceLogs.invokIp,
        invokDevice: dataInterfaceLogs.invokDevice,
        rowCount: dataInterfaceLogs.rowCount,
        isOk: dataInterfaceLogs.isOk,
        errorMessage: dataInterfaceLogs.errorMessage,
      })
      .from(dataInterfaceLogs)
      .leftJoin(users, eq(users.id, dataInterfaceLogs.userId))
      .where(where)
      .orderBy(desc(dataInterfaceLogs.invokTime), desc(dataInterfaceLogs.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(dataInterfaceLogs).where(where),
  ]);
  return { rows, total };
}

export { dataInterfaces };
