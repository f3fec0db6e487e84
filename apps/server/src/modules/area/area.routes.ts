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
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { assertEditButton } from '../authorize/assert-permission.ts';
import { logOperation } from '../logs/operation-log.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { AreaService } from './area.service.ts';

const tags = ['area'];
const base = '/api/system/base/area';
const PAGE = 'system.area' as const;

/** Areas (spec §7): list (lazy, search), ops/{id}, edit, info/{id}, del, enabled/{id}. */
export function areaRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = new AreaService(c);
  const audit = (
    req: Parameters<typeof logOperation>[1],
    auth: TAuth,
    action: string,
    r: { before?: object | null; after?: object | null; id?: string },
  ) => logOperation(c.logs, req, auth, { module: '行政区划', action, objectId: r.id, ...r }, c.now());

  defineRoute(app, {
    method: 'GET',
    url: `${base}/list`,
    summary: 'Children of nodeId (-1 = provinces) with isLeaf/hasChildren; keyword searches every level',
    tags,
    access: { permission: 'self' },
    query: ZAreaListQuery,
    response: ZList(ZAreaItem),
    handler: async ({ query }) => ({ list: await svc.list(query.nodeId, query.keyword) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/ops/:id`,
    summary: 'Enabled children of {id} (-1 = provinces) for the address cascader',
    tags,
    access: { permission: 'self' },
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

  defineRoute(app, {
    method: 'POST',
    url: `${base}/edit`,
    summary: 'Create (no id, btn_add) or update (id, btn_edit) an area',
    tags,
    access: { permission: PAGE },
    body: ZAreaEdit,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      assertEditButton(auth, PAGE, Boolean(body.id));
      const r = await svc.save(auth, body);
      audit(req, auth, body.id ? '修改区域' : '新增区域', { ...r, id: (r.after as { id: string }).id });
      return null;
    },
  });

  const remove = async (req: Parameters<typeof logOperation>[1], auth: TAuth, id: string) => {
    audit(req, auth, '删除区域', { before: await svc.remove(auth, id), id });
    return null;
  };
  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/del/:id`,
    summary: 'Delete an area without sub-areas',
    tags,
    access: { permission: `${PAGE}:btn_remove` },
    params: ZIdParams,
    response: ZNull,
    handler: ({ req, auth, params }) => remove(req, auth, params.id),
  });
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

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/enabled/:id`,
    summary: 'Enable or disable an area',
    tags,
    access: { permission: `${PAGE}:btn_edit` },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, '启用/禁用区域', { ...(await svc.toggle(auth, params.id)), id: params.id });
      return null;
    },
  });
}
