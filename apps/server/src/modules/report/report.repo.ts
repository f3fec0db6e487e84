import { and, asc, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../lib/paging.ts';
import { menuModelId } from '../authorize/assert-permission.ts';
import { dictionaryData, dictionaryTypes } from '../dictionary/dictionary.table.ts';
import { dataInterfaces } from '../data-interface/data-interface.table.ts';
import { modules } from '../menu/menu.table.ts';
import { users } from '../users/user.table.ts';
import { visualDevs } from '../visualdev/visualdev.table.ts';
import { dataReports } from './report.table.ts';

/** The dictionary whose entries are report categories. */
const REPORT_CATEGORY_DICTIONARY = 'ReportSort';
/** The report menu type (spec §2): its propertyJson names the report as `moduleId`. */
const REPORT_MENU_TYPE = 5;

const live = isNull(dataReports.deleteTime);
const creatorName = sql<string>`coalesce(${users.realName} || '/' || ${users.account}, '')`;

/** The list's filter: keyword on name or code, a category. */
export function reportFilter(q: { keyword?: string; category?: string }): SQL | undefined {
  const p = q.keyword ? containsPattern(q.keyword) : undefined;
  return and(
    live,
    p ? or(ilike(dataReports.fullName, p), ilike(dataReports.enCode, p)) : undefined,
    q.category ? eq(dataReports.category, q.category) : undefined,
  );
}

/** One page of reports with their creators, in sort order then newest first, and the total. */
export async function findReportPage(db: TDbOrTx, where: SQL | undefined, limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: dataReports, creatorUser: creatorName })
      .from(dataReports)
      .leftJoin(users, eq(users.id, dataReports.creatorUserId))
      .where(where)
      .orderBy(asc(dataReports.sortCode), desc(dataReports.creatorTime), asc(dataReports.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(dataReports)
      .where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Most reports the menu dialog's picker lists. */
const OPTION_CAP = 1000;

/** The live reports a type-5 menu can bind, in sort order then by name. */
export function findReportOptions(db: TDbOrTx) {
  return db
    .select({
      id: dataReports.id,
      fullName: dataReports.fullName,
      enCode: dataReports.enCode,
      state: dataReports.enabledMark,
    })
    .from(dataReports)
    .where(live)
    .orderBy(asc(dataReports.sortCode), asc(dataReports.fullName), asc(dataReports.id))
    .limit(OPTION_CAP);
}

/** One live report. */
export async function findReport(db: TDbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(dataReports)
    .where(and(eq(dataReports.id, id), live));
  return row;
}

/** Which of its code or name another live report already has (the code first), else null. */
export async function reportClash(
  db: TDbOrTx,
  r: { id?: string; fullName: string; enCode: string },
): Promise<'enCode' | 'fullName' | null> {
  const rows = await db
    .select({ enCode: dataReports.enCode })
    .from(dataReports)
    .where(
      and(
        live,
        or(eq(dataReports.enCode, r.enCode), eq(dataReports.fullName, r.fullName)),
        r.id ? ne(dataReports.id, r.id) : undefined,
      ),
    )
    .limit(2);
  if (rows.length === 0) return null;
  return rows.some((x) => x.enCode === r.enCode) ? 'enCode' : 'fullName';
}

/** True when `id` is a live entry of the report category dictionary. */
export async function isReportCategory(db: TDbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: dictionaryData.id })
    .from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.dictionaryTypeId))
    .where(
      and(
        eq(dictionaryData.id, id),
        eq(dictionaryTypes.enCode, REPORT_CATEGORY_DICTIONARY),
        isNull(dictionaryData.deleteTime),
      ),
    );
  return rows.length > 0;
}

/** True when `id` is a live data interface. */
export async function isLiveInterface(db: TDbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: dataInterfaces.id })
    .from(dataInterfaces)
    .where(and(eq(dataInterfaces.id, id), isNull(dataInterfaces.deleteTime)));
  return rows.length > 0;
}

/** True when `id` is a live, published model. */
export async function isPublishedModel(db: TDbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: visualDevs.id })
    .from(visualDevs)
    .where(and(eq(visualDevs.id, id), isNull(visualDevs.deleteTime), eq(visualDevs.state, 1)));
  return rows.length > 0;
}

/** The enCodes (pages) of the live type-5 menus bound to report `reportId`. */
export async function findReportMenuPages(db: TDbOrTx, reportId: string): Promise<string[]> {
  const rows = await db
    .select({ enCode: modules.enCode, propertyJson: modules.propertyJson })
    .from(modules)
    .where(
      and(
        eq(modules.type, REPORT_MENU_TYPE),
        eq(modules.enabledMark, 1),
        isNull(modules.deleteTime),
        sql`strpos(${modules.propertyJson}::text, ${reportId}) > 0`,
      ),
    );
  return rows.filter((r) => menuModelId(r.propertyJson) === reportId).map((r) => r.enCode);
}
