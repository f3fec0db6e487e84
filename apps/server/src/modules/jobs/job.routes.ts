import { ZIdParams, ZJob } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';

/** Background jobs as their owner sees them (status, progress, result). */
export function jobRoutes(app: FastifyInstance, c: TAppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/system/jobs/:id',
    summary: "One of the caller's background jobs: status, progress and result (poll it while it runs)",
    tags: ['jobs'],
    access: { signedIn: true },
    params: ZIdParams,
    response: ZJob,
    handler: ({ auth, params }) => c.jobs.get(auth, params.id),
  });
}
