import type {
  TMenuAdminNode,
  TMenuEdit,
  TMenuInfo,
  TMenuItemEdit,
  TMenuItemNode,
  TMenuItemType,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../shared/http.ts';
import type { TTreeNode } from '../../shared/ui/form/tree-select-logic.ts';
import { useCrudMutations, useRecordInfo } from '../../shared/ui/use-crud-api.ts';

const base = '/api/system/base/menu';
const enc = encodeURIComponent;

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
}): Promise<TMenuAdminNode[]> {
  return (await http.get<{ list: TMenuAdminNode[] }>(`${base}/list`, { ...filters })).list;
}

/** One menu. */
export function useMenuInfo(id: string | undefined) {
  return useRecordInfo<TMenuInfo>(menuKeys.info(id ?? ''), `${base}/info`, id);
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
      (await http.get<{ list: TMenuItemNode[] }>(`${base}/${enc(menuId)}/${type}/list`)).list,
    staleTime: 0,
  });
}

/** Save, delete and toggle the items of one kind of a menu. */
export function useMenuItemMutations(menuId: string, type: TMenuItemType) {
  return useCrudMutations<Partial<TMenuItemEdit>>(`${base}/${enc(menuId)}/${type}`, [
    menuKeys.items(menuId, type),
  ]);
}
