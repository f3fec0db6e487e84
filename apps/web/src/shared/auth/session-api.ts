import type { TCurrentUser } from '@app/contracts';
import { md5 } from 'js-md5';
import { http } from '../http.ts';

/** Loads the signed-in user, menu tree and permission list; silent, the navigation guard reports failures. */
export function fetchCurrentUser(): Promise<TCurrentUser | null> {
  return http.get<TCurrentUser | null>('/api/oauth/current/user/Web', undefined, { silent: true });
}

/** Ends the session on the server. */
export function logout(): Promise<null> {
  return http.get<null>('/api/oauth/Logout');
}

/** Re-checks the password to leave the lock screen (spec §4 Lock). */
export function unlockScreen(account: string, password: string, tenantId?: string): Promise<null> {
  return http.post<null>('/api/oauth/lock/screen', { account, password: hashPassword(password), tenantId });
}

/** The MD5 hex the server expects instead of the plain password. */
export function hashPassword(plain: string): string {
  return md5(plain);
}
