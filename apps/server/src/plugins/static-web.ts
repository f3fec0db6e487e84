import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './envelope.ts';
import { Code } from '@app/contracts';

/** Serves the built web client; non-/api GETs fall back to index.html (history URLs); the rest is a 404 envelope. */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { dir: string }) => {
  const index = path.join(opts.dir, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (!hasWeb) app.log.warn(`web client not built (${index} missing): only the API is served`);
  app.setNotFoundHandler((req, reply) => {
    if (!hasWeb || req.url.startsWith('/api') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return sendError(req, reply, Code.notFound, 'req.notFound');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
  if (!hasWeb) return;
  await app.register(fastifyStatic, {
    root: opts.dir,
    // Wildcard lookup: files built after the server started are served too; a miss falls to the handler above.
    wildcard: true,
    setHeaders: (res, file) => {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header(
        'Cache-Control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
});
