import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { deviceOf, useAppStore } from '../../shared/stores/app-store.ts';
import { StorageKeys } from '../../shared/utils/storage.ts';

/** Device by body width, re-evaluated on resize; on mobile the sidebar starts closed and closes after navigation. */
export function useDeviceWatcher(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const onResize = (): void => {
      const store = useAppStore.getState();
      const device = deviceOf(document.body.getBoundingClientRect().width);
      if (device === store.device) return;
      store.setDevice(device);
      if (device === 'mobile') store.closeSidebar(true);
    };
    const initial = useAppStore.getState();
    const device = deviceOf(document.body.getBoundingClientRect().width);
    initial.setDevice(device);
    if (device === 'mobile' && initial.sidebarOpened) initial.closeSidebar(true);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  useEffect(() => {
    const store = useAppStore.getState();
    if (store.device === 'mobile' && store.sidebarOpened) store.closeSidebar(false);
  }, [pathname]);
}

/** Locking in another browser tab locks this one too (the lock flag is shared storage). */
export function useLockSync(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onStorage = (event: StorageEvent): void => {
      if (event.key !== StorageKeys.lock || event.newValue !== '1') return;
      useAuthStore.setState({ isLocked: true });
      void navigate('/lockScreen', { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);
}
