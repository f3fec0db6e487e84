import {
  ZIdParams,
  ZList,
  ZNull,
  ZPaged,
  ZReportEdit,
  ZReportExportBody,
  ZReportInfo,
  ZReportOption,
  ZReportPageQuery,
  ZReportPreviewBody,
  ZReportRunBody,
  ZReportRunResult,
  type TGrantedPermission,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { auditLog } from '../../lib/crud.ts';
import { AppError } from '../../lib/errors.ts';
import { defineRoute } from '../../lib/route.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { contentDisposition } from '../files/file.routes.ts';
import { REPORT_DESIGNER_PAGE, reportMenuPages, reportRunAccess } from './report-access.ts';
import { reportWorkbook } from './report-export.ts';
import { presentReport } from './report.service.ts';
import { Code, REPORT_EXPORT_ROW_CAP, type TReportRunBody } from '@app/contracts';

const tags = ['data-report'];
const base = '/api/visualdev/DataReport';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const page = { permission: REPORT_DESIGNER_PAGE } as const;
const button = (b: string) => ({ permission: `${REPORT_DESIGNER_PAGE}:${b}` as TGrantedPermission });
const run = { resolve: reportRunAccess } as const;

/** `/api/visualdev/DataReport` (menu type 5): report definitions, the designer's preview, runs and exports. */
export function reportRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.reports;
  const runner = c.services.reportRunner;
  const audit = auditLog(c, REPORT_DESIGNER_PAGE);
  const noun = 'dataReport' as const;
  const callerOf = (req: FastifyRequest, auth: TAuth) => ({
    auth,
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });

  /** Stored report `id`; a disabled one only for the designer page's holders. */
  const storedReport = async (auth: TAuth, id: string) => {
    const report = await svc.get(id);
    const isDesigner = auth.codes === null || auth.codes.has(REPORT_DESIGNER_PAGE);
    if (report.enabledMark !== 1 && !isDesigner) throw new AppError(Code.badRequest, 'record.notFound');
    return report;
  };

  /** Runs stored report `id` for the caller on the pages that admitted the call. */
  const runStored = async (req: FastifyRequest, auth: TAuth, id: string, body: TReportRunBody) => {
    const report = await storedReport(auth, id);
    const pages = [REPORT_DESIGNER_PAGE, ...(await reportMenuPages(req, c.db))];
    const info = presentReport(report);
    return { info, result: await runner.run(auth, callerOf(req, auth), info, body, pages) };
  };

  defineRoute(app, {
    method: 'GET',
    url: base,
    summary: 'Reports, paged (?keyword&category)',
    tags,
    access: page,
    query: ZReportPageQuery,
    response: ZPaged(ZReportInfo),
    handler: ({ query }) => svc.page(query),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/Selector`,
    summary: 'Every report, for binding a menu of type 5 (the menu dialog)',
    tags,
    access: { permission: [REPORT_DESIGNER_PAGE, 'system.menu'] },
    response: ZList(ZReportOption),
    handler: async () => ({ list: await svc.options() }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/:id`,
    summary: 'One report definition (the designer, and the report page of its menus)',
    tags,
    access: run,
    params: ZIdParams,
    response: ZReportInfo,
    handler: async ({ params }) => presentReport(await svc.get(params.id)),
  });

  defineRoute(app, {
    method: 'POST',
    url: base,
    summary: 'Create a report',
    tags,
    access: button('btn_add'),
    body: ZReportEdit,
    response: z.object({ id: z.string() }),
    handler: async ({ req, auth, body }) => {
      const row = await svc.create(auth, body);
      audit(req, auth, 'create', { after: row, noun, id: row.id });
      return { id: row.id };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/:id`,
    summary: 'Update a report',
    tags,
    access: button('btn_edit'),
    params: ZIdParams,
    body: ZReportEdit,
    response: ZNull,
    handler: async ({ req, auth, params, body }) => {
      audit(req, auth, 'update', { ...(await svc.update(auth, params.id, body)), noun, id: params.id });
      return null;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    summary: 'Delete a report',
    tags,
    access: button('btn_remove'),
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, 'delete', { before: await svc.remove(auth, params.id), noun, id: params.id });
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/:id/Actions/Copy`,
    summary: 'Copy a report',
    tags,
    access: button('btn_add'),
    params: ZIdParams,
    response: z.object({ id: z.string() }),
    handler: async ({ req, auth, params }) => {
      const row = await svc.copy(auth, params.id);
      audit(req, auth, 'copy', { after: row, noun, id: row.id });
      return { id: row.id };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/Actions/Preview`,
    summary: "Run an unsaved definition (the designer's live preview)",
    tags,
    access: page,
    body: ZReportPreviewBody,
    response: ZReportRunResult,
    handler: async ({ req, auth, body }) => {
      const { definition, ...q } = body;
      await svc.checkSource(definition, 'body.definition');
      return runner.run(auth, callerOf(req, auth), definition, q, [REPORT_DESIGNER_PAGE]);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/:id/Actions/Run`,
    summary: 'Run a report: the page of rows, groups with subtotals, the grand total and the charts',
    tags,
    access: run,
    params: ZIdParams,
    body: ZReportRunBody,
    response: ZReportRunResult,
    handler: async ({ req, auth, params, body }) => (await runStored(req, auth, params.id, body)).result,
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/:id/Actions/Export`,
    summary: `Every row the filters admit, as the report page shows them (subtotals, total), as a streamed .xlsx (at most ${REPORT_EXPORT_ROW_CAP} rows: more is a 400)`,
    tags,
    access: run,
    params: ZIdParams,
    body: ZReportExportBody,
    response: 'raw',
    handler: async ({ req, reply, auth, params, body }) => {
      const report = await storedReport(auth, params.id);
      const pages = [REPORT_DESIGNER_PAGE, ...(await reportMenuPages(req, c.db))];
      const info = presentReport(report);
      const batches = await runner.export(auth, callerOf(req, auth), info, body.filters, pages);
      const file = await reportWorkbook(info.fullName, info.columns, batches, req.lang, (e) =>
        req.log.error(e),
      );
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', contentDisposition('attachment', `${info.fullName}.xlsx`))
        .send(file);
    },
  });
}
