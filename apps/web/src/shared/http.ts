import { Code, SESSION_CODES } from '@app/contracts/constants';
import i18next from 'i18next';
import { getToken, useAuthStore } from './auth/auth-store.ts';
import { toastError } from './ui/feedback.ts';
import { currentPathname, reloadPage } from './utils/page.ts';

/** A query value; undefined and null are left out of the URL. */
export type TQueryValue = string | number | boolean | null | undefined;
export type TQuery = Readonly<Record<string, TQueryValue>>;
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TRequestOptions {
  method?: THttpMethod;
  /** Query parameters (GET payloads go here, spec §7). */
  params?: TQuery;
  /** JSON body. */
  body?: unknown;
  /** Skip the error toast and the session reset; the caller handles the rejection. */
  silent?: boolean;
  /** Abort after this many milliseconds. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** A failed request: `code` is the envelope code, or 0 for a network or HTTP failure. */
export class HttpError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

interface TEnvelope {
  code: number;
  msg: string;
  data: unknown;
}

// Spec §9: one reading of the configured timeout; long-running sync/mail calls get 100 s.
const DEFAULT_TIMEOUT_MS = 1_000_000;
const LONG_CALLS = /Synchronization|email\/receive|DataAuthorize|DataSync\/Actions\/Execute/i;
// A session code on these calls means wrong credentials, not a dead session (spec §8).
const SESSION_EXEMPT = ['/api/oauth/Login', '/api/oauth/lock/screen'];
const RELOAD_DELAY_MS = 100;

/** Appends the query and the `n` cache-buster (unix seconds) to a URL. */
export function buildUrl(url: string, params: TQuery = {}, now: number = Date.now()): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) qs.append(k, String(v));
  qs.set('n', String(Math.floor(now / 1000)));
  return `${url}${url.includes('?') ? '&' : '?'}${qs.toString()}`;
}

function buildHeaders(hasJsonBody: boolean, isFile = false): Headers {
  const headers = new Headers({ 'Accept-Language': i18next.language || 'zh' });
  if (!isFile) headers.set('Accept', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', token);
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  return headers;
}

function isEnvelope(value: unknown): value is TEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as TEnvelope).code === 'number';
}

function requestErrorText(): string {
  return i18next.t('error.request', { defaultValue: '请求出错，请重试' });
}

function handleSessionCode(url: string): void {
  if (SESSION_EXEMPT.some((p) => url.startsWith(p))) return;
  useAuthStore.getState().resetToken();
  setTimeout(() => {
    if (currentPathname() !== '/login') reloadPage();
  }, RELOAD_DELAY_MS);
}

function fail(url: string, error: HttpError, silent: boolean): never {
  if (!silent) {
    toastError(error.message);
    if (SESSION_CODES.includes(error.code)) handleSessionCode(url);
  }
  throw error;
}

async function send(url: string, options: TRequestOptions, isFile = false): Promise<Response> {
  const hasBody = options.body !== undefined;
  const isForm = options.body instanceof FormData;
  const controller = new AbortController();
  const timeout = options.timeoutMs ?? (LONG_CALLS.test(url) ? 100_000 : DEFAULT_TIMEOUT_MS);
  const timer = setTimeout(() => controller.abort(), timeout);
  const onAbort = (): void => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    return await fetch(buildUrl(url, options.params), {
      method: options.method ?? 'GET',
      headers: buildHeaders(hasBody && !isForm, isFile),
      body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/** Sends one request through the envelope rules of spec §8 and resolves with `data`. */
export async function request<T>(url: string, options: TRequestOptions = {}): Promise<T> {
  const silent = options.silent ?? false;
  let payload: unknown;
  let status = 0;
  try {
    const res = await send(url, options);
    status = res.status;
    payload = await res.json();
  } catch {
    return fail(url, new HttpError(status, requestErrorText()), silent);
  }
  if (!isEnvelope(payload)) return fail(url, new HttpError(status, requestErrorText()), silent);
  if (payload.code !== Code.ok) {
    return fail(url, new HttpError(payload.code, payload.msg || requestErrorText(), payload.data), silent);
  }
  return payload.data as T;
}

/** A file answer: its bytes and its Content-Disposition header. */
export interface TFileAnswer {
  blob: Blob;
  disposition: string | null;
}

/** Sends one request answered by a file (blobs bypass the envelope, spec §8); a JSON answer is an envelope error. */
export async function requestFile(url: string, options: TRequestOptions = {}): Promise<TFileAnswer> {
  const silent = options.silent ?? false;
  let res: Response;
  try {
    res = await send(url, options, true);
  } catch {
    return fail(url, new HttpError(0, requestErrorText()), silent);
  }
  if (res.ok && !(res.headers.get('Content-Type') ?? '').includes('application/json')) {
    return { blob: await res.blob(), disposition: res.headers.get('Content-Disposition') };
  }
  const body: unknown = await res.json().catch(() => null);
  const error = isEnvelope(body)
    ? new HttpError(body.code, body.msg || requestErrorText(), body.data)
    : new HttpError(res.status, requestErrorText());
  return fail(url, error, silent);
}

type TBodyOptions = Omit<TRequestOptions, 'method' | 'body'>;

/** The typed helpers every feature `api.ts` uses. */
export const http = {
  /** GET with the payload as query parameters. */
  get: <T>(url: string, params?: TQuery, options?: Omit<TRequestOptions, 'method' | 'params'>) =>
    request<T>(url, { ...options, method: 'GET', params }),
  /** POST with a JSON body. */
  post: <T>(url: string, body?: unknown, options?: TBodyOptions) =>
    request<T>(url, { ...options, method: 'POST', body }),
  /** PUT with a JSON body. */
  put: <T>(url: string, body?: unknown, options?: TBodyOptions) =>
    request<T>(url, { ...options, method: 'PUT', body }),
  /** POST one file as multipart form data (the upload endpoints, spec §7 Files). */
  upload: <T>(url: string, file: Blob, options?: TBodyOptions) => {
    const form = new FormData();
    form.append('file', file);
    return request<T>(url, { ...options, method: 'POST', body: form });
  },
  /** DELETE, optionally with a JSON body. */
  delete: <T>(url: string, body?: unknown, options?: TBodyOptions) =>
    request<T>(url, { ...options, method: 'DELETE', body }),
};
