import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../shared/auth/auth-store.ts';
import { StorageKeys } from '../shared/utils/storage.ts';
import { toastError } from '../shared/ui/feedback.ts';
import { guardLoader } from './navigation-guard.ts';

vi.mock('../shared/ui/feedback.ts', () => ({ toastError: vi.fn(), toastInfo: vi.fn(), TOAST_SECONDS: 1.5 }));

function visit(path: string): Promise<unknown> {
  const args = { request: new Request(`http://localhost${path}`), params: {}, context: undefined };
  return guardLoader(args as unknown as LoaderFunctionArgs).catch((thrown: unknown) => thrown);
}

function locationOf(result: unknown): string | null {
  return result instanceof Response ? result.headers.get('Location') : null;
}

function serveCurrentUser(data: unknown): void {
  const body = JSON.stringify({ code: 200, msg: 'ok', data });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body)),
  );
}

const user = { userInfo: { permissions: ['*'], prevLogin: 0 }, permissionList: [] };
const menu = [
  { id: 'm1', type: 2, enCode: 'permission.user', urlAddress: 'permission/user', children: null },
];

describe('navigation guard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    useAuthStore.getState().resetToken();
  });

  it('lets open routes through without a token and sends the rest to sign-in with a redirect', async () => {
    expect(await visit('/login')).toBeNull();
    expect(locationOf(await visit('/permission/user?a=1'))).toBe(
      '/login?redirect=%2Fpermission%2Fuser%3Fa%3D1',
    );
  });

  it('stores a token given to /home and drops it from the URL', async () => {
    expect(locationOf(await visit('/home?token=Bearer%20xyz'))).toBe('/home');
    expect(useAuthStore.getState().token).toBe('Bearer xyz');
  });

  it('sends a locked session to the lock screen, and /login to /', async () => {
    useAuthStore.getState().setToken('Bearer t');
    expect(locationOf(await visit('/login'))).toBe('/');
    useAuthStore.getState().lock();
    expect(locationOf(await visit('/home'))).toBe('/lockScreen');
  });

  it('loads the user and menu once, then lets the navigation continue', async () => {
    useAuthStore.getState().setToken('Bearer t');
    serveCurrentUser({ ...user, menuList: menu });
    expect(await visit('/permission/user')).toBeNull();
    expect(useAuthStore.getState().menuList).toHaveLength(1);
  });

  it('resets the token and explains when the menu is empty', async () => {
    useAuthStore.getState().setToken('Bearer t');
    serveCurrentUser({ ...user, menuList: [] });
    expect(locationOf(await visit('/home'))).toBe('/login?redirect=%2Fhome');
    expect(toastError).toHaveBeenCalledWith('您的权限不足，请联系管理员');
    expect(useAuthStore.getState().token).toBe('');
  });

  it('signs out when the user cannot be loaded, but not when the page is being left (a reload mid-load)', async () => {
    useAuthStore.getState().setToken('Bearer t');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError'))),
    );
    window.dispatchEvent(new Event('pagehide'));
    await visit('/home');
    expect(useAuthStore.getState().token).toBe('Bearer t');
    expect(localStorage.getItem(StorageKeys.token)).toContain('Bearer t');
    expect(toastError).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pageshow'));
    expect(locationOf(await visit('/home'))).toBe('/login?redirect=%2Fhome');
    expect(useAuthStore.getState().token).toBe('');
    expect(toastError).toHaveBeenCalled();
  });

  it('says verification failed when the server returns no user', async () => {
    useAuthStore.getState().setToken('Bearer t');
    serveCurrentUser(null);
    await visit('/home');
    expect(toastError).toHaveBeenCalledWith('验证失败，请重新登录');
  });
});
