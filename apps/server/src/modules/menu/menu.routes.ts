import {
  ZExcludeParams,
  ZIdParams,
  ZList,
  ZMenuAdminNode,
  ZMenuEdit,
  ZMenuInfo,
  ZMenuListQuery,
  ZMenuOptionNode,
  ZNull,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { assertEditButton } from '../authorize/assert-permission.ts';
import { logOperation } from '../logs/operation-log.ts';
import { menuItemRoutes } from './menu-item.routes.ts';
import { MenuService } from './menu.service.ts';

const base = '/api/system/base/menu';
const tags = ['menu'];

/** The operation-log writer of the menu screens. */
export function menuAudit(c: TAppContext) {
  return (
    req: FastifyRequest,
    auth: TAuth,
    action: string,
    r: { before?: object | null; after?: object | null; id?: string },
  ) =>
    logOperation(
      c.logs,
      req,
      auth,
      { module: '菜单管理', action, objectId: r.id, before: r.before, after: r.after },
      c.now(),
    );
}

/** Menus admin (`system/menu`): tree, parent selector, edit, info, delete, enable; items per menu. */
export function menuRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = new MenuService(c);
  defineRoute(app, {
    method: 'GET',
    url: `${base}/list`,
    summary: 'Menus as a tree (keyword keeps ancestors; category Web or App)',
    tags,
    access: { permission: 'system.menu' },
    query: ZMenuListQuery,
    response: ZList(ZMenuAdminNode),
    handler: async ({ query }) => ({ list: await svc.list(query) }),
  });
  defineRoute(app, {
    method: 'GET',
    url: [`${base}/ops`, `${base}/ops/:id`],
    summary: 'Directories a menu may be put under (leaves out {id} and everything below it)',
    tags,
    access: { permission: 'system.menu' },
    params: ZExcludeParams,
    response: ZList(ZMenuOptionNode),
    handler: async ({ params }) => ({ list: await svc.options(params.id) }),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/info/:id`,
    summary: 'One menu',
    tags,
    access: { permission: 'system.menu' },
    params: ZIdParams,
    response: ZMenuInfo,
    handler: ({ params }) => svc.info(params.id),
  });
  menuWriteRoutes(app, c, svc);
  menuItemRoutes(app, c);
}

/** edit, del and enabled of menus. */
function menuWriteRoutes(app: FastifyInstance, c: TAppContext, svc: MenuService): void {
  const audit = menuAudit(c);
  defineRoute(app, {
    method: 'POST',
    url: `${base}/edit`,
    summary: 'Create (no id, btn_add) or update (id, btn_edit) a menu of type 1–7',
    tags,
    access: { permission: 'system.menu' },
    body: ZMenuEdit,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      assertEditButton(auth, 'system.menu', Boolean(body.id));
      const r = await svc.save(auth, body);
      audit(req, auth, body.id ? '修改菜单' : '新增菜单', { ...r, id: r.after.id });
      return null;
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/del/:id`,
    summary: 'Delete a menu without children, with its items and every grant of them',
    tags,
    access: { permission: 'system.menu:btn_remove' },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, '删除菜单', { before: await svc.remove(auth, params.id), id: params.id });
      return null;
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${base}/enabled/:id`,
    summary: 'Enable or disable a menu',
    tags,
    access: { permission: 'system.menu:btn_edit' },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, '启用/禁用菜单', { ...(await svc.toggle(auth, params.id)), id: params.id });
      return null;
    },
  });
}
