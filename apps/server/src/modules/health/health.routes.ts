import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';

/** Liveness and database reachability. */
export function healthRoutes(app: FastifyInstance, c: TAppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/health',
    summary: 'Health: the server answers and its database too',
    tags: ['system'],
    access: { public: true },
    skipRequestLog: true,
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'pg']), version: z.string() }),
    handler: async () => {
      await c.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: c.database.kind, version: '3.1.0' };
    },
  });
}
