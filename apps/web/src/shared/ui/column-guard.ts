import { PAGE_COLUMNS, type TColumnPage } from '@app/contracts';
import { useContext, useMemo } from 'react';
import { useAuthStore } from '../auth/auth-store.ts';
import { PageCodeContext, PageModelContext } from '../auth/permission.tsx';
import { columnIdOf, type TChoosable } from './column-choice.ts';
import type { TListColumn } from './list-page.tsx';
import type { TGuarded } from './list-permissions.ts';

/** Our column ids that the JNPF 3.1 client's column code of the page calls otherwise. */
const COLUMN_ALIASES: Readonly<Partial<Record<TColumnPage, Readonly<Record<string, string>>>>> = {
  'permission.userOnline': { loginAt: 'loginTime' },
  'system.log': { ipAddress: 'ipaddress', abstracts: 'json' },
};

function isColumnPage(pageCode: string): pageCode is TColumnPage {
  return Object.hasOwn(PAGE_COLUMNS, pageCode);
}

/**
 * The column code that guards a column on a page: its own `permission`, else its id (or the id's alias) when the
 * page declares that code (contracts' PAGE_COLUMNS, the codes `permissionList[].column` carries); none for a
 * column the page does not declare, which no administrator can withhold and which always shows.
 */
export function columnCodeOf(
  column: TGuarded & TChoosable,
  pageCode: string | undefined,
): string | undefined {
  if (column.permission) return column.permission;
  const id = columnIdOf(column);
  if (!id || !pageCode || !isColumnPage(pageCode)) return undefined;
  const code = COLUMN_ALIASES[pageCode]?.[id] ?? id;
  return PAGE_COLUMNS[pageCode].some((c) => c.enCode === code) ? code : undefined;
}

/**
 * Columns carrying their page's column codes as `permission`, for the list scaffold to hide (and not offer) the
 * ungranted ones. Column permissions apply only when the page's entry lists column grants: a page the user got
 * without any listed columns shows every column, as before the codes were seeded.
 */
export function guardColumns<T>(
  columns: readonly TListColumn<T>[],
  pageCode: string | undefined,
  hasColumnGrants: boolean,
): TListColumn<T>[] {
  if (!hasColumnGrants) return [...columns];
  return columns.map((c) => {
    const code = columnCodeOf(c, pageCode);
    return code && code !== c.permission ? { ...c, permission: code } : c;
  });
}

/** The columns under the current page's column permissions (see guardColumns). */
export function useGuardedColumns<T>(columns: readonly TListColumn<T>[]): TListColumn<T>[] {
  const modelId = useContext(PageModelContext);
  const pageCode = useContext(PageCodeContext);
  const entry = useAuthStore((s) => s.permissionList.find((e) => e.modelId === modelId));
  const hasColumnGrants = (entry?.column.length ?? 0) > 0;
  return useMemo(
    () => guardColumns(columns, pageCode, hasColumnGrants),
    [columns, pageCode, hasColumnGrants],
  );
}
