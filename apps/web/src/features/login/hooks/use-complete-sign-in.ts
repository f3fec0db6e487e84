import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { markFreshSignIn } from '../../../shared/auth/sign-in-notice.ts';

/** Only same-app paths may be redirect targets (no `//host` or absolute URLs). */
function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login'))
    return '/home';
  return target;
}

/** After any sign-in: store token and layout (spec §4 Login), then go to the redirect or /home. */
export function useCompleteSignIn(): (result: { token: string; theme?: string }) => Promise<void> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    async ({ token, theme }) => {
      const store = useAuthStore.getState();
      store.unlock();
      store.setToken(token);
      store.setLayout(theme);
      markFreshSignIn();
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
    [navigate, params],
  );
}
