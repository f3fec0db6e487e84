import {
  ZId,
  ZIdParams,
  ZList,
  ZMembers,
  ZUserRelationObjectParams,
  ZNull,
  ZPaged,
  ZResetPassword,
  ZUserEdit,
  ZUserEditResult,
  ZUserItem,
  ZUserOption,
  ZUserPageQuery,
  ZUserRecord,
  withHiddenColumns,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { selectorAccess } from '../authorize/selector-access.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { notFound } from '../../lib/errors.ts';
import { editButtonAccess } from '../authorize/assert-permission.ts';
import { hideColumns, hideFormFields } from '../authorize/column-permission.ts';
import { keepHiddenFormFields } from '../authorize/form-permission.ts';
import { findRecordName } from '../logs/log-names.repo.ts';
import { logOperation, toggleAction, type TLogAction } from '../logs/operation-log.ts';
import { findRelationObjectType } from './user-relation.repo.ts';

const tags = ['users'];
const PAGE = 'permission.user' as const;
const base = '/api/system/permission/users';

/** Users (spec §7 Organisation: users page, list/all, ops, edit, info, del, modifyPassword, enabled, …). */
export function userRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.users;
  const audit = (
    req: FastifyRequest,
    auth: TAuth,
    action: TLogAction,
    id: string,
    before?: object | null,
    after?: object | null,
  ) =>
    logOperation(
      c.logs,
      req,
      auth,
      { module: 'permission.user', action, noun: 'user', objectId: id, before, after },
      c.now(),
    );

  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    summary: 'Users, paged (keyword on account, name, pinyin initials; organizeId with subtree)',
    tags,
    access: { permission: 'permission.user' },
    query: ZUserPageQuery,
    response: ZPaged(withHiddenColumns(ZUserItem, PAGE)),
    handler: async ({ auth, query }) => hideColumns(c.db, auth, PAGE, await svc.page(auth, query)),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/list/all`,
    summary: 'Enabled users for selectors and chat',
    tags,
    access: selectorAccess('userOptions'),
    response: ZList(ZUserOption),
    handler: async ({ auth }) => ({ list: await svc.options(auth) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/info/:id`,
    summary: 'One user with roles and positions (no secrets)',
    tags,
    access: { permission: 'permission.user' },
    params: ZIdParams,
    response: ZUserRecord.partial().required({ id: true }),
    handler: async ({ auth, params }) => {
      const u = await svc.info(auth, params.id);
      const record = { ...u, positionId: u.positionIds.join(','), roleId: u.roleIds.join(',') };
      return hideFormFields(c.db, auth, PAGE, record);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/edit`,
    summary: 'Create (no id, btn_add) or update (id, btn_edit) a user',
    tags,
    access: editButtonAccess('permission.user'),
    body: ZUserEdit,
    response: ZUserEditResult,
    handler: async ({ req, auth, body: sent }) => {
      const body = await keepHiddenFormFields(c.db, auth, PAGE, ZUserEdit, sent, () =>
        svc.info(auth, sent.id!),
      );
      const r = await svc.save(auth, body);
      audit(req, auth, body.id ? 'update' : 'create', r.id, r.before, r.after);
      return { id: r.id, ...(r.generatedPassword ? { generatedPassword: r.generatedPassword } : {}) };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/del/:id`,
    summary: 'Delete a user (not yourself, the super admin or a manager)',
    tags,
    access: { permission: 'permission.user:btn_remove' },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      audit(req, auth, 'delete', params.id, await svc.remove(auth, params.id));
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${base}/enabled/:id`,
    summary: 'Enable or disable a user (disabling ends their sessions)',
    tags,
    access: { permission: 'permission.user:btn_edit' },
    params: ZIdParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      const r = await svc.toggle(auth, params.id);
      audit(req, auth, toggleAction(r.after), params.id, r.before, r.after);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/modifyPassword`,
    summary: "Reset a user's password (administrator; both MD5)",
    tags,
    access: { permission: 'permission.user:btn_edit' },
    body: ZResetPassword,
    response: ZNull,
    handler: async ({ req, auth, body }) => {
      await svc.resetPassword(auth, body.id, body.userPassword, body.validatePassword);
      const name = await findRecordName(c.db, body.id);
      const op = { module: 'permission.user', action: 'resetPassword', noun: 'user', name } as const;
      logOperation(c.logs, req, auth, { ...op, objectId: body.id }, c.now());
      return null;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/getUserTenant/:id`,
    summary: "A user's tenant (single tenant: always 'default')",
    tags,
    access: { permission: 'permission.user' },
    params: ZIdParams,
    response: z.object({ tenantId: z.string() }),
    handler: async ({ auth, params }) => {
      await svc.info(auth, params.id);
      return { tenantId: 'default' };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/emptyUserOpenId/:id/:id2`,
    summary: "Unbind a user's third-party account (none are bound in this product: a checked no-op)",
    tags,
    access: { permission: 'permission.user:btn_edit' },
    params: z.strictObject({ id: ZIdParams.shape.id, id2: z.string().max(64) }),
    response: ZNull,
    handler: async ({ auth, params }) => {
      await svc.unbind(auth, params.id);
      return null;
    },
  });
  userRelationRoutes(app, c);
}

/** The page that admits to the members of a role or a position. */
const RELATION_PAGES = { Role: 'permission.role', Position: 'permission.position' } as const;

/** JNPF's members path `userRelation/{objectId}`: the members of a role or a position, by its id alone. */
export function userRelationRoutes(app: FastifyInstance, c: TAppContext): void {
  const members = c.services.members;
  defineRoute(app, {
    method: 'GET',
    url: '/api/system/permission/userRelation/:objectId',
    summary: 'Members of a role or a position named by its id alone (inside your user data scope)',
    tags: ['members'],
    access: {
      permission: ['permission.role', 'permission.position'],
      // The page of what the id names (an unknown id passes on to the handler's 404).
      resolve: async (req, { db }) => {
        const id = ZId.safeParse((req.params as { objectId?: unknown }).objectId);
        const type = id.success ? await findRelationObjectType(db, id.data) : undefined;
        return type ? [RELATION_PAGES[type]] : Object.values(RELATION_PAGES);
      },
    },
    params: ZUserRelationObjectParams,
    response: ZMembers,
    handler: async ({ auth, params }) => {
      const type = await findRelationObjectType(c.db, params.objectId);
      if (!type) throw notFound();
      return { ids: await members.list(auth, type, params.objectId) };
    },
  });
}
