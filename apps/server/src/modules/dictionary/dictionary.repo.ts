import { and, asc, count, desc, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { seededEntryLabel, type TLanguage } from '@app/contracts';
import type { TDbOrTx } from '../../db/client.ts';
import { dictionaryData, dictionaryTypes } from './dictionary.table.ts';

const liveType = isNull(dictionaryTypes.deleteTime);
const liveData = isNull(dictionaryData.deleteTime);

const TYPE_COLS = {
  id: dictionaryTypes.id,
  parentId: dictionaryTypes.parentId,
  fullName: dictionaryTypes.fullName,
  enCode: dictionaryTypes.enCode,
  isTree: dictionaryTypes.isTree,
  enabledMark: dictionaryTypes.enabledMark,
  sortCode: dictionaryTypes.sortCode,
  description: dictionaryTypes.description,
  version: dictionaryTypes.version,
};

const DATA_COLS = {
  id: dictionaryData.id,
  dictionaryTypeId: dictionaryData.dictionaryTypeId,
  parentId: dictionaryData.parentId,
  fullName: dictionaryData.fullName,
  enCode: dictionaryData.enCode,
  simpleSpelling: dictionaryData.simpleSpelling,
  isDefault: dictionaryData.isDefault,
  enabledMark: dictionaryData.enabledMark,
  sortCode: dictionaryData.sortCode,
  description: dictionaryData.description,
  version: dictionaryData.version,
};

/** Every live dictionary type, in display order. */
export async function findTypes(db: TDbOrTx) {
  return db
    .select(TYPE_COLS)
    .from(dictionaryTypes)
    .where(liveType)
    .orderBy(asc(dictionaryTypes.sortCode), desc(dictionaryTypes.creatorTime));
}

/** One live type by id or by enCode (contract §3.4: lookups accept either). */
export async function findType(db: TDbOrTx, idOrCode: string) {
  const [row] = await db
    .select({ ...TYPE_COLS, creatorUserId: dictionaryTypes.creatorUserId })
    .from(dictionaryTypes)
    .where(and(liveType, or(eq(dictionaryTypes.id, idOrCode), eq(dictionaryTypes.enCode, idOrCode))))
    .orderBy(desc(eq(dictionaryTypes.id, idOrCode)))
    .limit(1);
  return row;
}

/** True when another live type has this name or code. */
export async function typeClashes(db: TDbOrTx, t: { id?: string; fullName: string; enCode: string }) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(dictionaryTypes)
    .where(
      and(
        liveType,
        or(eq(dictionaryTypes.fullName, t.fullName), eq(dictionaryTypes.enCode, t.enCode)),
        t.id ? ne(dictionaryTypes.id, t.id) : undefined,
      ),
    );
  return n > 0;
}

/** How many live sub-types and entries a type has. */
export async function countTypeContents(db: TDbOrTx, id: string): Promise<number> {
  const [[{ a }], [{ b }]] = await Promise.all([
    db
      .select({ a: count() })
      .from(dictionaryTypes)
      .where(and(liveType, eq(dictionaryTypes.parentId, id))),
    db
      .select({ b: count() })
      .from(dictionaryData)
      .where(and(liveData, eq(dictionaryData.dictionaryTypeId, id))),
  ]);
  return a + b;
}

/** Live entries of a type (or of every type), optionally only enabled ones, in display order. */
export async function findData(db: TDbOrTx, opts: { typeId?: string; enabledOnly?: boolean }) {
  const where: (SQL | undefined)[] = [liveData];
  if (opts.typeId) where.push(eq(dictionaryData.dictionaryTypeId, opts.typeId));
  if (opts.enabledOnly) where.push(eq(dictionaryData.enabledMark, 1));
  return db
    .select(DATA_COLS)
    .from(dictionaryData)
    .where(and(...where))
    .orderBy(asc(dictionaryData.sortCode), asc(dictionaryData.creatorTime));
}

/** One live entry. */
export async function findDataRow(db: TDbOrTx, id: string) {
  const [row] = await db
    .select(DATA_COLS)
    .from(dictionaryData)
    .where(and(liveData, eq(dictionaryData.id, id)));
  return row;
}

/** True when another live entry of the same type has this name or code. */
export async function dataClashes(
  db: TDbOrTx,
  d: { id?: string; dictionaryTypeId: string; fullName: string; enCode: string },
) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(dictionaryData)
    .where(
      and(
        liveData,
        eq(dictionaryData.dictionaryTypeId, d.dictionaryTypeId),
        or(eq(dictionaryData.fullName, d.fullName), eq(dictionaryData.enCode, d.enCode)),
        d.id ? ne(dictionaryData.id, d.id) : undefined,
      ),
    );
  return n > 0;
}

/** How many live child entries an entry has. */
export async function countDataChildren(db: TDbOrTx, id: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(dictionaryData)
    .where(and(liveData, eq(dictionaryData.parentId, id)));
  return n;
}

/** The live entries of the dictionary type with this code, in display order: code and name in `lang`. */
export async function findEntryLabels(db: TDbOrTx, typeCode: string, lang: TLanguage) {
  const rows = await db
    .select({ enCode: dictionaryData.enCode, fullName: dictionaryData.fullName })
    .from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.dictionaryTypeId))
    .where(and(eq(dictionaryTypes.enCode, typeCode), liveData))
    .orderBy(asc(dictionaryData.sortCode));
  return rows.map((r) => ({
    enCode: r.enCode,
    label: seededEntryLabel(typeCode, r.enCode, r.fullName, lang),
  }));
}

export { dictionaryData, dictionaryTypes };
