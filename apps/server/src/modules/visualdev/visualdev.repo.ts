import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../lib/paging.ts';
import { dictionaryData, dictionaryTypes } from '../dictionary/dictionary.table.ts';
import { users } from '../users/user.table.ts';
import { visualDevReleases, visualDevs } from './visualdev.table.ts';

/** The category dictionary of each model type (contract §5.1). */
export const CATEGORY_DICTIONARY: Readonly<Record<number, string>> = {
  1: 'webDesign',
  2: 'appDesigner',
  3: 'flowForm',
  4: 'webForm',
  5: 'appForm',
};

const live = isNull(visualDevs.deleteTime);
const modifier = alias(users, 'modifier');
const nameOf = (u: { realName: AnyPgColumn; account: AnyPgColumn }) =>
  sql<string>`coalesce(${u.realName} || '/' || ${u.account}, '')`;

/** Live models of a type matching a keyword on name or code (published only when asked), with their authors. */
export async function findModels(db: TDbOrTx, q: { type?: number; keyword?: string; published?: boolean }) {
  const p = q.keyword ? containsPattern(q.keyword) : undefined;
  return db
    .select({ row: visualDevs, creatorUser: nameOf(users), lastModifyUser: nameOf(modifier) })
    .from(visualDevs)
    .leftJoin(users, eq(users.id, visualDevs.creatorUserId))
    .leftJoin(modifier, eq(modifier.id, visualDevs.lastModifyUserId))
    .where(
      and(
        live,
        q.type ? eq(visualDevs.type, q.type) : undefined,
        q.published ? eq(visualDevs.state, 1) : undefined,
        p ? or(ilike(visualDevs.fullName, p), ilike(visualDevs.enCode, p)) : undefined,
      ),
    )
    .orderBy(asc(visualDevs.sortCode), desc(visualDevs.creatorTime));
}

/** Category entries (id, name) of the dictionaries of the given model types, in dictionary order. */
export async function findCategories(db: TDbOrTx, types: readonly number[]) {
  const codes = types.map((t) => CATEGORY_DICTIONARY[t]).filter(Boolean);
  if (!codes.length) return [];
  return db
    .select({ id: dictionaryData.id, fullName: dictionaryData.fullName })
    .from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.dictionaryTypeId))
    .where(and(inArray(dictionaryTypes.enCode, codes), isNull(dictionaryData.deleteTime)))
    .orderBy(asc(dictionaryData.sortCode), asc(dictionaryData.fullName));
}

/** One live model. */
export async function findModel(db: TDbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(visualDevs)
    .where(and(eq(visualDevs.id, id), live));
  return row;
}

/** Which of name/code another live model of the same type already uses (code: any type). */
export async function findModelClash(
  db: TDbOrTx,
  m: { id?: string; fullName: string; enCode: string; type: number },
) {
  const rows = await db
    .select({ fullName: visualDevs.fullName, enCode: visualDevs.enCode, type: visualDevs.type })
    .from(visualDevs)
    .where(
      and(
        live,
        or(eq(visualDevs.enCode, m.enCode), eq(visualDevs.fullName, m.fullName)),
        m.id ? ne(visualDevs.id, m.id) : undefined,
      ),
    );
  return {
    code: rows.some((r) => r.enCode === m.enCode),
    name: rows.some((r) => r.fullName === m.fullName && r.type === m.type),
  };
}

/** The latest published version of a model. */
export async function findLatestRelease(db: TDbOrTx, modelId: string) {
  const [row] = await db
    .select()
    .from(visualDevReleases)
    .where(eq(visualDevReleases.modelId, modelId))
    .orderBy(desc(visualDevReleases.version))
    .limit(1);
  return row;
}

/** True when the category is an entry of the model type's category dictionary. */
export async function isCategoryOf(db: TDbOrTx, type: number, category: string): Promise<boolean> {
  const entries = await findCategories(db, [type]);
  return entries.some((e) => e.id === category);
}

export type TModelRow = typeof visualDevs.$inferSelect;
