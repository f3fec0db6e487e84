import { logModulesMatching, logSummariesMatching } from '@app/contracts';
import { and, count, desc, eq, gte, getTableColumns, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
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

/**
 * Filters of a log list: category, time window, keyword on user, address, URL, module and summary. Modules and
 * summaries are stored as codes: the keyword matches their text in any language, and the summaries' parameters
 * (record names); older rows' texts match as they are.
 */
export function logFilter(f: {
  category: number;
  from?: number;
  to?: number;
  keyword?: string;
  /** Column codes the caller may not see: the keyword does not search them. */
  hiddenColumns?: ReadonlySet<string>;
}): SQL {
  const parts: (SQL | undefined)[] = [eq(sysLogs.category, f.category)];
  if (f.from !== undefined) parts.push(gte(sysLogs.creatorTime, f.from));
  if (f.to !== undefined) parts.push(lte(sysLogs.creatorTime, f.to));
  if (f.keyword) {
    const p = containsPattern(f.keyword);
    const [modules, summaries] = [logModulesMatching(f.keyword), logSummariesMatching(f.keyword)];
    // Each term is searched only when the caller may see its column (column codes of the log page).
    const shown = (code: string, ...terms: (SQL | undefined)[]) => (f.hiddenColumns?.has(code) ? [] : terms);
    parts.push(
      or(
        ...shown('userName', ilike(sysLogs.userName, p)),
        ...shown('ipaddress', ilike(sysLogs.ipAddress, p)),
        ...shown('requestURL', ilike(sysLogs.requestUrl, p)),
        ...shown(
          'moduleName',
          ilike(sysLogs.moduleName, p),
          modules.length ? inArray(sysLogs.moduleName, modules) : undefined,
        ),
        ...shown(
          'json',
          ilike(sysLogs.abstracts, p),
          ilike(sysLogs.abstractParams, p),
          summaries.length ? inArray(sysLogs.abstracts, summaries) : undefined,
        ),
      ),
    );
  }
  return and(...parts)!;
}

const { json: _detail, ...LIST_COLUMNS } = getTableColumns(sysLogs);

/** One page of log rows (without the detail column) and the total. */
export async function findLogPage(db: TDbOrTx, where: SQL, order: SQL[], limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(LIST_COLUMNS)
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

/** One log row, detail included. */
export async function findLogById(db: TDbOrTx, id: string) {
  const [row] = await db.select().from(sysLogs).where(eq(sysLogs.id, id));
  return row;
}
