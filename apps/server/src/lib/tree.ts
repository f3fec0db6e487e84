/** A node as the client reads trees (contract §1.4). */
type TTreeNode<T> = T & {
  hasChildren: boolean;
  isLeaf: boolean;
  num: number;
  children: TTreeNode<T>[] | null;
};

/**
 * Builds a tree from a flat list by parentId (the one tree builder). Nodes whose parent is not in the list
 * become roots, so a filtered list still shows. Order within siblings follows the input order.
 */
export function buildTree<T extends { id: string; parentId: string }>(rows: readonly T[]): TTreeNode<T>[] {
  const nodes = new Map<string, TTreeNode<T>>();
  for (const r of rows) nodes.set(r.id, { ...r, hasChildren: false, isLeaf: true, num: 0, children: null });
  const roots: TTreeNode<T>[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId !== r.id ? nodes.get(r.parentId) : undefined;
    if (!parent) {
      roots.push(node);
      continue;
    }
    (parent.children ??= []).push(node);
    parent.hasChildren = true;
    parent.isLeaf = false;
    parent.num = parent.children.length;
  }
  return roots;
}

/** Keeps rows that match and all their ancestors ("TreeWhere" of contract §1.4). */
export function withAncestors<T extends { id: string; parentId: string }>(
  all: readonly T[],
  keep: (row: T) => boolean,
): T[] {
  const byId = new Map(all.map((r) => [r.id, r]));
  const ids = new Set<string>();
  for (const r of all) {
    if (!keep(r)) continue;
    let cur: T | undefined = r;
    while (cur && !ids.has(cur.id)) {
      ids.add(cur.id);
      cur = byId.get(cur.parentId);
    }
  }
  return all.filter((r) => ids.has(r.id));
}
