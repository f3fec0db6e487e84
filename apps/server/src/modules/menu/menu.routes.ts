import {
  ZExcludeParams,
  ZIdParams,
  ZList,
  ZMenuAdminNode,
  ZMenuEdit,
  ZMenuInfo,
  ZMenuListQuery,
  ZMenuOptionNode,
  withHiddenTreeColumns,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { hideColumns, sortable } from '../authorize/column-permission.ts';
import { auditLog, defineWriteRoutes } from '../../lib/crud.ts';
import { defineRoute } from '../../lib/route.ts';
import { menuItemRoutes } from './menu-item.routes.ts';

const base = '/api/system/base/menu';
const tags = ['menu'];

/** The operation-log writer of the menu screens. */
export function menuAudit(c: TAppContext) {
  return auditLog(c, 'system.menu');
}

/** Menus admin (`system/menu`): tree, parent selector, edit, info, delete, enable; items per menu. */
export function menuRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.menus;
  defineRoute(app, {
    method: 'GET',
    url: `${base}/list`,
    summary: 'Menus as a tree (keyword keeps ancestors; category Web or App)',
    tags,
    access: { permission: 'system.menu' },
    query: ZMenuListQuery,
    response: ZList(withHiddenTreeColumns(ZMenuAdminNode, 'system.menu')),
    handler: async ({ auth, query }) =>
      hideColumns(c.db, auth, 'system.menu', {
        list: await svc.list(await sortable(c.db, auth, 'system.menu', query)),
      }),
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
  const record = { url: base, tags, page: 'system.menu', audit: menuAudit(c), body: ZMenuEdit } as const;
  defineWriteRoutes(app, svc, record, {
    noun: 'menu',
    edit: 'Create (no id, btn_add) or update (id, btn_edit) a menu of type 1–7',
    del: 'Delete a menu without children, with its items and every grant of them',
    enabled: 'Enable or disable a menu',
  });
  menuItemRoutes(app, c);
}
