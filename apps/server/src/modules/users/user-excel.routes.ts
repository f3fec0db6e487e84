import { ZId } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { contentDisposition, receiveUpload } from '../files/file.routes.ts';
import { logOperation } from '../logs/operation-log.ts';
import { buildTemplate } from './user-import.ts';

const tags = ['users'];
const base = '/api/system/permission/users';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMPORT_MAX = 50 * 1024 * 1024;

/** Users import (template, background job with progress) and export (a job whose file is streamed). */
export function userExcelRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.userExcel;

  defineRoute(app, {
    method: 'GET',
    url: `${base}/import/template`,
    summary: 'The .xlsx template for importing users',
    tags,
    access: { permission: 'permission.user:btn_upload' },
    response: 'raw',
    handler: async ({ reply }) => {
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', contentDisposition('attachment', '用户导入模板.xlsx'))
        .send(await buildTemplate());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/import`,
    summary:
      'Import users from .xlsx (multipart "file"): a background job; answers its id and the initial password',
    tags,
    access: { permission: 'permission.user:btn_upload' },
    response: z.object({ jobId: z.string(), initialPassword: z.string() }),
    handler: async ({ req, auth }) => {
      const r = await receiveUpload(req, IMPORT_MAX, (part) => svc.startImport(auth, part));
      logOperation(c.logs, req, auth, { module: 'permission.user', action: 'importUsers' }, c.now());
      return r;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/import/:jobId`,
    summary: 'Progress and result of an import job (row errors included)',
    tags,
    access: { permission: 'permission.user:btn_upload' },
    params: z.strictObject({ jobId: ZId }),
    response: z.object({
      id: z.string(),
      status: z.string(),
      total: z.number(),
      processed: z.number(),
      result: z.record(z.string(), z.unknown()),
    }),
    handler: ({ auth, params }) => svc.importJob(auth, params.jobId),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/export`,
    summary: 'The filtered users as .xlsx (visible columns only): written by a job, then streamed',
    tags,
    access: { permission: 'permission.user:btn_download' },
    query: z.object({ keyword: z.string().trim().max(100).optional(), organizeId: ZId.optional() }),
    response: 'raw',
    handler: async ({ req, reply, auth, query }) => {
      // Stop waiting for the job when the caller goes away.
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      const stream = await svc.exportStream(auth, query, gone.signal);
      logOperation(
        c.logs,
        req,
        auth,
        { module: 'permission.user', action: 'exportUsers', after: query },
        c.now(),
      );
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', contentDisposition('attachment', '用户.xlsx'))
        .send(stream);
    },
  });
}
