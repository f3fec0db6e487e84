/** A tree node of the organisation and dictionary trees (spec §3). */
export interface TTreeNode {
  id: string;
  fullName: string;
  type?: string;
  icon?: string;
  hasChildren?: boolean;
  children?: TTreeNode[] | null;
}

/** True when a node may be chosen: in single mode with the last-level restriction only leaves of the type. */
export function isSelectableNode(node: TTreeNode, lastLevel: boolean, type?: string): boolean {
  if (!lastLevel) return true;
  const isLeaf = !node.children || node.children.length === 0;
  return isLeaf && (!type || node.type === type);
}

/** antd TreeSelect data: non-selectable nodes disabled for choosing but still expandable. */
interface TTreeOption {
  value: string;
  title: string;
  selectable: boolean;
  children?: TTreeOption[];
}

/** Converts tree nodes to TreeSelect options under the selection rule. */
export function toTreeOptions(nodes: readonly TTreeNode[], lastLevel: boolean, type?: string): TTreeOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.fullName,
    selectable: isSelectableNode(n, lastLevel, type),
    ...(n.children?.length ? { children: toTreeOptions(n.children, lastLevel, type) } : {}),
  }));
}
