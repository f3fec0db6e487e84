import { ZList, ZSelectorNode, ZSelectorTreeParams } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';
import { SelectorTreeService } from './tree.service.ts';

/** Selector trees (issue 3): `/api/system/permission/tree/{user|company|department|position}`, cached per process. */
export function treeRoutes(app: FastifyInstance, c: TAppContext): void {
  const trees = new SelectorTreeService(c.db, c.bus, c.now);
  app.addHook('onClose', async () => trees.close());
  defineRoute(app, {
    method: 'GET',
    url: '/api/system/permission/tree/:kind',
    summary: 'Organisation tree for selectors, with positions or enabled users under their organisation',
    tags: ['tree'],
    access: { permission: 'self' },
    params: ZSelectorTreeParams,
    response: ZList(ZSelectorNode),
    handler: ({ params }) => trees.get(params.kind),
  });
}
