import { ZFlowDelegateEdit, ZFlowDelegateItem, ZFlowDelegateQuery, ZIdParams, ZPaged } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';
import type { FlowDelegateService } from './flow-delegate.service.ts';

const tags = ['workflow'];
const base = '/api/workflow/engine/flowDelegate';
const PAGE = 'workFlow.entrust' as const;
const ZSaved = z.object({ id: z.string() });

/** Entrusts (contract §4.6): the caller's own rows only. */
export function flowDelegateRoutes(app: FastifyInstance, svc: FlowDelegateService): void {
  defineRoute(app, {
    method: 'GET',
    url: `${base}/list`,
    summary: 'The caller’s entrusts (keyword on flow and delegate)',
    tags,
    access: { permission: PAGE },
    query: ZFlowDelegateQuery,
    response: ZPaged(ZFlowDelegateItem),
    handler: ({ auth, query }) => svc.list(auth, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/info/:id`,
    summary: 'One entrust of the caller’s',
    tags,
    access: { permission: PAGE },
    params: ZIdParams,
    response: ZFlowDelegateItem,
    handler: ({ auth, params }) => svc.info(auth, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/create`,
    summary: 'Entrust a flow to another user for a time window (never to oneself: WF0001)',
    tags,
    access: { permission: `${PAGE}:btn_add` },
    body: ZFlowDelegateEdit,
    response: ZSaved,
    handler: async ({ auth, body }) => ({ id: (await svc.save(auth, body)).after.id }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/update/:id`,
    summary: 'Change an entrust of the caller’s',
    tags,
    access: { permission: `${PAGE}:btn_edit` },
    params: ZIdParams,
    body: ZFlowDelegateEdit,
    response: ZSaved,
    handler: async ({ auth, params, body }) => ({ id: (await svc.save(auth, body, params.id)).after.id }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/del/:id`,
    summary: 'Delete an entrust of the caller’s',
    tags,
    access: { permission: `${PAGE}:btn_remove` },
    params: ZIdParams,
    response: z.null(),
    handler: async ({ auth, params }) => (await svc.remove(auth, params.id), null),
  });
}
