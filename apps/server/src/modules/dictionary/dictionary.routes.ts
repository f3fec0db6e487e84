import {
  ZDictAllItem,
  ZDictDataEdit,
  ZDictDataItem,
  ZDictDataListQuery,
  ZDictDataNode,
  ZDictOpsParams,
  ZDictOpsQuery,
  ZDictOptionNode,
  ZDictTypeEdit,
  ZDictTypeInfo,
  ZDictTypeListQuery,
  ZDictTypeNode,
  ZIdParams,
  ZList,
  ZNull,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { assertEditButton } from '../authorize/assert-permission.ts';
import { logOperation } from '../logs/operation-log.ts';
import { DictionaryService } from './dictionary.service.ts';

const tags = ['dictionary'];
const base = '/api/system/base/dictionary';
const PAGE = 'systemData.dictionary' as const;
const ZTypeOpsParams = z.strictObject({
  id: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_.-]*$/)
    .optional(),
});

/** Dictionaries (spec §7): type tree, selectors, edit/info/del; entries list/all/ops/edit/info/del/enabled. */
export function dictionaryRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = new DictionaryService(c);
  const audit = (
    req: Parameters<typeof logOperation>[1],
    auth: Parameters<typeof logOperation>[2],
    action: string,
    r: { before?: object | null; after?: object | null; id?: string },
  ) => logOperation(c.logs, req, auth, { module: '数据字典', action, objectId: r.id, ...r }, c.now());
  const idOf = (r: { after: object }) => (r.after as { id: string }).id;

  defineRoute(app, {
    method: 'GET',
    url: `${base}/type/list`,
    summary: 'The tree of dictionary types and folders (keyword keeps ancestors)',
    tags,
    access: { permission: PAGE },
    query: ZDictTypeListQuery,
    response: ZList(ZDictTypeNode),
    handler: async ({ query }) => ({ list: await svc.typeTree(query.keyword) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: [`${base}/type/ops`, `${base}/type/ops/:id`],
    summary: 'Type tree for the parent picker, without {id} and its subtree',
    tags,
    access: { permission: 'self' },
    params: ZTypeOpsParams,
    response: ZList(ZDictTypeNode),
    handler: async ({ params }) => ({
      list: await svc.typeOptions(params.id === '0' ? undefined : params.id),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/type/info/:id`,
    summary: 'One dictionary type (id or enCode)',
    tags,
    access: { permission: PAGE },
    params: ZIdParams,
    response: ZDictTypeInfo,
    handler: ({ params }) => svc.typeInfo(params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/type/edit`,
    summary: 'Create (no id, btn_add) or update (id, btn_edit) a dictionary type',
    tags,
    access: { permission: PAGE },
    body: ZDictTypeEdit,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      assertEditButton(auth, PAGE, Boolean(body.id));
      const r = await svc.saveType(auth, body);
      audit(req, auth, body.id ? '修改字典类型' : '新增字典类型', { ...r, id: idOf(r) });
      return null;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/type/del/:id`,
    summary: 'Delete a dictionary type without sub-types or entries',
    tags,
    access: { permission: `${PAGE}:btn_remove` },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, '删除字典类型', { before: await svc.removeType(auth, params.id), id: params.id });
      return null;
    },
  });

  dataRoutes(app, svc, audit);
}

type TAudit = (
  req: Parameters<typeof logOperation>[1],
  auth: Parameters<typeof logOperation>[2],
  action: string,
  r: { before?: object | null; after?: object | null; id?: string },
) => void;

/** The entry routes of the dictionaries. */
function dataRoutes(app: FastifyInstance, svc: DictionaryService, audit: TAudit): void {
  defineRoute(app, {
    method: 'GET',
    url: `${base}/data/list/:id`,
    summary: "A type's entries (type id or enCode): a tree with isTree=1 on tree types, else a list",
    tags,
    access: { permission: PAGE },
    params: ZIdParams,
    query: ZDictDataListQuery,
    response: ZList(z.union([ZDictDataNode, ZDictDataItem])),
    handler: async ({ params, query }) => ({ list: await svc.dataList(params.id, query) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/data/all`,
    summary: 'Every enabled type with its enabled entries (the client cache)',
    tags,
    access: { permission: 'self' },
    response: ZList(ZDictAllItem),
    handler: async () => ({ list: await svc.all() }),
  });

  defineRoute(app, {
    method: 'GET',
    url: [`${base}/data/ops/:id`, `${base}/data/ops/:id/:excludeId`],
    summary: 'Parent picker: the type as synthetic root (id "0") over its entries, without excludeId',
    tags,
    access: { permission: 'self' },
    params: ZDictOpsParams,
    query: ZDictOpsQuery,
    response: ZList(ZDictOptionNode),
    handler: async ({ params, query }) => ({
      list: await svc.dataParentOptions(params.id, query.isTree === '1', params.excludeId),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/data/data/ops/:id`,
    summary: 'Enabled entries for selects (a tree under a synthetic root for tree types)',
    tags,
    access: { permission: 'self' },
    params: ZIdParams,
    response: ZList(ZDictOptionNode),
    handler: async ({ params }) => ({ list: await svc.dataOptions(params.id) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/data/info/:id`,
    summary: 'One dictionary entry',
    tags,
    access: { permission: PAGE },
    params: ZIdParams,
    response: ZDictDataItem,
    handler: ({ params }) => svc.dataInfo(params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/data/edit`,
    summary: 'Create (no id, btn_add) or update (id, btn_edit) a dictionary entry',
    tags,
    access: { permission: PAGE },
    body: ZDictDataEdit,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      assertEditButton(auth, PAGE, Boolean(body.id));
      const r = await svc.saveData(auth, body);
      audit(req, auth, body.id ? '修改字典数据' : '新增字典数据', {
        ...r,
        id: (r.after as { id: string }).id,
      });
      return null;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/data/del/:id`,
    summary: 'Delete a dictionary entry without children',
    tags,
    access: { permission: `${PAGE}:btn_remove` },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, '删除字典数据', { before: await svc.removeData(auth, params.id), id: params.id });
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/data/enabled/:id`,
    summary: 'Enable or disable a dictionary entry',
    tags,
    access: { permission: `${PAGE}:btn_edit` },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, '启用/禁用字典数据', { ...(await svc.toggleData(auth, params.id)), id: params.id });
      return null;
    },
  });
}
