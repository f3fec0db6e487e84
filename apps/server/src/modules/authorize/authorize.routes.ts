import {
  ZAuthorizeEdit,
  ZAuthorizeView,
  ZGrantObjectParams,
  ZId,
  ZMembers,
  ZMembersEdit,
  ZNull,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { itemListChanges, listDelta } from '../logs/log-diff.ts';
import { findRecordName } from '../logs/log-names.repo.ts';
import { logOperation } from '../logs/operation-log.ts';
import { ITEM_TYPES } from './grant-guard.ts';

const ZObjectId = z.strictObject({ objectId: ZId });
/** What the grants' holder is, for the log's summaries. */
const GRANTEE_NOUNS = { Role: 'role', Position: 'position', User: 'user' } as const;

/** Members views (roles, positions) and the authorise screen. */
export function authorizeRoutes(app: FastifyInstance, c: TAppContext): void {
  const { members, authorize } = c.services;

  for (const [type, page] of [
    ['Role', 'permission.role'],
    ['Position', 'permission.position'],
  ] as const) {
    const url = `/api/system/permission/userRelation/${type}/:objectId`;
    defineRoute(app, {
      method: 'GET',
      url,
      summary: `Members of a ${type.toLowerCase()} (inside your user data scope)`,
      tags: ['members'],
      access: { permission: page },
      params: ZObjectId,
      response: ZMembers,
      handler: async ({ auth, params }) => ({ ids: await members.list(auth, type, params.objectId) }),
    });
    defineRoute(app, {
      method: 'POST',
      url,
      summary: `Replace the members of a ${type.toLowerCase()}`,
      tags: ['members'],
      access: { permission: `${page}:btn_edit` },
      params: ZObjectId,
      body: ZMembersEdit,
      response: ZNull,
      handler: async ({ req, auth, params, body }) => {
        const r = await members.replace(auth, type, params.objectId, body.userIds);
        logOperation(
          c.logs,
          req,
          auth,
          {
            module: page,
            action: 'members',
            noun: type === 'Role' ? 'role' : 'position',
            objectId: params.objectId,
            name: await findRecordName(c.db, params.objectId),
            changes: [listDelta('userIds', r.remove, r.add)],
          },
          c.now(),
        );
        return null;
      },
    });
  }

  const url = '/api/system/permission/authorize/:objectType/:objectId';
  defineRoute(app, {
    method: 'GET',
    url,
    summary: 'What the caller may grant to a role, position or user, and what it holds',
    tags: ['authorize'],
    access: { permission: 'permission.authorize' },
    params: ZGrantObjectParams,
    response: ZAuthorizeView,
    handler: ({ auth, params }) => authorize.view(auth, params.objectType, params.objectId),
  });
  defineRoute(app, {
    method: 'PUT',
    url,
    summary: 'Replace the grants of a role, position or user (only what the caller holds)',
    tags: ['authorize'],
    access: { permission: 'permission.authorize:btn_edit' },
    params: ZGrantObjectParams,
    body: ZAuthorizeEdit,
    response: ZNull,
    handler: async ({ req, auth, params, body }) => {
      const r = await authorize.save(auth, params.objectType, params.objectId, body);
      logOperation(
        c.logs,
        req,
        auth,
        {
          module: 'permission.authorize',
          action: 'grant',
          noun: GRANTEE_NOUNS[params.objectType],
          objectId: params.objectId,
          name: await findRecordName(c.db, params.objectId),
          changes: itemListChanges(ITEM_TYPES, r.before, r.after),
        },
        c.now(),
      );
      return null;
    },
  });
}
