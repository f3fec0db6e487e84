import type { ReactNode } from 'react';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { ShellFrame } from './shell-frame.tsx';

/** The signed-in frame, chosen by the user's layout type: classic, functional or plain (spec §2 Layouts). */
export function LayoutRoute(): ReactNode {
  const layout = useAuthStore((s) => s.layout);
  return <ShellFrame layout={layout} />;
}
