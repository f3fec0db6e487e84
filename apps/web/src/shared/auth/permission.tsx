import type { TPermission, TPermissionEntry } from '@app/contracts';
import { hasPermission } from '@app/contracts/constants';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useAuthStore } from './auth-store.ts';

/** True when the signed-in user holds `code` (`'*'` holders hold everything). Presentation only. */
export function usePermission(code: TPermission): boolean {
  const codes = useAuthStore((s) => s.permissionCodes);
  return hasPermission(codes, code);
}

/** Renders its children only when the user holds `code`; otherwise nothing. */
export function Auth({ code, children }: { code: TPermission; children: ReactNode }): ReactNode {
  return usePermission(code) ? children : null;
}

/** What the page's permission entry grants: buttons, columns and forms, by enCode. */
export interface TPageGrants {
  hasButton: (enCode: string) => boolean;
  hasColumn: (enCode: string) => boolean;
  hasForm: (enCode: string) => boolean;
}

/** The grants of one page (spec §6): without modelId or entry, everything is denied. */
export function pageGrants(list: readonly TPermissionEntry[], modelId: string | undefined): TPageGrants {
  const entry = modelId ? list.find((e) => e.modelId === modelId) : undefined;
  const holds = (items: readonly { enCode: string }[] | undefined) => (enCode: string) =>
    items?.some((i) => i.enCode === enCode) ?? false;
  return { hasButton: holds(entry?.button), hasColumn: holds(entry?.column), hasForm: holds(entry?.form) };
}

/** The menu id of the page being shown (the modelId of spec §6), set by the dynamic-route outlet. */
export const PageModelContext = createContext<string | undefined>(undefined);

/** The menu enCode of the page being shown (e.g. `permission.user`: its declared column codes), set beside it. */
export const PageCodeContext = createContext<string | undefined>(undefined);

/** The current page's grants; `modelId` defaults to the page the router is showing. */
export function usePageGrants(modelId?: string): TPageGrants {
  const current = useContext(PageModelContext);
  const list = useAuthStore((s) => s.permissionList);
  const id = modelId ?? current;
  return useMemo(() => pageGrants(list, id), [list, id]);
}
