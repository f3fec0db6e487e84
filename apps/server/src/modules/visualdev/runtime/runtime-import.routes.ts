import { ZId, ZJob, ZOnlineModelParams } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../../app-context.ts';
import { defineRoute } from '../../../lib/route.ts';
import { modelMenuAccess } from '../../authorize/assert-permission.ts';
import { contentDisposition, receiveUpload } from '../../files/file.routes.ts';
import { buildImportTemplate, importJob, startImport } from './runtime-import.ts';

const tags = ['visualdev-runtime'];
const rt = '/api/visualdev/OnlineDev';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMPORT_MAX = 50 * 1024 * 1024;
const upload = { resolve: modelMenuAccess('btn_upload') } as const;

/** A model's import (contract §5.4 Template + Import): the template, a background job, its progress. */
export function runtimeImportRoutes(
  app: FastifyInstance,
  c: TAppContext,
  pagesOf: (req: FastifyRequest) => Promise<readonly string[]>,
): void {
  const svc = c.services.runtime;

  defineRoute(app, {
    method: 'GET',
    url: [`${rt}/:modelId/Template`, `${rt}/:modelId/Actions/Template`],
    summary:
      "The .xlsx import template: a header row of the model's importable field labels the caller may see",
    tags,
    access: upload,
    params: ZOnlineModelParams,
    response: 'raw',
    handler: async ({ req, reply, auth, params }) => {
      const m = await svc.model(params.modelId);
      const hidden = await svc.hiddenFormFields(auth, await pagesOf(req));
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', contentDisposition('attachment', `${m.fullName}导入模板.xlsx`))
        .send(await buildImportTemplate(m, hidden));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${rt}/:modelId/Actions/Import`,
    summary: 'Import records from .xlsx (multipart "file"): a background job; answers its id',
    tags,
    access: upload,
    params: ZOnlineModelParams,
    response: z.object({ jobId: z.string() }),
    handler: async ({ req, auth, params }) => {
      const target = { modelId: (await svc.model(params.modelId)).id, pages: await pagesOf(req) };
      return receiveUpload(req, IMPORT_MAX, (part) => startImport(c, auth, target, part));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${rt}/:modelId/Actions/Import/:jobId`,
    summary: 'Progress and result of an import job (created, skipped duplicates, row errors)',
    tags,
    access: upload,
    params: z.strictObject({ modelId: ZId, jobId: ZId }),
    response: ZJob.pick({ id: true, status: true, total: true, processed: true, result: true }),
    handler: ({ auth, params }) => importJob(c, auth, params.jobId),
  });
}
