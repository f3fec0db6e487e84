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
  SELECTOR_USES,
  seededEntryLabel,
  withHiddenColumns,
  withHiddenTreeColumns,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { hideColumns } from '../authorize/column-permission.ts';
import { selectorAccess } from '../authorize/selector-access.ts';
import { auditLog, defineWriteRoutes, type TAuditLog } from '../../lib/crud.ts';
import { defineRoute } from '../../lib/route.ts';

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
  const svc = c.services.dictionary;
  const audit = auditLog(c, 'systemData.dictionary');

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
    access: { permission: SELECTOR_USES.dictionaries },
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

  const types = { save: svc.saveType.bind(svc), remove: svc.removeType.bind(svc) };
  const record = { url: `${base}/type`, tags, page: PAGE, audit, body: ZDictTypeEdit };
  defineWriteRoutes(app, types, record, {
    noun: 'dictionaryType',
    edit: 'Create (no id, btn_add) or update (id, btn_edit) a dictionary type',
    del: 'Delete a dictionary type without sub-types or entries',
  });

  dataRoutes(app, c, audit);
}

/** The entry routes of the dictionaries. */
function dataRoutes(app: FastifyInstance, c: TAppContext, audit: TAuditLog): void {
  const svc = c.services.dictionary;
  defineRoute(app, {
    method: 'GET',
    url: `${base}/data/list/:id`,
    summary: "A type's entries (type id or enCode): a tree with isTree=1 on tree types, else a list",
    tags,
    access: { permission: PAGE },
    params: ZIdParams,
    query: ZDictDataListQuery,
    response: ZList(
      z.union([withHiddenTreeColumns(ZDictDataNode, PAGE), withHiddenColumns(ZDictDataItem, PAGE)]),
    ),
    handler: async ({ auth, params, query }) =>
      hideColumns(c.db, auth, PAGE, { list: await svc.dataList(params.id, query) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/data/all`,
    summary: 'Every enabled type with its enabled entries (the client cache)',
    tags,
    access: { permission: SELECTOR_USES.dictionaries },
    response: ZList(ZDictAllItem),
    handler: async () => ({ list: await svc.all() }),
  });

  defineRoute(app, {
    method: 'GET',
    url: [`${base}/data/ops/:id`, `${base}/data/ops/:id/:excludeId`],
    summary: 'Parent picker: the type as synthetic root (id "0") over its entries, without excludeId',
    tags,
    access: { permission: SELECTOR_USES.dictionaries },
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
    access: selectorAccess('dictionaryOptions'),
    params: ZIdParams,
    response: ZList(ZDictOptionNode),
    handler: async ({ req, params }) => ({
      list: (await svc.dataOptions(params.id)).map((n) => ({
        ...n,
        fullName: seededEntryLabel(params.id, n.enCode, n.fullName, req.lang),
      })),
    }),
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

  const entries = {
    save: svc.saveData.bind(svc),
    remove: svc.removeData.bind(svc),
    toggle: svc.toggleData.bind(svc),
  };
  const record = { url: `${base}/data`, tags, page: PAGE, audit, body: ZDictDataEdit };
  defineWriteRoutes(app, entries, record, {
    noun: 'dictionaryData',
    edit: 'Create (no id, btn_add) or update (id, btn_edit) a dictionary entry',
    del: 'Delete a dictionary entry without children',
    enabled: 'Enable or disable a dictionary entry',
  });
}
