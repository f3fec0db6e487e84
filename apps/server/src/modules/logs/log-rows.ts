// The summary and detail columns of sign-in and request rows, written as codes and parameters: the log page
// renders them in the reader's language (log-render.ts reads these shapes back).

/** Longest User-Agent kept in a row. */
const MAX_UA = 500;

/** The detail JSON of a sign-in row. */
export interface TLoginDetail {
  userAgent?: string;
  method?: string;
  reason?: string;
}

/** The detail JSON of a request row. */
export interface TRequestDetail {
  userAgent?: string;
  errorId?: string;
}

/** A sign-in row's summary and detail: a success by `note` (the method), or a failure for `note` (a message key). */
export function loginLogColumns(isSuccess: boolean, note: string, userAgent: string) {
  const params = isSuccess ? { method: note } : { reason: note };
  const detail: TLoginDetail = { userAgent: userAgent.slice(0, MAX_UA), ...params };
  return {
    abstracts: isSuccess ? 'signIn' : 'signInFailed',
    abstractParams: JSON.stringify(params),
    json: JSON.stringify(detail),
  };
}

/** A request row's detail: the User-Agent and, for a server error, its id. */
export function requestLogDetail(userAgent: string | undefined, errorId: string | undefined): string {
  const detail: TRequestDetail = { userAgent: userAgent?.slice(0, MAX_UA), errorId };
  return JSON.stringify(detail);
}
