import {
  Code,
  formatMessage,
  httpStatusOf,
  pickLanguage,
  type TLanguage,
  type TMessageKey,
} from '@app/contracts';
import { isUtf8 } from 'node:buffer';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { newId } from '../lib/ids.ts';
import { AppError, badRequest } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: the signed-in user's choice, else Accept-Language, else zh. */
    lang: TLanguage;
  }
}

/** The envelope of a successful answer. */
export function ok<T>(req: FastifyRequest, data: T) {
  return { code: Code.ok, msg: formatMessage('ok', req.lang), data };
}

/** Sends an error envelope (`data` null unless the refusal carries something); the HTTP status mirrors the code. */
export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  code: number,
  key: TMessageKey,
  params: Record<string, string | number> = {},
  data: unknown = null,
): FastifyReply {
  return reply
    .code(httpStatusOf(code))
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ code, msg: formatMessage(key, req.lang, params), data });
}

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Turns a validation failure into "field: reason" so the client sees which field is wrong. */
function describeValidation(err: FastifyError): string {
  const first = err.validation?.[0];
  const where = CONTEXT_NAMES[err.validationContext ?? ''] ?? err.validationContext ?? 'request';
  if (!first) return err.message;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = first.params as { keys?: string[] } | undefined;
  if (first.keyword === 'unrecognized_keys' && params?.keys?.length) {
    return `${where}${field ? '.' + field : ''}: unknown field ${params.keys.map((k) => `"${k}"`).join(', ')}`;
  }
  return `${where}.${field || '(root)'}: ${first.message}`;
}

/** True when the URL's query decodes: every `%` starts an escape and the escapes spell UTF-8. */
export function hasWellFormedQuery(url: string): boolean {
  const q = url.indexOf('?');
  if (q < 0 || url.indexOf('%', q) < 0) return true;
  try {
    decodeURIComponent(url.slice(q + 1));
    return true;
  } catch {
    return false;
  }
}

/** Fastify's own refusals before routing (a path that does not decode, an over-long segment), in the envelope. */
export function sendFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  req.lang = pickLanguage(req.headers['accept-language']);
  const detail =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'path: a segment is too long'
      : 'path: malformed percent-encoding';
  void sendError(req, reply, Code.badRequest, 'req.invalid', { detail });
}

/** Error and not-found handling in the envelope (`{code,msg,data}`), never a stack to the client. */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'zh');
  app.addHook('onRequest', async (req, reply) => {
    req.lang = pickLanguage(req.headers['accept-language']);
    if (!hasWellFormedQuery(req.url)) {
      return sendError(req, reply, Code.badRequest, 'req.invalid', {
        detail: 'query: malformed percent-encoding',
      });
    }
  });

  // JSON must be UTF-8 (RFC 8259): a body that is not is refused, rather than read with U+FFFD in its strings.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body: Buffer, done) => {
    if (!isUtf8(body)) return done(badRequest('body: not valid UTF-8'), undefined);
    void parseJson(req, body.toString('utf8'), done);
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      const r = sendError(req, reply, err.code, err.key, err.params, err.data);
      return r;
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return sendError(req, reply, Code.badRequest, 'req.invalid', { detail: describeValidation(err) });
    }
    if (!isResponseSerializationError(err) && typeof err.statusCode === 'number' && err.statusCode < 500) {
      switch (err.code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
        case 'FST_REQ_FILE_TOO_LARGE':
          return sendError(req, reply, Code.tooLarge, 'req.tooLarge');
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return sendError(req, reply, Code.unsupportedMedia, 'req.badMedia');
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          return sendError(req, reply, Code.badRequest, 'req.badJson');
      }
      if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
        return sendError(req, reply, Code.badRequest, 'req.badJson');
      }
      const code = [400, 403, 404, 409, 413, 415, 429].includes(err.statusCode) ? err.statusCode : 400;
      return reply
        .code(code)
        .serializer(JSON.stringify)
        .send({ code, msg: formatMessage('req.invalid', req.lang, { detail: err.message }), data: null });
    }
    const errorId = newId();
    req.log.error({ err, errorId }, 'unhandled error');
    reply.serverErrorId = errorId;
    reply.serverError = err;
    return sendError(req, reply, Code.serverError, 'server.error', { errorId });
  });
});

declare module 'fastify' {
  interface FastifyReply {
    /** Set when the answer is a 500, for the exception log. */
    serverErrorId?: string;
    serverError?: Error;
  }
}
