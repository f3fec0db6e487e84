import {
  ZCacheBuster,
  ZEnvelope,
  findUnstorableText,
  type TGrantedPermission,
  type TMessageKey,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../plugins/envelope.ts';
import { badRequest } from './errors.ts';
import { dropEmptyQueryValues, stripUnknownKeys } from './input.ts';
import type { TAuth } from '../modules/auth/auth.types.ts';
import type { TModelMenuSource } from '../modules/authorize/assert-permission.ts';
import type { TDbOrTx } from '../db/client.ts';

/** Codes of a runtime permission (a runtime menu's `enCode:btn_x`) or of the catalogue. */
type TCodes = TGrantedPermission | readonly TGrantedPermission[];

/**
 * Codes resolved from the request, any one of which admits (none: refused). Runs before the body is validated, so
 * it reads raw input defensively (`editButtonAccess`: the body's id; `modelMenuAccess`: the `modelId` param).
 */
export type TResolveCodes = (
  req: FastifyRequest,
  deps: TGuardDeps,
) => Promise<readonly string[]> | readonly string[];

/** What the guard hands resolvers and rules: the database, and the process's cache of runtime models' menus. */
export interface TGuardDeps {
  db: TDbOrTx;
  /** Model id → its live type-3 menus with its published row (composition root); without it resolvers read them. */
  modelMenus?: TModelMenuSource;
}

/**
 * A per-row rule a module declares on its routes (e.g. "the caller is this task's operator or its active delegate"),
 * evaluated by the guard after input validation and before the handler; false answers 403 with `refusal`.
 */
export interface TRowRule {
  /** Shown in the route walk and start-up errors. */
  name: string;
  refusal: TMessageKey;
  allows(req: FastifyRequest, auth: TAuth, deps: TGuardDeps): Promise<boolean> | boolean;
}

/** The row rule a signed-in kind may add. */
type TWithRule = { rowRule?: TRowRule };

/**
 * Who may call a route, declared completely (the guard enforces it, handlers do not):
 * - `public`: anyone, no session read;
 * - `optionalSession`: anyone; a valid session, when sent, is the caller (`auth` may be null);
 * - `signedIn`: any signed-in caller, no code (own profile, own messages);
 * - `permission`: a catalogue code, or a list any one of which admits;
 * - `resolve`: codes read from the request (after the optional fixed `permission`, checked first);
 * and the signed-in kinds may add a `rowRule`.
 */
export type TAccess =
  | { public: true }
  | { optionalSession: true }
  | ({ signedIn: true } & TWithRule)
  | ({ permission: TCodes; resolve?: TResolveCodes } & TWithRule)
  | ({ resolve: TResolveCodes } & TWithRule);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declared on every /api route; the server refuses to start without it (deny by default). */
    access?: TAccess;
    /** Skip the request log (health checks, static assets). */
    skipRequestLog?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller; null on public routes without a session. */
    auth: TAuth | null;
  }
}

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type TObj = z.ZodType<Record<string, unknown>>;

interface TCtx<Q extends TObj, B extends z.ZodType, P extends TObj, A extends TAccess> {
  req: FastifyRequest;
  reply: FastifyReply;
  query: z.output<Q>;
  body: z.output<B>;
  params: z.output<P>;
  /** The caller (always present unless the route is public or its session optional). */
  auth: A extends { public: true } | { optionalSession: true } ? TAuth | null : TAuth;
}

/** One operation: its path, access, schemas and a short handler that returns the data. */
export interface TRouteDef<
  Q extends TObj,
  B extends z.ZodType,
  P extends TObj,
  R extends z.ZodType,
  A extends TAccess,
> {
  method: TMethod;
  url: string | readonly string[];
  summary: string;
  tags: readonly string[];
  access: A;
  query?: Q;
  body?: B;
  params?: P;
  /** The data schema (the envelope is added), or 'raw' when the handler sends the reply itself. */
  response: R | 'raw';
  /** Envelope fields the route may answer next to code, msg and data (filled by an `Annotated` answer). */
  envelope?: z.ZodObject;
  /** Per-route body limit in bytes. */
  bodyLimit?: number;
  skipRequestLog?: boolean;
  handler(ctx: TCtx<Q, B, P, A>): Promise<TAnswer<R>> | TAnswer<R>;
}

