import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryClient } from '../query-client.ts';
import { useAuthStore } from './auth-store.ts';
import { logout } from './session-api.ts';

/** Sign-out actions: `signOut` ends the session at once, `confirmSignOut` asks first (spec §4 Logout). */
export function useSignOut(): { signOut: () => Promise<void>; confirmSignOut: () => void } {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // Already toasted; the local session ends regardless.
    }
    useAuthStore.getState().resetToken();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [navigate]);

  const confirmSignOut = useCallback(() => {
    modal.confirm({
      title: t('common.tip'),
      content: t('layout.logOutConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: signOut,
    });
  }, [modal, signOut, t]);

  return { signOut, confirmSignOut };
}
