import { Code, type TMessageKey } from '@app/contracts';
import { AppError } from './errors.ts';

/** The refusal of each unique index by name: the same as the service's own "already exists" check. */
const refusals = new Map<string, TMessageKey>();

/**
 * Names a unique index (declared in a `*.table.ts`) and the refusal it stands for, so a create that loses a race
 * to a concurrent one answers that refusal instead of a 500. Answers the name for `uniqueIndex(name)`.
 */
export function uniqueRefusal(name: string, key: TMessageKey): string {
  refusals.set(name, key);
  return name;
}

type TPgError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** The index a unique violation (23505) names, from the driver's error or the one Drizzle wraps it in. */
function violatedIndex(err: unknown): string | null {
  for (let e = err as TPgError | undefined, depth = 0; e && depth < 3; e = e.cause as TPgError, depth++) {
    if (e.code !== '23505') continue;
    if (typeof e.constraint === 'string') return e.constraint;
    const named = typeof e.message === 'string' ? /unique constraint "([^"]+)"/.exec(e.message) : null;
    return named?.[1] ?? '';
  }
  return null;
}

/** Runs `write`; a unique violation of a named index becomes its 409-coded refusal (others are rethrown). */
export async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const index = violatedIndex(err);
    const key = index === null ? undefined : refusals.get(index);
    if (key) throw new AppError(Code.conflict, key);
    throw err;
  }
}
