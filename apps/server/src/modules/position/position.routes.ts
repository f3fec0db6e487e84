import {
  ZIdParams,
  ZList,
  ZNull,
  ZPaged,
  ZPositionEdit,
  ZPositionItem,
  ZPositionOption,
  ZPositionPageQuery,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { assertEditButton } from '../authorize/assert-permission.ts';
import { logOperation } from '../logs/operation-log.ts';
import { PositionService } from './position.service.ts';

const tags = ['position'];
const base = '/api/system/permission/position';
const ZInfo = ZPositionItem.omit({ department: true });

/** Positions (spec §7 Organisation: position page, ops, edit, info, del, list/all; plus enabled). */
export function positionRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = new PositionService(c);
  const audit = (
    req: Parameters<typeof logOperation>[1],
    auth: Parameters<typeof logOperation>[2],
    action: string,
    r: { before?: object | null; after?: object | null; id?: string },
  ) =>
    logOperation(
      c.logs,
      req,
      auth,
      { module: '岗位管理', action, objectId: r.id, before: r.before, after: r.after },
      c.now(),
    );

  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    summary: 'Positions, paged (keyword; organizeId includes its subtree)',
    tags,
    access: { permission: 'permission.position' },
    query: ZPositionPageQuery,
    response: ZPaged(ZPositionItem),
    handler: ({ auth, query }) => svc.page(auth, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: [`${base}/list/all`, `${base}/ops`],
    summary: 'Enabled positions for selectors',
    tags,
    access: { permission: 'self' },
    response: ZList(ZPositionOption),
    handler: async ({ auth }) => ({ list: await svc.options(auth) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/info/:id`,
    summary: 'One position',
    tags,
    access: { permission: 'permission.position' },
    params: ZIdParams,
    response: ZInfo,
    handler: ({ auth, params }) => svc.info(auth, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/edit`,
    summary: 'Create (no id, btn_add) or update (id, btn_edit) a position',
    tags,
    access: { permission: 'permission.position' },
    body: ZPositionEdit,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      assertEditButton(auth, 'permission.position', Boolean(body.id));
      const r = await svc.save(auth, body);
      audit(req, auth, body.id ? '修改岗位' : '新增岗位', { ...r, id: (r.after as { id: string }).id });
      return null;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/del/:id`,
    summary: 'Delete a position nobody holds',
    tags,
    access: { permission: 'permission.position:btn_remove' },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, '删除岗位', { before: await svc.remove(auth, params.id), id: params.id });
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/enabled/:id`,
    summary: 'Enable or disable a position',
    tags,
    access: { permission: 'permission.position:btn_edit' },
    params: ZIdParams,
    response: z.null(),
    handler: async ({ req, auth, params }) => {
      audit(req, auth, '启用/禁用岗位', { ...(await svc.toggle(auth, params.id)), id: params.id });
      return null;
    },
  });
}
