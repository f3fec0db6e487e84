import { z } from 'zod';
import { Rules } from './rules.ts';

/** Ids are strings (snowflake digits, or fixed ids such as `admin`). */
export const ZId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'must contain only letters, digits, _ . -');

/** A name or title: trimmed, 1..max characters, one line without control characters. */
export const ZName = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .max(max)
    .regex(Rules.singleLine, 'no control characters or line breaks');

/** Path params `{id}`. */
export const ZIdParams = z.strictObject({ id: ZId });

/** The ignored cache-buster `n` that every client URL carries. */
export const ZCacheBuster = z.union([z.string().max(100), z.number()]).optional();

/** Standard paging query (contract §1.3). Page size is capped server-side. */
export const ZPageQuery = z.object({
  /** Free-text keyword. */
  keyword: z.string().trim().max(100).optional(),
  /** 1-based page number. */
  currentPage: z.coerce.number().int().min(1).max(100000).default(1),
  /** Rows per page: 1..500. */
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  /** Sort column: must be one of the list's allowed keys. */
  sidx: z.string().trim().max(64).optional(),
  /** Sort direction. */
  sort: z.enum(['asc', 'desc']).optional(),
  n: ZCacheBuster,
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** Epoch milliseconds. */
export const ZMillis = z.number().int();

/** Void answer payload. */
export const ZNull = z.null();

/** A record's row version in its info answer (every update adds one). */
export const ZRowVersion = z.number().int().min(0);
/** The row version an edit is based on; absent (or null): the last write wins. */
export const ZEditVersion = ZRowVersion.nullish();
