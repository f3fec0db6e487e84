import type { TMenuEdit, TMenuItemEdit, TMenuItemType } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import type { TTreeNode } from '../../shared/ui/form/tree-select-logic.ts';
import { useCrudMutations, useRecordInfo } from '../../shared/ui/use-crud-api.ts';

const base = '/api/system/base/menu';
const enc = encodeURIComponent;

/** A menu of the admin tree. */
export interface TMenuRow {
  id: string;
  parentId: string;
  type: number;
  fullName: string;
  enCode: string;
  icon: string;
  urlAddress: string;
  linkTarget: string;
  category: string;
  propertyJson: string;
  isButtonAuthorize: number;
  isColumnAuthorize: number;
  isFormAuthorize: number;
  isDataAuthorize: number;
  enabledMark: number;
  sortCode: number;
  description: string | null;
  creatorTime: number;
  children: TMenuRow[] | null;
}

/** A button, column, form field or data scheme of a menu. */
export interface TMenuItemRow {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  sortCode: number;
  description: string | null;
  conditionJson?: string;
  conditionText?: string | null;
  bindTable?: string | null;
  children: TMenuItemRow[] | null;
}

/** Query keys of the menus screen. */
export const menuKeys = {
  all: ['menu'] as const,
  list: ['menu', 'list'] as const,
  info: (id: string) => ['menu', 'info', id] as const,
  parents: (id: string) => ['menu', 'parents', id] as const,
  items: (menuId: string, type: TMenuItemType) => ['menu', 'items', menuId, type] as const,
};

/** Menus as a tree (keyword keeps ancestors; category Web or App). */
export async function fetchMenus(filters: {
  keyword?: string;
  category?: 'Web' | 'App';
}): Promise<TMenuRow[]> {
  return (await http.get<{ list: TMenuRow[] }>(`${base}/list`, { ...filters })).list;
}

/** One menu. */
export function useMenuInfo(id: string | undefined) {
  return useRecordInfo<Omit<TMenuRow, 'children'>>(menuKeys.info(id ?? ''), `${base}/info`, id);
}

/** Directories a menu may go under (without the menu's own subtree). */
export function useMenuParents(id: string | undefined, isOpen: boolean) {
  return useQuery({
    queryKey: menuKeys.parents(id ?? ''),
    queryFn: async () =>
      (await http.get<{ list: TTreeNode[] }>(`${base}/ops${id ? `/${enc(id)}` : ''}`)).list,
    enabled: isOpen,
    staleTime: 0,
  });
}

/** Save, delete and toggle menus. */
export function useMenuMutations() {
  return useCrudMutations<Partial<TMenuEdit>>(base, [menuKeys.all]);
}

/** The items of one kind of a menu, as a tree. */
export function useMenuItems(menuId: string, type: TMenuItemType) {
  return useQuery({
    queryKey: menuKeys.items(menuId, type),
    queryFn: async () =>
      (await http.get<{ list: TMenuItemRow[] }>(`${base}/${enc(menuId)}/${type}/list`)).list,
    staleTime: 0,
  });
}

/** Save, delete and toggle the items of one kind of a menu. */
export function useMenuItemMutations(menuId: string, type: TMenuItemType) {
  return useCrudMutations<Partial<TMenuItemEdit>>(`${base}/${enc(menuId)}/${type}`, [
    menuKeys.items(menuId, type),
  ]);
}
