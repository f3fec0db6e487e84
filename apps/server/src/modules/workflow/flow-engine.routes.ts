import {
  WORKFLOW_USES,
  ZFlowCategoryNode,
  ZFlowCopied,
  ZFlowEngineEdit,
  ZFlowEngineItem,
  ZFlowEngineQuery,
  ZFlowSelectorQuery,
  ZIdParams,
  ZList,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { auditLog } from '../../lib/crud.ts';
import { defineRoute } from '../../lib/route.ts';

const tags = ['workflow'];
const base = '/api/workflow/engine/flowEngine';
const PAGE = 'workFlow.flowEngine' as const;
const ZTree = ZList(ZFlowCategoryNode);
const ZNone = z.null();
const ZFlowFormField = z.object({ vmodel: z.string(), label: z.string() });
const ZFlowTaskOption = z.object({ id: z.string(), fullName: z.string() });

/** Flow definitions (spec §7 Workflow flowEngine, contract §4.7). */
export function flowEngineRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.flowEngine;
  const audit = auditLog(c, PAGE);
  const noun = 'flowEngine' as const;

  defineRoute(app, {
    method: 'GET',
    url: `${base}/list`,
    summary: 'Flows grouped by WorkFlowCategory (keyword on name and code)',
    tags,
    access: { permission: PAGE },
    query: ZFlowEngineQuery,
    response: ZTree,
    handler: async ({ req, query }) => ({
      list: await svc.tree({ keyword: query.keyword, hideDesignerFunctions: true }, req.lang),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/ListAll`,
    summary: 'Released launchable flows the caller may start (visibility by user, position, role)',
    tags,
    access: { permission: WORKFLOW_USES.launchable },
    query: ZFlowEngineQuery,
    response: ZTree,
    handler: async ({ req, auth, query }) => {
      const visibleTo = auth.isAdmin ? undefined : [auth.userId, ...auth.positionIds, ...auth.roleIds];
      const f = { keyword: query.keyword, enabledOnly: true, launchableOnly: true, visibleTo };
      return { list: await svc.tree(f, req.lang) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/Selector`,
    summary: 'Released flows except function flows, by category; type filters formType',
    tags,
    access: { permission: WORKFLOW_USES.selector },
    query: ZFlowSelectorQuery,
    response: ZTree,
    handler: async ({ req, query }) => ({
      list: await svc.tree({ enabledOnly: true, launchableOnly: true, formType: query.type }, req.lang),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/:id/FormDataFields`,
    summary: 'The form’s value fields {vmodel, label} (sub-tables left out)',
    tags,
    access: { permission: PAGE },
    params: ZIdParams,
    response: ZList(ZFlowFormField),
    handler: ({ params }) => svc.formFields(params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/:id/FieldDataSelect`,
    summary: 'Tasks of the flow for a related-flow select (the caller’s own; all for a monitor)',
    tags,
    access: { permission: WORKFLOW_USES.taskInfo },
    params: ZIdParams,
    response: ZList(ZFlowTaskOption),
    handler: ({ auth, params }) => svc.taskOptions(auth, params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/info/:id`,
    summary: 'One flow (formData = formTemplateJson)',
    tags,
    access: { permission: PAGE },
    params: ZIdParams,
    response: ZFlowEngineItem,
    handler: ({ params }) => svc.info(params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/create`,
    summary: 'Create a flow (flowTemplateJson compiled; errors name the node)',
    tags,
    access: { permission: `${PAGE}:btn_add` },
    body: ZFlowEngineEdit,
    response: ZFlowCopied,
    handler: async ({ req, auth, body }) => {
      const r = await svc.save(auth, body);
      audit(req, auth, 'create', { ...r, noun, id: r.after.id });
      return { id: r.after.id };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/update/:id`,
    summary: 'Update a flow (a new snapshot; running tasks keep theirs)',
    tags,
    access: { permission: `${PAGE}:btn_edit` },
    params: ZIdParams,
    body: ZFlowEngineEdit,
    response: ZNone,
    handler: async ({ req, auth, body, params }) => {
      audit(req, auth, 'update', { ...(await svc.save(auth, body, params.id)), noun, id: params.id });
      return null;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/del/:id`,
    summary: 'Delete a flow (soft; running tasks keep their snapshot)',
    tags,
    access: { permission: `${PAGE}:btn_remove` },
    params: ZIdParams,
    response: ZNone,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, 'delete', { before: await svc.remove(auth, params.id), noun, id: params.id });
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/:id/Actions/Copy`,
    summary: 'Copy a flow (name and code suffixed with the time; the copy starts stopped)',
    tags,
    access: { permission: `${PAGE}:btn_add` },
    params: ZIdParams,
    response: ZFlowCopied,
    handler: async ({ req, auth, params }) => {
      const r = await svc.copy(auth, params.id);
      audit(req, auth, 'copy', { after: r.after, noun, id: r.after.id });
      return { id: r.after.id };
    },
  });

  for (const [action, mark, logged] of [
    ['Release', 1, 'release'],
    ['Stop', 0, 'stop'],
  ] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `${base}/${action}/:id`,
      summary: `${action} a flow (enabledMark ${mark})`,
      tags,
      access: { permission: `${PAGE}:btn_edit` },
      params: ZIdParams,
      response: ZNone,
      handler: async ({ req, auth, params }) => {
        audit(req, auth, logged, { ...(await svc.setEnabled(auth, params.id, mark)), noun, id: params.id });
        return null;
      },
    });
  }
}
