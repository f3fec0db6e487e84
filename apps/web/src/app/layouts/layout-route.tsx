import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { queryClient } from '../../shared/query-client.ts';
import { ShellFrame } from './shell-frame.tsx';

/**
 * The signed-in frame, chosen by the user's layout type: classic, functional or plain (spec §2 Layouts). The query
 * client and antd's <App> (modal, notification, message hooks) live here, not in the sign-in page's bundle.
 */
export function LayoutRoute(): ReactNode {
  const layout = useAuthStore((s) => s.layout);
  // A locked session never shows the shell, whichever navigation raced the lock (the user menu's or a pending one).
  const isLocked = useAuthStore((s) => s.isLocked);
  if (isLocked) return <Navigate to="/lockScreen" replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <ShellFrame layout={layout} />
      </AntApp>
    </QueryClientProvider>
  );
}