type TAnswer<R extends z.ZodType> = z.input<R> | PreSerialized | Annotated;

/** Data answered with its own message and the extra envelope fields the route declares in `envelope`. */
export class Annotated {
  constructor(
    readonly data: unknown,
    readonly msg: string,
    readonly fields: Readonly<Record<string, unknown>>,
  ) {}
}

/** Data already validated against the route's schema and serialised (a cached hot answer). */
export class PreSerialized {
  constructor(readonly json: string) {}
}

const ZDefaultQuery = z.object({ n: ZCacheBuster });

/** Adds the ignored `n` cache-buster to a query schema (every request may carry it). */
function withCacheBuster(q: TObj | undefined): TObj {
  if (!q) return ZDefaultQuery;
  if (q instanceof z.ZodObject) return q.extend({ n: ZCacheBuster });
  return q;
}

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path' };

/**
 * The zod validator behind a check no route can skip: no string (value or key) of the body, query or path may hold
 * NUL or an unpaired surrogate (PostgreSQL stores neither), nor nest deeper than MAX_INPUT_DEPTH: 400 naming it.
 * The app's validator compiler, so every route with a schema has it (ADR 0013).
 */
export const storableValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const where = PART_NAMES[route.httpPart ?? ''] ?? 'request';
  return (data) => {
    const bad = findUnstorableText(data, where);
    return bad ? { error: badRequest(`${bad.path.slice(0, 200)}: ${bad.reason}`) } : validate(data);
  };
};

/** Registers one operation on the app (the only way routes are added under /api). */
export function defineRoute<
  Q extends TObj = TObj,
  B extends z.ZodType = z.ZodUndefined,
  P extends TObj = TObj,
  R extends z.ZodType = z.ZodType,
  A extends TAccess = TAccess,
>(app: FastifyInstance, def: TRouteDef<Q, B, P, R, A>): void {
  const urls = typeof def.url === 'string' ? [def.url] : def.url;
  const isPublic = 'public' in def.access;
  const optional = 'optionalSession' in def.access;
  for (const url of urls) {
    app.withTypeProvider<ZodTypeProvider>().route({
      method: def.method,
      url,
      bodyLimit: def.bodyLimit,
      // An empty query value is no value (JNPF's client sends `organizeId=`); unknown body fields are dropped.
      preValidation: dropEmptyQueryValues,
      config: { access: def.access, skipRequestLog: def.skipRequestLog },
      schema: {
        summary: def.summary,
        tags: [...def.tags],
        ...(isPublic ? {} : { security: optional ? [{}, { bearer: [] }] : [{ bearer: [] }] }),
        querystring: withCacheBuster(def.query),
        ...(def.body ? { body: stripUnknownKeys(def.body) } : {}),
        ...(def.params ? { params: def.params } : {}),
        ...(def.response === 'raw'
          ? {}
          : { response: { 200: ZEnvelope(def.response).extend(def.envelope?.shape ?? {}) } }),
      },
      handler: async (req, reply) => {
        const ctx = {
          req,
          reply,
          query: req.query as z.output<Q>,
          body: req.body as z.output<B>,
          params: req.params as z.output<P>,
          auth: req.auth as TCtx<Q, B, P, A>['auth'],
        };
        const data = await def.handler(ctx);
        if (def.response === 'raw') return reply;
        if (data instanceof PreSerialized) {
          const head = `{"code":200,"msg":${JSON.stringify(ok(req, null).msg)},"data":`;
          return reply
            .type('application/json; charset=utf-8')
            .serializer((p) => p as string)
            .send(`${head}${data.json}}`);
        }
        if (data instanceof Annotated) return { ...ok(req, data.data), msg: data.msg, ...data.fields };
        return ok(req, data);
      },
    });
  }
}
