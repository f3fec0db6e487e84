import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/route.ts';

/** Liveness, database reachability, and the system-log rows this process had to drop (0 unless a row was unstorable). */
export function healthRoutes(app: FastifyInstance, c: TAppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/health',
    summary: 'Health: the server answers and its database too',
    tags: ['system'],
    access: { public: true },
    skipRequestLog: true,
    response: z.object({
      status: z.literal('ok'),
      database: z.enum(['pglite', 'pg']),
      version: z.string(),
      logRowsDropped: z.number().int(),
    }),
    handler: async () => {
      await c.db.execute(sql`select 1`);
      const logRowsDropped = c.logs.stats().dropped;
      return { status: 'ok' as const, database: c.database.kind, version: '3.1.0', logRowsDropped };
    },
  });
}
