import {
  ZFormDataFieldItem,
  ZIdParams,
  ZList,
  ZNull,
  ZPublishResult,
  ZVisualDevEdit,
  ZVisualDevExport,
  ZVisualDevGroup,
  ZVisualDevImport,
  ZVisualDevInfo,
  ZVisualDevPageQuery,
  ZVisualDevSelectorQuery,
  type TButtonCode,
  type TGrantedPermission,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { runtimeRoutes } from './runtime/runtime.routes.ts';
import { presentModel } from './visualdev.service.ts';

const tags = ['visualdev'];
/** JNPF's path (`Base`) and the lower-case one of the issue, for every route. */
const at = (suffix = '') => [`/api/visualdev/Base${suffix}`, `/api/visualdev/base${suffix}`];

/**
 * The designer pages that manage models (功能设计, 功能表单, 流程表单); any one admits. The model's type is not
 * tied to a page yet: a holder of one page manages every type (noted in the issue).
 */
const PAGES = ['onlineDev.webDesign', 'generator.webForm', 'generator.flowForm'] as const;
const page = { permission: PAGES } as const;
/** Reading published flow forms: the flow designer binds one and reads its fields. */
const FORM_READERS = [...PAGES, 'workFlow.flowEngine'] as const;
const button = (b: TButtonCode) => ({
  permission: PAGES.map((p) => `${p}:${b}` as TGrantedPermission),
});

/** `/api/visualdev/Base` (contract §5.1): the model list, drafts, copy, fields, selector, publish, export/import. */
export function visualDevRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.visualDev;
  const publisher = c.services.publisher;
  runtimeRoutes(app, c);

  defineRoute(app, {
    method: 'GET',
    url: [...at(), ...at('/page')],
    summary: 'Models grouped by category (?type&keyword)',
    tags,
    access: page,
    query: ZVisualDevPageQuery,
    response: ZList(ZVisualDevGroup),
    handler: async ({ query }) => ({ list: await svc.tree(query) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: at('/Selector'),
    summary: 'Published models of a type grouped by category (binding menus of type 3)',
    tags,
    access: { permission: [...FORM_READERS, 'system.menu'] },
    query: ZVisualDevSelectorQuery,
    response: ZList(ZVisualDevGroup),
    handler: async ({ query }) => ({ list: await svc.tree({ type: query.type, published: true }) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: at('/:id'),
    summary: 'One model with its draft',
    tags,
    access: { permission: FORM_READERS },
    params: ZIdParams,
    response: ZVisualDevInfo,
    handler: async ({ params }) => presentModel(await svc.get(params.id)),
  });

  defineRoute(app, {
    method: 'POST',
    url: at(),
    summary: 'Create a model',
    tags,
    access: button('btn_add'),
    body: ZVisualDevEdit,
    response: z.object({ id: z.string() }),
    handler: async ({ auth, body }) => ({ id: (await svc.create(auth, body)).id }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: at('/:id'),
    summary: "Update a model's draft",
    tags,
    access: button('btn_edit'),
    params: ZIdParams,
    body: ZVisualDevEdit,
    response: ZNull,
    handler: async ({ auth, params, body }) => {
      await svc.update(auth, params.id, body);
      return null;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: at('/:id'),
    summary: 'Delete a model (its table and records stay)',
    tags,
    access: button('btn_remove'),
    params: ZIdParams,
    response: ZNull,
    handler: async ({ auth, params }) => {
      await svc.remove(auth, params.id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: at('/:id/Actions/Copy'),
    summary: 'Copy a model as a new draft',
    tags,
    access: button('btn_add'),
    params: ZIdParams,
    response: z.object({ id: z.string() }),
    handler: async ({ auth, params }) => ({ id: (await svc.copy(auth, params.id)).id }),
  });

  defineRoute(app, {
    method: 'GET',
    url: at('/:id/FormDataFields'),
    summary: "The draft's value fields {vmodel, label}",
    tags,
    access: page,
    params: ZIdParams,
    response: ZList(ZFormDataFieldItem),
    handler: ({ params }) => svc.formDataFields(params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: at('/:id/Actions/Release'),
    summary: "Publish: snapshot the draft and create or alter the model's table",
    tags,
    access: button('btn_edit'),
    params: ZIdParams,
    response: ZPublishResult,
    handler: ({ auth, params }) => publisher.publish(auth, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: at('/:id/Actions/ExportData'),
    summary: 'The model as a JSON file',
    tags,
    access: button('btn_download'),
    params: ZIdParams,
    response: ZVisualDevExport,
    handler: ({ params }) => svc.exportData(params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: at('/Actions/ImportData'),
    summary: 'Create a model from an exported JSON file',
    tags,
    access: button('btn_upload'),
    body: ZVisualDevImport,
    response: z.object({ id: z.string() }),
    handler: async ({ auth, body }) => ({ id: (await svc.importData(auth, body.data)).id }),
  });
}
