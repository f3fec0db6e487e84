import {
  ZAreaDelBody,
  ZAreaEdit,
  ZAreaInfo,
  ZAreaItem,
  ZAreaListQuery,
  ZAreaOption,
  ZIdParams,
  ZList,
  ZNull,
  withHiddenColumns,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { hideColumns } from '../authorize/column-permission.ts';
import { auditLog, defineWriteRoutes } from '../../lib/crud.ts';
import { defineRoute } from '../../lib/route.ts';
import { selectorAccess } from '../authorize/selector-access.ts';
import type { TAuth } from '../auth/auth.types.ts';

const tags = ['area'];
const base = '/api/system/base/area';
const PAGE = 'system.area' as const;

/** Areas (spec §7): list (lazy, search), ops/{id}, edit, info/{id}, del, enabled/{id}. */
export function areaRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.area;
  const audit = auditLog(c, 'system.area');
  const record = { url: base, tags, page: PAGE, audit, body: ZAreaEdit };

  defineRoute(app, {
    method: 'GET',
    url: `${base}/list`,
    summary: 'Children of nodeId (-1 = provinces) with isLeaf/hasChildren; keyword searches every level',
    tags,
    access: selectorAccess('areaOptions'),
    query: ZAreaListQuery,
    response: ZList(withHiddenColumns(ZAreaItem, PAGE)),
    handler: async ({ auth, query }) =>
      hideColumns(c.db, auth, PAGE, { list: await svc.list(query.nodeId, query.keyword) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/ops/:id`,
    summary: 'Enabled children of {id} (-1 = provinces) for the address cascader',
    tags,
    access: selectorAccess('areaOptions'),
    params: ZIdParams,
    response: ZList(ZAreaOption),
    handler: async ({ params }) => ({ list: await svc.options(params.id) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/info/:id`,
    summary: 'One area with its parent name',
    tags,
    access: { permission: PAGE },
    params: ZIdParams,
    response: ZAreaInfo,
    handler: ({ params }) => svc.info(params.id),
  });

  defineWriteRoutes(app, svc, record, {
    noun: 'area',
    edit: 'Create (no id, btn_add) or update (id, btn_edit) an area',
    del: 'Delete an area without sub-areas',
    enabled: 'Enable or disable an area',
  });

  const remove = async (req: FastifyRequest, auth: TAuth, id: string) => {
    audit(req, auth, 'delete', { noun: 'area', before: await svc.remove(auth, id), id });
    return null;
  };
  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/del`,
    summary: 'Delete an area without sub-areas ({id} in the body)',
    tags,
    access: { permission: `${PAGE}:btn_remove` },
    body: ZAreaDelBody,
    response: ZNull,
    handler: ({ req, auth, body }) => remove(req, auth, body.id),
  });
}
