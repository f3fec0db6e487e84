import {
  ZDataInterfaceEdit,
  ZDataInterfaceItem,
  ZDataInterfaceOption,
  ZDataInterfacePageQuery,
  ZIdParams,
  ZInterfaceCallQuery,
  ZInterfaceLogItem,
  ZList,
  ZNull,
  ZPageQuery,
  ZPaged,
  hasPermission,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/errors.ts';
import { defineRoute } from '../../lib/route.ts';
import { assertEditButton } from '../authorize/assert-permission.ts';
import { logOperation } from '../logs/operation-log.ts';
import { DataInterfaceService } from './data-interface.service.ts';

const tags = ['data-interface'];
const base = '/api/system/base/data/interface';
const PAGE = 'systemData.dataInterface' as const;
const ZPreview = z.strictObject({ definition: ZDataInterfaceEdit, params: ZInterfaceCallQuery.default({}) });

/** Data interfaces (spec §7): page, info, ops, edit, del, enabled, actions/{id}, plus preview and log/{id}. */
export function dataInterfaceRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = new DataInterfaceService(c);
  const audit = (
    req: Parameters<typeof logOperation>[1],
    auth: Parameters<typeof logOperation>[2],
    action: string,
    r: { before?: object | null; after?: object | null; id?: string },
  ) => logOperation(c.logs, req, auth, { module: '数据接口', action, objectId: r.id, ...r }, c.now());

  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    summary: 'Data interfaces, paged (categoryId, keyword)',
    tags,
    access: { permission: PAGE },
    query: ZDataInterfacePageQuery,
    response: ZPaged(ZDataInterfaceItem),
    handler: ({ query }) => svc.page(query),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/ops`,
    summary: 'Categories with their enabled interfaces, for form designers',
    tags,
    access: { permission: 'self' },
    response: ZList(ZDataInterfaceOption),
    handler: async () => ({ list: await svc.options() }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/info/:id`,
    summary: 'One data interface',
    tags,
    access: { permission: PAGE },
    params: ZIdParams,
    response: ZDataInterfaceItem,
    handler: ({ params }) => svc.info(params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/edit`,
    summary: 'Create (no id, btn_add) or update (id, btn_edit); SQL is parsed and checked before saving',
    tags,
    access: { permission: PAGE },
    body: ZDataInterfaceEdit,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      assertEditButton(auth, PAGE, Boolean(body.id));
      const r = await svc.save(auth, body);
      audit(req, auth, body.id ? '修改数据接口' : '新增数据接口', { ...r, id: (r.after as { id: string }).id });
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/preview`,
    summary: 'Runs an unsaved definition for the edit dialog (needs btn_add or btn_edit)',
    tags,
    access: { permission: PAGE },
    body: ZPreview,
    response: z.unknown(),
    handler: async ({ auth, body }) => {
      if (!hasPermission(auth.codes, `${PAGE}:btn_add`) && !hasPermission(auth.codes, `${PAGE}:btn_edit`)) throw forbidden();
      return svc.preview(auth, body.definition, body.params);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/del/:id`,
    summary: 'Delete a data interface',
    tags,
    access: { permission: `${PAGE}:btn_remove` },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, '删除数据接口', { before: await svc.remove(auth, params.id), id: params.id });
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/enabled/:id`,
    summary: 'Enable or disable a data interface',
    tags,
    access: { permission: `${PAGE}:btn_edit` },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, '启用/禁用数据接口', { ...(await svc.toggle(auth, params.id)), id: params.id });
      return null;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/log/:id`,
    summary: "An interface's call log, newest first",
    tags,
    access: { permission: PAGE },
    params: ZIdParams,
    query: ZPageQuery,
    response: ZPaged(ZInterfaceLogItem),
    handler: ({ params, query }) => svc.logs(params.id, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/actions/:id`,
    summary: "Runs an interface: public route, the interface's checkType decides (0 anyone, 1 session, 2 IP list)",
    tags,
    access: { public: true },
    params: ZIdParams,
    query: ZInterfaceCallQuery,
    response: z.unknown(),
    handler: ({ req, params, query }) => {
      const { n: _n, ...given } = query;
      return svc.run(params.id, { ip: req.ip, userAgent: req.headers['user-agent'], authorization: req.headers.authorization }, given);
    },
  });
}
