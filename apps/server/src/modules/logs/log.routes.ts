import {
  ZLogCategoryParams,
  ZLogDelete,
  ZLogDetail,
  ZLogIdParams,
  ZLogItem,
  ZLogPageQuery,
  ZNull,
  ZPaged,
  type TLanguage,
  type TLogDetail,
  type TLogPageQuery,
  withHiddenColumns,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { hideColumns, sortable, type TColumnQuery } from '../authorize/column-permission.ts';
import { orderBy, pageWindow, paged } from '../../lib/paging.ts';
import { notFound } from '../../lib/errors.ts';
import { defineRoute } from '../../lib/route.ts';
import { findNamedRecords } from './log-names.repo.ts';
import { detailIds, renderLogDetail, renderLogItem, summaryIds } from './log-render.ts';
import { LOG_DEFAULT_ORDER, LOG_SORT, deleteLogs, findLogById, findLogPage, logFilter } from './log.repo.ts';
import { listDelta } from './log-diff.ts';
import { logOperation } from './operation-log.ts';

const base = '/api/system/base/log';

/** Start of the day of `ms` (server time zone). */
export function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Last millisecond of the day of `ms` (server time zone). */
export function endOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(23, 59, 59, 999);
  return d.getTime();
}

/**
 * One page of a log category, newest first, in the reader's language; the time range covers whole days
 * (contract §1.2).
 */
export async function findLogs(
  c: Pick<TAppContext, 'db'>,
  category: number,
  q: TColumnQuery<TLogPageQuery>,
  lang: TLanguage,
) {
  const where = logFilter({
    category,
    from: q.startTime === undefined ? undefined : startOfDay(q.startTime),
    to: q.endTime === undefined ? undefined : endOfDay(q.endTime),
    keyword: q.keyword,
    hiddenColumns: q.hiddenColumns,
  });
  const { limit, offset } = pageWindow(q);
  const { rows, total } = await findLogPage(
    c.db,
    where,
    orderBy(q, LOG_SORT, LOG_DEFAULT_ORDER),
    limit,
    offset,
  );
  const names = await findNamedRecords(c.db, summaryIds(rows));
  return paged(
    rows.map((r) => renderLogItem(r, lang, names)),
    total,
    q,
  );
}

/** One log row in full, in the reader's language, record ids by name. */
export async function findLogDetail(
  c: Pick<TAppContext, 'db'>,
  id: string,
  lang: TLanguage,
): Promise<TLogDetail> {
  const row = await findLogById(c.db, id);
  if (!row) throw notFound();
  return renderLogDetail(row, lang, await findNamedRecords(c.db, detailIds(row)));
}

/** System logs (`system/log`): login, operation, exception and request logs; batch delete. */
export function logRoutes(app: FastifyInstance, c: TAppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: `${base}/:category`,
    summary: 'Logs of a category (1 login, 3 operation, 4 exception, 5 request), paged, newest first',
    tags: ['log'],
    access: { permission: 'system.log' },
    params: ZLogCategoryParams,
    query: ZLogPageQuery,
    response: ZPaged(withHiddenColumns(ZLogItem, 'system.log')),
    handler: async ({ req, auth, params, query }) =>
      hideColumns(
        c.db,
        auth,
        'system.log',
        await findLogs(c, params.category, await sortable(c.db, auth, 'system.log', query), req.lang),
      ),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/detail/:id`,
    summary: 'One log row in full: request, sign-in or changed fields, in the caller’s language',
    tags: ['log'],
    access: { permission: 'system.log' },
    params: ZLogIdParams,
    response: ZLogDetail,
    handler: ({ req, params }) => findLogDetail(c, params.id, req.lang),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: base,
    summary: 'Delete log rows by id (at most 500)',
    tags: ['log'],
    access: { permission: 'system.log:btn_remove' },
    body: ZLogDelete,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      const n = await deleteLogs(c.db, body.ids);
      logOperation(
        c.logs,
        req,
        auth,
        { module: 'system.log', action: 'deleteLogs', count: n, changes: [listDelta('ids', body.ids, [])] },
        c.now(),
      );
      return null;
    },
  });
}
