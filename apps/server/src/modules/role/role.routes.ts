import { ZIdParams, ZList, ZNull, ZRoleEdit, ZRoleListQuery, ZRoleNode } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { assertEditButton } from '../authorize/assert-permission.ts';
import { logOperation } from '../logs/operation-log.ts';
import { RoleService } from './role.service.ts';

const tags = ['role'];
const base = '/api/system/permission/role';
const ZRoleInfo = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  type: z.string().nullable(),
  description: z.string().nullable(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  creatorTime: z.number(),
});

/** Roles: list grouped by type, ops, edit, info, del, enabled. */
export function roleRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = new RoleService(c);
  const audit = (
    req: FastifyRequest,
    auth: TAuth,
    action: string,
    id: string,
    before?: object | null,
    after?: object | null,
  ) => logOperation(c.logs, req, auth, { module: '角色管理', action, objectId: id, before, after }, c.now());

  defineRoute(app, {
    method: 'GET',
    url: `${base}/list`,
    summary: 'Roles grouped by RoleType (keyword on name and code)',
    tags,
    access: { permission: 'permission.role' },
    query: ZRoleListQuery,
    response: ZList(ZRoleNode),
    handler: async ({ query }) => ({ list: await svc.tree(query.keyword, false) }),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/ops`,
    summary: 'Enabled roles grouped by type, for selectors',
    tags,
    access: { permission: 'self' },
    response: ZList(ZRoleNode),
    handler: async () => ({ list: await svc.tree(undefined, true) }),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/info/:id`,
    summary: 'One role',
    tags,
    access: { permission: 'permission.role' },
    params: ZIdParams,
    response: ZRoleInfo,
    handler: ({ params }) => svc.info(params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/edit`,
    summary: 'Create (no id, btn_add) or update (id, btn_edit) a role',
    tags,
    access: { permission: 'permission.role' },
    body: ZRoleEdit,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      assertEditButton(auth, 'permission.role', Boolean(body.id));
      const r = await svc.save(auth, body);
      audit(req, auth, body.id ? '修改角色' : '新增角色', (r.after as { id: string }).id, r.before, r.after);
      return null;
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/del/:id`,
    summary: 'Delete a role without members or grants',
    tags,
    access: { permission: 'permission.role:btn_remove' },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, '删除角色', params.id, await svc.remove(auth, params.id));
      return null;
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${base}/enabled/:id`,
    summary: 'Enable or disable a role',
    tags,
    access: { permission: 'permission.role:btn_edit' },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      const r = await svc.toggle(auth, params.id);
      audit(req, auth, '启用/禁用角色', params.id, r.before, r.after);
      return null;
    },
  });
}
