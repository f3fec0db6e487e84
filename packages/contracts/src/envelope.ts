import { z } from 'zod';

/** Envelope codes: HTTP-like business codes plus the session codes the client resets on. */
export const Code = {
  ok: 200,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedMedia: 415,
  tooMany: 429,
  serverError: 500,
  /** Session missing or expired. */
  sessionExpired: 600,
  /** Forced offline or signed in elsewhere. */
  sessionKicked: 601,
  /** Token malformed or unknown. */
  tokenInvalid: 602,
} as const;
export type TCode = (typeof Code)[keyof typeof Code];

/** The HTTP status that mirrors an envelope code (session codes are all 401). */
export function httpStatusOf(code: number): number {
  if (code >= 600 && code < 700) return 401;
  return code >= 200 && code < 600 ? code : 500;
}

/** Session codes the client answers by resetting the token and reloading. */
export const SESSION_CODES: readonly number[] = [Code.sessionExpired, Code.sessionKicked, Code.tokenInvalid];

/** Builds the envelope schema around a data schema. */
export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    /** 200 on success, else an error code. */
    code: z.number().int(),
    /** A human-readable message in the caller's language. */
    msg: z.string(),
    /** The payload; null for void actions and errors. */
    data,
  });
}

/** Pagination block of a paged list. */
export const ZPagination = z.object({
  /** 1-based page number. */
  currentPage: z.number().int(),
  /** Rows per page. */
  pageSize: z.number().int(),
  /** Rows matching the query. */
  total: z.number().int(),
});
export type TPagination = z.infer<typeof ZPagination>;

/** A paged list: `{list, pagination}`. */
export function ZPaged<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), pagination: ZPagination });
}

/** A non-paged list or tree: `{list}`. */
export function ZList<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}
