import { Code, type TMessageKey } from '@app/contracts';

/** A refusal the client should see: envelope code, message key and its parameters. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: TMessageKey,
    readonly params: Record<string, string | number> = {},
    /** Text appended verbatim (e.g. a validation detail). */
    readonly detail?: string,
    /** The envelope's `data` (null unless the refusal carries something to act on, e.g. the current version). */
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** 400 naming the field. */
export const badRequest = (detail: string) => new AppError(Code.badRequest, 'req.invalid', { detail });
/** 404 record not found. */
export const notFound = () => new AppError(Code.notFound, 'record.notFound');
/** 403 permission denied. */
export const forbidden = () => new AppError(Code.forbidden, 'perm.denied');
