import type { TPageCode } from '@app/contracts';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import type { TAuth } from '../auth/auth.types.ts';
import { findHiddenItems } from './column-permission.ts';

/**
 * Form permissions on a write: a field the caller may not see on the page keeps its stored value (its default on
 * a create). A body that leaves it out, or sends it back as it is, passes; one that sets it to something else is
 * refused with 400 naming the field, nothing changed. `schema` is the body's schema (what the field is when
 * absent), `loadBefore` reads the stored record of an update.
 */
export async function keepHiddenFormFields<T extends object>(
  db: TDbOrTx,
  auth: TAuth,
  page: TPageCode,
  schema: z.ZodType<T>,
  body: T,
  loadBefore: () => Promise<object>,
): Promise<T> {
  const hidden = [...(await findHiddenItems(db, auth, page, 'form'))].filter((f) => f in body);
  if (!hidden.length) return body;
  const before = 'id' in body && body.id ? ((await loadBefore()) as Record<string, unknown>) : undefined;
  const kept = { ...body } as Record<string, unknown>;
  for (const field of hidden) {
    const sent = kept[field];
    const absent = schema.safeParse({ ...body, [field]: undefined });
    const isAbsent =
      absent.success && isDeepStrictEqual((absent.data as Record<string, unknown>)[field], sent);
    if (!isAbsent && !(before && isDeepStrictEqual(before[field], sent))) {
      throw badRequest(`body.${field}: not a field you may change`);
    }
    if (before) kept[field] = before[field];
  }
  return kept as T;
}
