import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './envelope.ts';
import { Code } from '@app/contracts';

/**
 * The pages' policy: scripts only from the product (no inline script, no eval); inline styles allowed because
 * antd's CSS-in-JS writes <style> elements at run time; the WebSocket and the API are this origin ('self' covers
 * ws:/wss: of it); only the product may frame itself (ADR 0013).
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** API answers are data: nothing in them loads or runs, and only the product may frame them. */
const API_CSP = "default-src 'none'; frame-ancestors 'self'";

/**
 * Security headers on every answer: no MIME sniffing, no framing by other origins, the referrer kept to this
 * origin, and a CSP for pages and API answers. A route that sets its own CSP (downloads, the API docs) keeps it.
 */
function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Referrer-Policy', 'same-origin');
    if (reply.hasHeader('Content-Security-Policy')) return;
    const type = String(reply.getHeader('Content-Type') ?? '');
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', PAGE_CSP);
    else if (type.startsWith('application/json')) reply.header('Content-Security-Policy', API_CSP);
  });
}

/** The data screen's own page (a second Vite entry, ADR 0018): it loads without the shell and the router. */
const DATA_SCREEN = { url: '/dataScreen', file: 'data-screen.html' } as const;

/**
 * Serves the built web client; non-/api GETs fall back to index.html (history URLs), /dataScreen to its own page
 * when built; the rest is a 404 envelope.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { dir: string }) => {
  addSecurityHeaders(app);
  const index = path.join(opts.dir, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (!hasWeb) app.log.warn(`web client not built (${index} missing): only the API is served`);
  const hasScreen = fs.existsSync(path.join(opts.dir, DATA_SCREEN.file));
  app.setNotFoundHandler((req, reply) => {
    if (!hasWeb || req.url.startsWith('/api') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return sendError(req, reply, Code.notFound, 'req.notFound');
    }
    const isScreen = hasScreen && req.url.split('?')[0] === DATA_SCREEN.url;
    return reply.header('Cache-Control', 'no-cache').sendFile(isScreen ? DATA_SCREEN.file : 'index.html');
  });
  if (!hasWeb) return;
  await app.register(fastifyStatic, {
    root: opts.dir,
    // Wildcard lookup: files built after the server started are served too; a miss falls to the handler above.
    wildcard: true,
    setHeaders: (res, file) => {
      res.header(
        'Cache-Control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
});
