import type { TCurrentUser } from '@app/contracts';
import { http } from '../http.ts';

/** Loads the signed-in user, menu tree and permission list; silent, the navigation guard reports failures. */
export function fetchCurrentUser(): Promise<TCurrentUser | null> {
  return http.get<TCurrentUser | null>('/api/oauth/current/user/Web', undefined, { silent: true });
}

/** Ends the session on the server. */
export function logout(): Promise<null> {
  return http.get<null>('/api/oauth/Logout');
}

/** The user type the sign-in and unlock calls send (spec §4, §7; reserved: the server gives it no meaning). */
export const SIGN_IN_USER_TYPE = '';

/** Re-checks the password to leave the lock screen with account, MD5 password, tenantId and userType (spec §4 Lock). */
export async function unlockScreen(account: string, password: string, tenantId?: string): Promise<null> {
  return http.post<null>('/api/oauth/lock/screen', {
    account,
    password: await hashPassword(password),
    tenantId,
    userType: SIGN_IN_USER_TYPE,
  });
}

/** Loads the MD5 code ahead of use (the sign-in and lock pages call it when they open). */
export function preloadPasswordHash(): void {
  void import('js-md5');
}

/** The MD5 hex the server expects instead of the plain password (the MD5 code loads apart from the first page). */
export async function hashPassword(plain: string): Promise<string> {
  const { md5 } = await import('js-md5');
  return md5(plain);
}
