import {
  MENU_ITEM_TYPES,
  ZList,
  ZMenuIdParams,
  ZMenuItemEdit,
  ZMenuItemInfo,
  ZMenuItemNode,
  ZMenuItemParams,
  ZMenuListQuery,
  ZNull,
  type TMenuItemType,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { editButtonAccess } from '../authorize/assert-permission.ts';
import { toggleAction } from '../logs/operation-log.ts';
import type { MenuItemService } from './menu-item.service.ts';
import { menuAudit } from './menu.routes.ts';

/** list and info (then the writes) of one kind of item under `/api/system/base/menu/{menuId}/{kind}`. */
function itemRoutes(app: FastifyInstance, c: TAppContext, type: TMenuItemType): void {
  const svc = c.services.menuItems[type];
  const url = `/api/system/base/menu/:menuId/${type}`;
  const tags = ['menu'];
  defineRoute(app, {
    method: 'GET',
    url: `${url}/list`,
    summary: `The ${type} entries of a menu as a tree`,
    tags,
    access: { permission: 'system.menu' },
    params: ZMenuIdParams,
    query: ZMenuListQuery.pick({ keyword: true }),
    response: ZList(ZMenuItemNode),
    handler: async ({ params, query }) => ({ list: await svc.list(params.menuId, query.keyword) }),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${url}/info/:id`,
    summary: `One ${type} entry of a menu`,
    tags,
    access: { permission: 'system.menu' },
    params: ZMenuItemParams,
    response: ZMenuItemInfo,
    handler: ({ params }) => svc.info(params.menuId, params.id),
  });
  itemWriteRoutes(app, c, type, svc);
}

/** edit, del and enabled of one kind of item. */
function itemWriteRoutes(
  app: FastifyInstance,
  c: TAppContext,
  type: TMenuItemType,
  svc: MenuItemService,
): void {
  const audit = menuAudit(c);
  const url = `/api/system/base/menu/:menuId/${type}`;
  const tags = ['menu'];
  defineRoute(app, {
    method: 'POST',
    url: `${url}/edit`,
    summary: `Create (no id, btn_add) or update (id, btn_edit) a ${type} entry of a menu`,
    tags,
    access: editButtonAccess('system.menu'),
    params: ZMenuIdParams,
    body: ZMenuItemEdit[type],
    response: ZNull,
    handler: async ({ req, auth, params, body }) => {
      const r = await svc.save(auth, params.menuId, body);
      audit(req, auth, body.id ? 'update' : 'create', { ...r, noun: type, id: r.after.id });
      return null;
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${url}/del/:id`,
    summary: `Delete a ${type} entry of a menu and every grant of it`,
    tags,
    access: { permission: 'system.menu:btn_remove' },
    params: ZMenuItemParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, 'delete', {
        noun: type,
        before: await svc.remove(auth, params.menuId, params.id),
        id: params.id,
      });
      return null;
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${url}/enabled/:id`,
    summary: `Enable or disable a ${type} entry of a menu`,
    tags,
    access: { permission: 'system.menu:btn_edit' },
    params: ZMenuItemParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      const r = await svc.toggle(auth, params.menuId, params.id);
      audit(req, auth, toggleAction(r.after), { ...r, noun: type, id: params.id });
      return null;
    },
  });
}

/** Buttons, columns, form fields and data-permission schemes of each menu. */
export function menuItemRoutes(app: FastifyInstance, c: TAppContext): void {
  for (const type of MENU_ITEM_TYPES) itemRoutes(app, c, type);
}
