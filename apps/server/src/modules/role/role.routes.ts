import {
  SELECTOR_USES,
  ZIdParams,
  ZList,
  ZRoleEdit,
  ZRoleItem,
  ZRoleListQuery,
  ZRowVersion,
  withHiddenColumns,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { findHiddenItems, hideColumnRows } from '../authorize/column-permission.ts';
import { auditLog, defineWriteRoutes } from '../../lib/crud.ts';
import { defineRoute } from '../../lib/route.ts';

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
  version: ZRowVersion.optional(),
});

/** Roles: flat list, ops, edit, info, del, enabled. */
export function roleRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.roles;
  const audit = auditLog(c, 'permission.role');
  const record = { url: base, tags, page: 'permission.role', audit, body: ZRoleEdit } as const;

  defineRoute(app, {
    method: 'GET',
    url: `${base}/list`,
    summary: 'Roles, flat, type = RoleType enCode (keyword on name and code)',
    tags,
    access: { permission: 'permission.role' },
    query: ZRoleListQuery,
    response: ZList(withHiddenColumns(ZRoleItem, 'permission.role')),
    handler: async ({ req, auth, query }) => ({
      list: await hideColumnRows(
        c.db,
        auth,
        'permission.role',
        await svc.list(
          query.keyword,
          false,
          req.lang,
          await findHiddenItems(c.db, auth, 'permission.role', 'column'),
        ),
      ),
    }),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/ops`,
    summary: 'Enabled roles, flat, for selectors',
    tags,
    access: { permission: SELECTOR_USES.roleOptions },
    response: ZList(ZRoleItem),
    handler: async ({ req }) => ({ list: await svc.list(undefined, true, req.lang) }),
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
  defineWriteRoutes(app, svc, record, {
    noun: 'role',
    edit: 'Create (no id, btn_add) or update (id, btn_edit) a role',
    del: 'Delete a role without members or grants',
    enabled: 'Enable or disable a role',
  });
}
