import type { TUserInfo } from '@app/contracts';
import i18next from 'i18next';
import { toastInfo } from '../ui/feedback.ts';
import { formatTime } from '../utils/format-time.ts';

// Set by the sign-in page, consumed once the guard has loaded the user after that sign-in.
let isFreshSignIn = false;

/** Marks that the next user load follows a sign-in (for the previous-login notice). */
export function markFreshSignIn(): void {
  isFreshSignIn = true;
}

/** The previous-login line (time, place, IP), or null when there was no previous login. */
export function previousLoginText(user: TUserInfo): string | null {
  if (!user.prevLoginTime) return null;
  const unknown = i18next.t('home.unknown');
  return i18next.t('home.prevLogin', {
    time: formatTime(user.prevLoginTime),
    place: user.prevLoginIPAddressName || unknown,
    ip: user.prevLoginIPAddress || unknown,
  });
}

/** After a sign-in, shows the previous-login notice for 2000 ms when the server asks for it (prevLogin 1). */
export function showPreviousLoginNotice(user: TUserInfo): void {
  if (!isFreshSignIn) return;
  isFreshSignIn = false;
  const text = user.prevLogin === 1 ? previousLoginText(user) : null;
  if (text) toastInfo(text, 2);
}
