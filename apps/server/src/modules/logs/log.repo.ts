import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../lib/paging.ts';
import { sysLogs } from './log.table.ts';

/** Columns the log lists may sort by. */
export const LOG_SORT = {
  creatorTime: sysLogs.creatorTime,
  userName: sysLogs.userName,
  ipAddress: sysLogs.ipAddress,
  requestDuration: sysLogs.requestDuration,
  moduleName: sysLogs.moduleName,
  requestMethod: sysLogs.requestMethod,
} as const;

/** Newest first. */
export const LOG_DEFAULT_ORDER = [desc(sysLogs.creatorTime), desc(sysLogs.id)];

/** Filters of a log list: category, time window, keyword on user, address, URL, module and summary. */
export function logFilter(f: { category: number; from?: number; to?: number; keyword?: string }): SQL {
  const parts: (SQL | undefined)[] = [eq(sysLogs.category, f.category)];
  if (f.from !== undefined) parts.push(gte(sysLogs.creatorTime, f.from));
  if (f.to !== undefined) parts.push(lte(sysLogs.creatorTime, f.to));
  if (f.keyword) {
    const p = containsPattern(f.keyword);
    parts.push(
      or(
        ilike(sysLogs.userName, p),
        ilike(sysLogs.ipAddress, p),
        ilike(sysLogs.requestUrl, p),
        ilike(sysLogs.moduleName, p),
        ilike(sysLogs.abstracts, p),
      ),
    );
  }
  return and(...parts)!;
}

/** One page of log rows and the total. */
export async function findLogPage(db: TDbOrTx, where: SQL, order: SQL[], limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: sysLogs.id,
        category: sysLogs.category,
        userId: sysLogs.userId,
        userName: sysLogs.userName,
        ipAddress: sysLogs.ipAddress,
        ipAddressName: sysLogs.ipAddressName,
        platForm: sysLogs.platForm,
        requestURL: sysLogs.requestUrl,
        requestMethod: sysLogs.requestMethod,
        requestDuration: sysLogs.requestDuration,
        statusCode: sysLogs.statusCode,
        abstracts: sysLogs.abstracts,
        json: sysLogs.json,
        moduleName: sysLogs.moduleName,
        creatorTime: sysLogs.creatorTime,
      })
      .from(sysLogs)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(sysLogs).where(where),
  ]);
  return { rows, total };
}

/** Deletes log rows by id; returns how many went. */
export async function deleteLogs(db: TDbOrTx, ids: readonly string[]): Promise<number> {
  const rows = await db
    .delete(sysLogs)
    .where(inArray(sysLogs.id, [...ids]))
    .returning({ id: sysLogs.id });
  return rows.length;
}
