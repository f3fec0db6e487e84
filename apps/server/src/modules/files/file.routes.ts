import fs from 'node:fs';
import { Code, FILE_KINDS, ZSignedUrl, ZUploadResult } from '@app/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { defineRoute } from '../../lib/route.ts';
import type { FileService } from './file.service.ts';
import { extensionOf, isFileKind, mimeOf } from './file.storage.ts';

const tags = ['file'];
const ZFileParams = z.strictObject({ type: z.string().max(40), name: z.string().max(100) });

/** A multipart parser's own failure (no status: a truncated or malformed body) is the client's: 400. */
const asUploadError = (err: unknown) =>
  err instanceof Error &&
  !(err instanceof AppError) &&
  typeof (err as { statusCode?: unknown }).statusCode !== 'number'
    ? badRequest(`body: malformed or truncated multipart data (${err.message.slice(0, 100)})`)
    : err;

/**
 * Hands the request's one file part to `use`. A body that is not multipart or has no file is a 400, and so is one
 * that breaks off or is malformed, whether the parser notices before the part or while `use` reads it.
 */
export async function receiveUpload<T>(
  req: FastifyRequest,
  fileSize: number,
  use: (part: MultipartFile) => Promise<T>,
): Promise<T> {
  if (!req.isMultipart()) throw new AppError(Code.badRequest, 'file.missing');
  const part = await req.file({ limits: { files: 1, fileSize } }).catch((err: unknown) => {
    throw asUploadError(err);
  });
  if (!part) throw new AppError(Code.badRequest, 'file.missing');
  return use(part).catch((err: unknown) => {
    // The file stream holds the parser's error when the body broke off, whatever `use` then failed with.
    throw part.file.errored ? asUploadError(part.file.errored) : err;
  });
}

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function sendFile(
  reply: FastifyReply,
  file: { path: string; originalName: string; size: number },
  inline: boolean,
) {
  return reply
    .header('Content-Type', mimeOf(extensionOf(file.path)))
    .header('Content-Length', file.size)
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.originalName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, max-age=3600')
    .send(fs.createReadStream(file.path));
}

/** Upload, preview and download (spec §7 Files). */
export function fileRoutes(app: FastifyInstance, c: TAppContext & { files: FileService }): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/file/Uploader/:type',
    summary:
      'Upload one file (multipart field "file") of a category: annex, annexpic, image, IM, userAvatar, workFlow',
    tags,
    access: { signedIn: true },
    params: z.strictObject({ type: z.string().max(40) }),
    response: ZUploadResult,
    handler: ({ req, params, auth }) =>
      receiveUpload(req, c.files.maxBytes(), (part) => c.files.upload(params.type, part, auth.userId)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/file/preview/:type/:name',
    summary:
      'Show an image or voice file inline (avatars, chat images, rich-text images); names are unguessable',
    tags,
    access: { public: true },
    params: ZFileParams,
    response: 'raw',
    handler: async ({ reply, params }) => {
      if (!isFileKind(params.type) || !FILE_KINDS[params.type].image)
        throw new AppError(Code.notFound, 'file.notFound');
      return sendFile(reply, await c.files.find(params.type, params.name), true);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/file/download/:type/:name',
    summary:
      'Download a file as an attachment (its uploader, or holders of a page that attaches files of its kind)',
    tags,
    access: { signedIn: true },
    params: ZFileParams,
    response: 'raw',
    handler: async ({ reply, params, auth }) =>
      sendFile(reply, await c.files.find(params.type, params.name, auth), false),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/file/sign/:type/:name',
    summary:
      'A short-lived (5 min) download URL the browser can open without the session header (for those who may download)',
    tags,
    access: { signedIn: true },
    params: ZFileParams,
    response: ZSignedUrl,
    handler: async ({ params, auth }) => {
      await c.files.find(params.type, params.name, auth);
      return { name: params.name, ...c.files.sign(params.type, params.name, auth.userId) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/file/download',
    summary: 'Download through a signed URL',
    tags,
    access: { public: true },
    query: z.object({ encryption: z.string().min(10).max(1000) }),
    response: 'raw',
    handler: async ({ reply, query }) => {
      const { kind, name } = c.files.verify(query.encryption);
      return sendFile(reply, await c.files.find(kind, name), false);
    },
  });
}
