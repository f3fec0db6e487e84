import { ZFlowListItem, ZFlowTodoCount, ZList } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import type { FlowBeforeService } from './flow-before.service.ts';

const tags = ['workflow'];
const base = '/api/visualdev/Dashboard';
const HOME_ROWS = { currentPage: 1, pageSize: 20 } as const;

/** The home page's workflow widgets (contract §5.4 Dashboard): the caller's own work only. */
export function flowDashboardRoutes(app: FastifyInstance, lists: FlowBeforeService): void {
  defineRoute(app, {
    method: 'GET',
    url: `${base}/FlowTodoCount`,
    summary: 'Counts of the caller’s to-do (entrusted included), entrusted and done rows',
    tags,
    access: { signedIn: true },
    response: ZFlowTodoCount,
    handler: ({ auth }) => lists.counts(auth),
  });

  defineRoute(app, {
    method: 'GET',
    url: [`${base}/FlowTodo`, `${base}/MyFlowTodo`],
    summary: 'The caller’s newest 20 to-do rows (the to-do widgets)',
    tags,
    access: { signedIn: true },
    response: ZList(ZFlowListItem),
    handler: async ({ req, auth }) => ({ list: (await lists.list(auth, 1, HOME_ROWS, req.lang)).list }),
  });
}
