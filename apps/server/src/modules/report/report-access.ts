import { ZId } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { TDbOrTx } from '../../db/client.ts';
import type { TResolveCodes } from '../../lib/route.ts';
import { findReportMenuPages } from './report.repo.ts';

/** The designer page: its holders manage reports and preview any of them. */
export const REPORT_DESIGNER_PAGE = 'onlineDev.dataReport';

/** The report menus each request found: its access check and its handler (the data scope) read them once. */
const menusOf = new WeakMap<FastifyRequest, Promise<string[]>>();

/** The enCodes of the live type-5 menus bound to the `id` path parameter (none for a bad id). */
export function reportMenuPages(req: FastifyRequest, db: TDbOrTx): Promise<string[]> {
  let found = menusOf.get(req);
  if (!found) {
    const parsed = ZId.safeParse((req.params as Record<string, unknown> | undefined)?.id);
    found = parsed.success ? findReportMenuPages(db, parsed.data) : Promise.resolve([]);
    menusOf.set(req, found);
  }
  return found;
}

/**
 * Who may run report `id` (mirrors the type-3 menus' access): a holder of one of its live type-5 menus (propertyJson
 * `{moduleId: id}`), or of the designer page. No menu for the report admits only the designer page's holders.
 */
export const reportRunAccess: TResolveCodes = async (req, { db }) => [
  REPORT_DESIGNER_PAGE,
  ...(await reportMenuPages(req, db)),
];
