import i18next from 'i18next';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { useAuthStore } from '../shared/auth/auth-store.ts';
import { fetchCurrentUser } from '../shared/auth/session-api.ts';
import { showPreviousLoginNotice } from '../shared/auth/sign-in-notice.ts';
import { toastError } from '../shared/ui/feedback.ts';
import { DATA_SCREEN_URL } from './menu-routes.ts';

/** Routes open without a token (spec §2). */
const OPEN_ROUTES: readonly string[] = ['/login', '/auth-redirect', '/jump'];

/** The sign-in URL that comes back to `fullPath` afterwards. */
function loginRedirectUrl(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * True while the page is being left (a reload, another address): the requests it still had under way are cut off
 * then, which says nothing of the session. A reload while the user was still loading signed the user out.
 */
let isPageLeaving = false;
window.addEventListener('pagehide', () => {
  isPageLeaving = true;
});
window.addEventListener('pageshow', () => {
  isPageLeaving = false;
});

/** Loads user, menu and permissions; on failure resets the token and reports (spec §4). */
async function loadCurrentUser(fullPath: string): Promise<void> {
  const store = useAuthStore.getState();
  try {
    const data = await fetchCurrentUser();
    if (!data) throw new Error(i18next.t('error.verifyFailed'));
    if (data.menuList.length === 0) throw new Error(i18next.t('error.noPermission'));
    store.setCurrentUser(data);
    showPreviousLoginNotice(data.userInfo);
  } catch (error) {
    // Cut off by leaving the page: the token stays for the page that comes next.
    if (isPageLeaving) return;
    store.resetToken();
    const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
    if (text) toastError(text);
    throw redirect(loginRedirectUrl(fullPath));
  }
}

/**
 * The navigation guard of spec §2, run before every navigation (root loader, always revalidated):
 * open routes, lock screen, `/home?token=`, and loading the user and menu once per token.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const path = url.pathname;
  // A data screen signs itself in with the ticket of its URL and needs no menu (ADR 0008).
  if (path === DATA_SCREEN_URL) return null;
  const queryToken = path === '/home' ? url.searchParams.get('token') : null;
  if (queryToken) {
    useAuthStore.getState().setToken(queryToken);
    url.searchParams.delete('token');
    throw redirect(`/home${url.search}`);
  }
  const { token, isLocked, isLoaded } = useAuthStore.getState();
  if (!token) {
    if (OPEN_ROUTES.includes(path)) return null;
    throw redirect(loginRedirectUrl(path + url.search));
  }
  if (isLocked && path !== '/lockScreen' && path !== '/login') throw redirect('/lockScreen');
  if (path === '/login') throw redirect('/');
  if (!isLoaded) await loadCurrentUser(path + url.search);
  return null;
}

/** Always re-run the guard: it must see every navigation, not only changes of the root's params. */
export function shouldRunGuard(): boolean {
  return true;
}
