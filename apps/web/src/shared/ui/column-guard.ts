import { useContext, useMemo } from 'react';
import { useAuthStore } from '../auth/auth-store.ts';
import { PageModelContext } from '../auth/permission.tsx';
import type { TListColumn } from './list-page.tsx';

/**
 * Columns under the page's column permissions. Column permissions apply only on pages that define them (the
 * server shows every column of a page without column items), so a column carries its enCode as `permission`
 * only when the page's entry lists columns; then the list scaffold hides the ones not listed.
 */
export function useGuardedColumns<T>(columns: readonly TListColumn<T>[]): TListColumn<T>[] {
  const modelId = useContext(PageModelContext);
  const entry = useAuthStore((s) => s.permissionList.find((e) => e.modelId === modelId));
  const hasColumnGrants = (entry?.column.length ?? 0) > 0;
  return useMemo(
    () =>
      columns.map((c) => {
        const code = typeof c.dataIndex === 'string' ? c.dataIndex : undefined;
        return hasColumnGrants && code && !c.permission ? { ...c, permission: code } : c;
      }),
    [columns, hasColumnGrants],
  );
}
