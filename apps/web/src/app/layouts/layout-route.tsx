import type { TLayout } from '@app/contracts';
import type { ComponentType, ReactNode } from 'react';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { ClassicLayout } from './classic-layout.tsx';

// Functional (top menu) and plain (icon sidebar) arrive with the full shell; until then they use classic.
const LAYOUTS: Readonly<Record<TLayout, ComponentType>> = {
  classic: ClassicLayout,
  functional: ClassicLayout,
  plain: ClassicLayout,
};

/** The signed-in frame, chosen by the user's layout type (spec §2 Layouts). */
export function LayoutRoute(): ReactNode {
  const layout = useAuthStore((s) => s.layout);
  const Frame = LAYOUTS[layout];
  return <Frame />;
}
