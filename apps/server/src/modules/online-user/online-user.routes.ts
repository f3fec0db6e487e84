import { ZNull, ZOnlineUser, ZOnlineUserParams, ZOnlineUserQuery } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { logOperation } from '../logs/operation-log.ts';
import { OnlineUserService } from './online-user.service.ts';

const base = '/api/system/base/onlineUser';

/** Online users (`permission/userOnline`): the list (a bare array, contract §3.12) and forced offline. */
export function onlineUserRoutes(app: FastifyInstance, c: TAppContext): void {
  const svc = new OnlineUserService(c);
  defineRoute(app, {
    method: 'GET',
    url: `${base}/list`,
    summary: 'Signed-in users, one row per user (data is a bare array)',
    tags: ['onlineUser'],
    access: { permission: 'permission.userOnline' },
    query: ZOnlineUserQuery,
    response: z.array(ZOnlineUser),
    handler: ({ query }) => svc.list(query.keyword),
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
      const action = `强制下线 ${r.user.account}（${r.sessions} 个会话）`;
      logOperation(c.logs, req, auth, { module: '在线用户', action, objectId: r.user.id }, c.now());
      return null;
    },
  });
}
