import { z } from 'zod';

export { Code, httpStatusOf, SESSION_CODES, type TCode } from './envelope-codes.ts';

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
  /** Rows matching the query (a list that counts only up to a cap answers the cap, with isTotalCapped). */
  total: z.number().int(),
  /** True when more rows than `total` match: the list stopped counting at its cap (show "total+"). */
  isTotalCapped: z.boolean().optional(),
});
export type TPagination = z.infer<typeof ZPagination>;

/** A paged list: `{list, pagination}`. */
export function ZPaged<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), pagination: ZPagination });
}
/** The type ZPaged(item) infers, for a row type T. */
export type TPaged<T> = { list: T[]; pagination: TPagination };

/** A non-paged list or tree: `{list}`. */
export function ZList<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}
