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
