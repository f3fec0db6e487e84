import type { TGrantNode } from '@app/contracts';

/** Ids of the nodes without children (what a checkable tree's conduction is derived from). */
export function leafIds(nodes: readonly TGrantNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? leafIds(n.children) : [n.id]));
}

/** Ids of the nodes with children (what expand all opens). */
export function branchIds(nodes: readonly TGrantNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...branchIds(n.children)] : []));
}

/** The menus a module selection covers: the checked ones and their ancestors. */
export function coveredMenus(nodes: readonly TGrantNode[], checked: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const walk = (list: readonly TGrantNode[]): boolean => {
    let any = false;
    for (const n of list) {
      const below = walk(n.children ?? []);
      if (below || checked.has(n.id)) {
        out.add(n.id);
        any = true;
      }
    }
    return any;
  };
  walk(nodes);
  return out;
}

/**
 * An item tree (buttons, columns, forms, data schemes) cut down to the chosen menus: an item stays when its
 * menu is chosen, a menu node stays when something below it stays.
 */
export function pruneToMenus(nodes: readonly TGrantNode[], menus: ReadonlySet<string>): TGrantNode[] {
  return nodes.flatMap((n) => {
    if (n.kind !== 'menu') return menus.has(n.parentId) ? [n] : [];
    const children = pruneToMenus(n.children ?? [], menus);
    return children.length ? [{ ...n, children }] : [];
  });
}

/** Ids granted in a tree: only leaves count (menus follow from their pages, items from their entries). */
export function grantedLeaves(nodes: readonly TGrantNode[], ids: readonly string[]): string[] {
  const leaves = new Set(leafIds(nodes));
  return ids.filter((id) => leaves.has(id));
}
