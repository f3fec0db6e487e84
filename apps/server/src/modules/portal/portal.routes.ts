import {
  ZIdParams,
  ZList,
  ZNull,
  ZPortalCardData,
  ZPortalCardParams,
  ZPortalEdit,
  ZPortalGrants,
  ZPortalInfo,
  ZPortalItem,
  ZPortalListQuery,
  ZPortalMine,
  ZPortalOption,
  ZPortalView,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { auditLog } from '../../lib/crud.ts';
import { defineRoute } from '../../lib/route.ts';
import { portalGrantedRule } from './portal.access.ts';

const tags = ['portal'];
const base = '/api/visualdev/Portal';
/** 在线开发 › 门户设计. */
const PAGE = 'onlineDev.visualPortal' as const;
const viewer = { signedIn: true, rowRule: portalGrantedRule } as const;
const noun = 'portal' as const;

/** `/api/visualdev/Portal` (issue #18): the designer's CRUD and grants, and the granted users' view. */
export function portalRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.portals;
  designerRoutes(app, c);

  defineRoute(app, {
    method: 'GET',
    url: `${base}/Granted`,
    summary: 'The portals the caller may open, and its home portal',
    tags,
    access: { signedIn: true },
    response: ZPortalMine,
    handler: ({ auth }) => svc.mine(auth),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/:id/auth`,
    summary: "A granted portal's name and layout (home, the portal view, data screens)",
    tags,
    access: viewer,
    params: ZIdParams,
    response: ZPortalView,
    handler: ({ auth, params }) => svc.view(auth, params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/:id/Card/:cardId`,
    summary: "The rows of a chart or list card of a granted portal (the data interface's own checks apply)",
    tags,
    access: viewer,
    params: ZPortalCardParams,
    response: ZPortalCardData,
    handler: ({ req, auth, params }) =>
      svc.cardData({ auth, ip: req.ip, userAgent: req.headers['user-agent'] }, params.id, params.cardId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/:id/home`,
    summary: 'Makes a granted portal the caller’s home page',
    tags,
    access: viewer,
    params: ZIdParams,
    response: ZNull,
    handler: async ({ auth, params }) => (await svc.setHome(auth, params.id), null),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/home`,
    summary: 'Clears the caller’s home portal (the default home page again)',
    tags,
    access: { signedIn: true },
    response: ZNull,
    handler: async ({ auth }) => (await svc.clearHome(auth), null),
  });
}

/** The designer's routes (门户设计 and its buttons); their writes go to the operation log. */
function designerRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.portals;
  const audit = auditLog(c, PAGE);

  defineRoute(app, {
    method: 'GET',
    url: base,
    summary: 'Portals (?keyword on name and code, &category)',
    tags,
    access: { permission: PAGE },
    query: ZPortalListQuery,
    response: ZList(ZPortalItem),
    handler: async ({ query }) => ({ list: await svc.list(query) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/Selector`,
    summary: 'Enabled portals (binding menus of type 6)',
    tags,
    access: { permission: [PAGE, 'system.menu'] },
    response: ZList(ZPortalOption),
    handler: async () => ({ list: await svc.selector() }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/:id`,
    summary: 'One portal with its layout',
    tags,
    access: { permission: PAGE },
    params: ZIdParams,
    response: ZPortalInfo,
    handler: ({ params }) => svc.info(params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: base,
    summary: 'Create a portal',
    tags,
    access: { permission: `${PAGE}:btn_add` },
    body: ZPortalEdit,
    response: z.object({ id: z.string() }),
    handler: async ({ req, auth, body }) => {
      const after = await svc.create(auth, body);
      audit(req, auth, 'create', { after, noun, id: after.id });
      return { id: after.id };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/:id`,
    summary: 'Update a portal (name, code, category, layout)',
    tags,
    access: { permission: `${PAGE}:btn_edit` },
    params: ZIdParams,
    body: ZPortalEdit,
    response: ZNull,
    handler: async ({ req, auth, params, body }) => {
      audit(req, auth, 'update', { ...(await svc.update(auth, params.id, body)), noun, id: params.id });
      return null;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    summary: 'Delete a portal, its grants and the home choice of its users',
    tags,
    access: { permission: `${PAGE}:btn_remove` },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, 'delete', { before: await svc.remove(auth, params.id), noun, id: params.id });
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/:id/Actions/Copy`,
    summary: 'Copy a portal (disabled, without grants)',
    tags,
    access: { permission: `${PAGE}:btn_add` },
    params: ZIdParams,
    response: z.object({ id: z.string() }),
    handler: async ({ req, auth, params }) => {
      const after = await svc.copy(auth, params.id);
      audit(req, auth, 'copy', { after, noun, id: after.id });
      return { id: after.id };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/:id/Grants`,
    summary: 'The roles a portal is granted to',
    tags,
    access: { permission: PAGE },
    params: ZIdParams,
    response: ZPortalGrants,
    handler: ({ params }) => svc.grants(params.id),
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/:id/Grants`,
    summary: 'Replace the roles a portal is granted to',
    tags,
    access: { permission: `${PAGE}:btn_edit` },
    params: ZIdParams,
    body: ZPortalGrants,
    response: ZNull,
    handler: async ({ auth, params, body }) => (await svc.saveGrants(auth, params.id, body.roleIds), null),
  });
}
