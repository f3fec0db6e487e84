import {
  ZNull,
  ZOnlineUser,
  ZOnlineUserParams,
  ZOnlineUserQuery,
  logPlaceLabel,
  logPlatformLabel,
  withHiddenColumns,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { hideColumnRows } from '../authorize/column-permission.ts';
import { defineRoute } from '../../lib/route.ts';
import { findRecordName } from '../logs/log-names.repo.ts';
import { logOperation } from '../logs/operation-log.ts';

const base = '/api/system/base/onlineUser';

/** Online users (`permission/userOnline`): the list (a bare array, contract §3.12) and forced offline. */
export function onlineUserRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = c.services.onlineUsers;
  defineRoute(app, {
    method: 'GET',
    url: `${base}/list`,
    summary: 'Signed-in users, one row per user (data is a bare array)',
    tags: ['onlineUser'],
    access: { permission: 'permission.userOnline' },
    query: ZOnlineUserQuery,
    response: z.array(withHiddenColumns(ZOnlineUser, 'permission.userOnline')),
    handler: async ({ req, auth, query }) =>
      hideColumnRows(
        c.db,
        auth,
        'permission.userOnline',
        (await svc.list(query.keyword)).map((u) => ({
          ...u,
          loginIPAddressName: logPlaceLabel(u.loginIPAddressName, req.lang) ?? '',
          loginPlatForm: logPlatformLabel(u.loginPlatForm, req.lang) ?? '',
        })),
      ),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/del/:userId`,
    summary: 'Force a user offline: every session ends, the next call answers 601',
    tags: ['onlineUser'],
    access: { permission: 'permission.userOnline:btn_remove' },
    params: ZOnlineUserParams,
    response: ZNull,
    handler: async ({ req, auth, params }) => {
      const r = await svc.kick(auth, params.userId);
      const op = { module: 'permission.userOnline', action: 'forceOffline', sessions: r.sessions } as const;
      const name = await findRecordName(c.db, r.user.id);
      logOperation(c.logs, req, auth, { ...op, objectId: r.user.id, name }, c.now());
      return null;
    },
  });
}
