import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './auth/auth-store.ts';
import { buildUrl, http, HttpError, requestFile } from './http.ts';
import { toastError } from './ui/feedback.ts';
import { reloadPage } from './utils/page.ts';

vi.mock('./ui/feedback.ts', () => ({ toastError: vi.fn(), TOAST_SECONDS: 1.5 }));
vi.mock('./utils/page.ts', () => ({ reloadPage: vi.fn(), currentPathname: () => '/permission/user' }));

function answer(body: unknown, status = 200): ReturnType<typeof vi.fn> {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('http client', () => {
  beforeEach(() => useAuthStore.getState().setToken('Bearer abc'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    vi.useRealTimers();
    useAuthStore.getState().resetToken();
  });

  it('resolves with data and sends token, language, query and the n cache-buster', async () => {
    const fetchMock = answer({ code: 200, msg: '操作成功', data: { list: [1] } });
    await expect(http.get('/api/x', { keyword: '张', empty: undefined })).resolves.toEqual({ list: [1] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/api\/x\?keyword=%E5%BC%A0&n=\d+$/);
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Accept-Language')).toBe('zh');
  });

  it('toasts the server message for 1.5 s and rejects on a non-200 code', async () => {
    answer({ code: 400, msg: '用户名或密码不正确', data: null }, 400);
    await expect(http.post('/api/oauth/Login', { account: 'a' })).rejects.toMatchObject({ code: 400 });
    expect(toastError).toHaveBeenCalledWith('用户名或密码不正确');
    expect(useAuthStore.getState().token).toBe('Bearer abc');
  });

  it('resets the token and reloads 100 ms later on a session code', async () => {
    vi.useFakeTimers();
    answer({ code: 600, msg: '登录过期,请重新登录', data: null }, 401);
    await expect(http.get('/api/system/x')).rejects.toBeInstanceOf(HttpError);
    expect(useAuthStore.getState().token).toBe('');
    expect(reloadPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('keeps the session when the lock-screen check answers a session code', async () => {
    answer({ code: 600, msg: 'x', data: null }, 401);
    await expect(http.post('/api/oauth/lock/screen', {})).rejects.toBeInstanceOf(HttpError);
    expect(useAuthStore.getState().token).toBe('Bearer abc');
  });

  it('shows the request-error text on a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(http.get('/api/x')).rejects.toMatchObject({ code: 0, message: '请求出错，请重试' });
    expect(toastError).toHaveBeenCalledWith('请求出错，请重试');
  });

  it('skips the toast and the reset when silent', async () => {
    answer({ code: 600, msg: 'x', data: null }, 401);
    await expect(http.get('/api/x', undefined, { silent: true })).rejects.toMatchObject({ code: 600 });
    expect(toastError).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBe('Bearer abc');
  });

  it('resolves a file answer with its bytes and name header, without asking for JSON', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('xlsx', {
          status: 200,
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': 'attachment; filename="a.xlsx"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await requestFile('/api/permission/Users/ExportData', { params: { keyword: 'a' } });
    expect(await file.blob.text()).toBe('xlsx');
    expect(file.disposition).toBe('attachment; filename="a.xlsx"');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/keyword=a&n=\d+$/);
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Accept')).toBeNull();
  });

  it('treats a JSON answer to a file request as an envelope error: toast, session rules', async () => {
    const json = JSON.stringify({ code: 600, msg: '登录过期', data: null });
    const headers = { 'Content-Type': 'application/json; charset=utf-8' };
    vi.stubGlobal('fetch', async () => new Response(json, { status: 200, headers }));
    await expect(requestFile('/api/x/export')).rejects.toMatchObject({ code: 600 });
    expect(toastError).toHaveBeenCalledWith('登录过期');
    expect(useAuthStore.getState().token).toBe('');
  });

  it('uploads a file as multipart form data through the same client', async () => {
    const fetchMock = answer({ code: 200, msg: '', data: { name: 'f.png', url: '/u/f.png' } });
    await expect(http.upload('/api/file/Uploader/IM', new Blob(['x']))).resolves.toEqual({
      name: 'f.png',
      url: '/u/f.png',
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBeInstanceOf(FormData);
    expect(new Headers(init.headers).get('Content-Type')).toBeNull();
  });

  it('appends n to a URL that already has a query', () => {
    expect(buildUrl('/api/a?x=1', { y: 2 }, 1_700_000_000_000)).toBe('/api/a?x=1&y=2&n=1700000000');
  });
});
