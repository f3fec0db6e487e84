import {
  ZDataInterfaceEdit,
  ZDataInterfaceItem,
  ZDataInterfaceOption,
  ZDataInterfacePageQuery,
  ZIdParams,
  ZInterfaceCallQuery,
  ZInterfaceLogItem,
  ZInterfaceTruncated,
  ZList,
  ZPageQuery,
  ZPaged,
  formatMessage,
  hasPermission,
  SELECTOR_USES,
  withHiddenColumns,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { hideColumns, sortable } from '../authorize/column-permission.ts';
import { forbidden } from '../../lib/errors.ts';
import { auditLog, defineWriteRoutes } from '../../lib/crud.ts';
import { Annotated, defineRoute } from '../../lib/route.ts';
import type { TInterfaceResult } from './data-interface.runner.ts';

const tags = ['data-interface'];
const base = '/api/system/base/data/interface';
const PAGE = 'systemData.dataInterface' as const;
const ZPreview = z.strictObject({ definition: ZDataInterfaceEdit, params: ZInterfaceCallQuery.default({}) });
/** A run's envelope: `data` is the raw result (contract §3.3); `truncated` and `msg` tell when rows were cut. */
const ZRunEnvelope = z.object({ truncated: ZInterfaceTruncated.optional() });

/** The answer of a run: its data, with `truncated` and a message saying so when a SQL result was cut. */
function answer(req: FastifyRequest, r: TInterfaceResult): unknown {
  if (!r.truncated) return r.data;
  const key = r.truncated.reason === 'rows' ? 'dataInterface.truncatedRows' : 'dataInterface.truncatedBytes';
  return new Annotated(r.data, formatMessage(key, req.lang, r.truncated), { truncated: r.truncated });
}

/** Data interfaces (spec §7): page, info, ops, edit, del, enabled, actions/{id}, plus preview and log/{id}. */
export function dataInterfaceRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.dataInterfaces;
  const record = {
    url: base,
    tags,
    page: PAGE,
    audit: auditLog(c, 'systemData.dataInterface'),
    body: ZDataInterfaceEdit,
  };

  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    summary: 'Data interfaces, paged (categoryId, keyword)',
    tags,
    access: { permission: PAGE },
    query: ZDataInterfacePageQuery,
    response: ZPaged(withHiddenColumns(ZDataInterfaceItem, PAGE)),
    handler: async ({ auth, query }) =>
      hideColumns(c.db, auth, PAGE, await svc.page(await sortable(c.db, auth, PAGE, query))),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/ops`,
    summary: 'Categories with their enabled interfaces, for form designers',
    tags,
    access: { permission: SELECTOR_USES.dataInterfaceOptions },
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

  defineWriteRoutes(app, svc, record, {
    noun: 'dataInterface',
    edit: 'Create (no id, btn_add) or update (id, btn_edit); SQL is parsed and checked before saving',
    del: 'Delete a data interface',
    enabled: 'Enable or disable a data interface',
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/preview`,
    summary: 'Runs an unsaved definition for the edit dialog (needs btn_add or btn_edit)',
    tags,
    access: { permission: PAGE },
    body: ZPreview,
    response: z.unknown(),
    envelope: ZRunEnvelope,
    handler: async ({ req, auth, body }) => {
      if (!hasPermission(auth.codes, `${PAGE}:btn_add`) && !hasPermission(auth.codes, `${PAGE}:btn_edit`))
        throw forbidden();
      return answer(req, await svc.preview(auth, body.definition, body.params));
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
    summary:
      "Runs an interface: optional session, the interface's checkType decides (0 anyone, 1 session, 2 IP list)",
    tags,
    access: { optionalSession: true },
    params: ZIdParams,
    query: ZInterfaceCallQuery,
    response: z.unknown(),
    envelope: ZRunEnvelope,
    handler: async ({ req, auth, params, query }) => {
      const { n: _n, ...given } = query;
      const caller = { auth, ip: req.ip, userAgent: req.headers['user-agent'] };
      return answer(req, await svc.run(params.id, caller, given));
    },
  });
}
