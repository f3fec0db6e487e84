import {
  ZFieldDataOption,
  ZFieldDataSelectQuery,
  ZNull,
  ZOnlineBatchDelete,
  ZOnlineConfig,
  ZOnlineExportBody,
  ZOnlineListPage,
  ZOnlineListQuery,
  ZOnlineModelParams,
  ZOnlineRecord,
  ZOnlineRecordBody,
  ZOnlineRecordParams,
  ZPaged,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../../app-context.ts';
import { defineRoute, type TResolveCodes } from '../../../lib/route.ts';
import { modelMenuAccess, publishedModelOf } from '../../authorize/assert-permission.ts';
import { contentDisposition } from '../../files/file.routes.ts';
import { configOf } from './runtime-config.ts';
import { exportWorkbook } from './runtime-export.ts';
import { runtimeImportRoutes } from './runtime-import.routes.ts';
import { listTreeRoutes } from './list-tree.ts';

const tags = ['visualdev-runtime'];
const rt = '/api/visualdev/OnlineDev';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The enCodes of the model's type-3 menus (the page codes), from the menus' button codes. */
const menuPages: TResolveCodes = async (req, deps) =>
  (await modelMenuAccess('btn_add')(req, deps)).map((code) => code.split(':')[0]);

/** Reads admit a holder of one of the model's menus; writes need that menu's button. */
const read = { resolve: menuPages } as const;

/** `/api/visualdev/OnlineDev/{modelId}/…` (contract §5.4): a published model's records, through its menus. */
export function runtimeRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.runtime;
  svc.useReferences(c.services);
  const pagesOf = async (req: FastifyRequest) => menuPages(req, { db: c.db });
  // The model's published row came with its menus in the access check: no second read per request.
  const modelOf = async (req: FastifyRequest, id: string) => svc.model(id, await publishedModelOf(req));

  defineRoute(app, {
    method: 'GET',
    url: `${rt}/:modelId/Config`,
    summary: "The published model's form and list design",
    tags,
    access: read,
    params: ZOnlineModelParams,
    response: ZOnlineConfig,
    handler: async ({ req, params }) => configOf(await modelOf(req, params.modelId)),
  });

  for (const method of ['GET', 'POST'] as const) {
    defineRoute(app, {
      method,
      url: `${rt}/:modelId/List`,
      summary: `Records of the model, paged and searched (${method === 'GET' ? '3.1 query' : '3.2 body'})`,
      tags,
      access: read,
      params: ZOnlineModelParams,
      ...(method === 'GET' ? { query: ZOnlineListQuery } : { body: ZOnlineListQuery }),
      response: ZOnlineListPage,
      handler: async ({ req, auth, params, query, body }) =>
        method === 'GET'
          ? svc.listPage(auth, await modelOf(req, params.modelId), await pagesOf(req), query, 'query')
          : svc.listPage(auth, await modelOf(req, params.modelId), await pagesOf(req), body, 'body'),
    });
  }

  const records = [
    { path: '', summary: "One record's raw values (the edit form)", read: 'info' },
    { path: '/DataChange', summary: "One record's display values (the detail view)", read: 'dataChange' },
  ] as const;
  for (const r of records) {
    defineRoute(app, {
      method: 'GET',
      url: `${rt}/:modelId/:id${r.path}`,
      summary: r.summary,
      tags,
      access: read,
      params: ZOnlineRecordParams,
      response: ZOnlineRecord,
      handler: async ({ req, auth, params }) =>
        svc[r.read](auth, await modelOf(req, params.modelId), await pagesOf(req), params.id),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: ['/api/visualdev/Base/:modelId/FieldDataSelect', '/api/visualdev/base/:modelId/FieldDataSelect'],
    summary:
      "relationForm options: the model's records showing one field (through the model's menus and scope)",
    tags,
    access: read,
    params: ZOnlineModelParams,
    query: ZFieldDataSelectQuery,
    response: ZPaged(ZFieldDataOption),
    handler: async ({ req, auth, params, query }) =>
      svc.fieldOptions(auth, await modelOf(req, params.modelId), await pagesOf(req), query),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${rt}/:modelId`,
    summary: 'Create a record',
    tags,
    access: { resolve: modelMenuAccess('btn_add') },
    params: ZOnlineModelParams,
    body: ZOnlineRecordBody,
    response: z.object({ id: z.string() }),
    handler: async ({ req, auth, params, body }) => {
      const drawNumber = (rule: string) => c.services.billRule.nextNumber(auth, rule, false);
      const m = await modelOf(req, params.modelId);
      return svc.create(auth, m, await pagesOf(req), body.data, drawNumber, req.ip);
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${rt}/:modelId/:id`,
    summary: 'Update a record',
    tags,
    access: { resolve: modelMenuAccess('btn_edit') },
    params: ZOnlineRecordParams,
    body: ZOnlineRecordBody,
    response: ZNull,
    handler: async ({ req, auth, params, body }) => {
      const m = await modelOf(req, params.modelId);
      const version = body.version ?? undefined;
      await svc.update(auth, m, await pagesOf(req), params.id, body.data, req.ip, version);
      return null;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${rt}/:modelId/:id`,
    summary: 'Delete a record',
    tags,
    access: { resolve: modelMenuAccess('btn_remove') },
    params: ZOnlineRecordParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      await svc.remove(auth, await modelOf(req, params.modelId), await pagesOf(req), [params.id]);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${rt}/:modelId/Actions/Export`,
    summary:
      'The listed records as .xlsx: selected columns, display values, current page or all (dataType "1")',
    tags,
    access: { resolve: modelMenuAccess('btn_download') },
    params: ZOnlineModelParams,
    body: ZOnlineExportBody,
    response: 'raw',
    handler: async ({ req, reply, auth, params, body }) => {
      const m = await modelOf(req, params.modelId);
      const deps = { db: c.db, orgs: c.orgs, relationNames: c.relationNames, runtime: svc };
      const file = await exportWorkbook(deps, auth, m, await pagesOf(req), body, (e) => req.log.error(e));
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', contentDisposition('attachment', `${m.fullName}.xlsx`))
        .send(file);
    },
  });

  runtimeImportRoutes(app, c, pagesOf);
  listTreeRoutes(app, c);

  defineRoute(app, {
    method: 'POST',
    url: `${rt}/batchDelete/:modelId`,
    summary: 'Delete several records (all inside the scope, or none)',
    tags,
    access: { resolve: modelMenuAccess('btn_batchRemove') },
    params: ZOnlineModelParams,
    body: ZOnlineBatchDelete,
    response: ZNull,
    handler: async ({ req, auth, params, body }) => {
      await svc.remove(auth, await modelOf(req, params.modelId), await pagesOf(req), body.ids);
      return null;
    },
  });
}
