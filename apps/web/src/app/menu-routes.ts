import type { TMenuNode } from '@app/contracts';
import { MenuType } from '@app/contracts/constants';

/** A menu entry as a route: where it lives in the app and what it shows (spec §2 Dynamic routes). */
export interface TMenuRoute {
  /** Menu id: the modelId of the page's permission entry. */
  id: string;
  /** In-app path; empty for entries opened outside the app. */
  path: string;
  enCode: string;
  fullName: string;
  type: number;
  icon: string;
  urlAddress: string;
  /** Model pages (types 3-5): the module shown. */
  moduleId?: string;
  isTree?: boolean;
  /** Links opened outside the app (type 7 not `_self`). */
  externalUrl?: string;
  /** External views (type 6): the view's address, opened with a one-time ticket (ADR 0008). */
  viewUrl?: string;
  linkTarget: string;
}

interface TMenuProperties {
  moduleId?: string;
  isTree?: boolean;
  url?: string;
}

function parseProperties(json: string): TMenuProperties {
  try {
    const value: unknown = JSON.parse(json || '{}');
    if (typeof value !== 'object' || value === null) return {};
    const { moduleId, isTree, url } = value as Record<string, unknown>;
    return {
      moduleId: typeof moduleId === 'string' ? moduleId : undefined,
      isTree: isTree === true || isTree === 1 || isTree === '1',
      url: typeof url === 'string' && url ? url : undefined,
    };
  } catch {
    return {};
  }
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/** Where an external view (type 6) lives when its propertyJson names no url. */
export const DATA_SCREEN_URL = '/dataScreen';

/** The address a type-6 view opens: its url with the module and the one-time ticket in the query. */
export function ticketViewUrl(
  viewUrl: string,
  moduleId: string | undefined,
  ticket: string,
  origin: string,
): string {
  const url = new URL(viewUrl, origin);
  if (moduleId) url.searchParams.set('moduleId', moduleId);
  url.searchParams.set('ticket', ticket);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The route of one menu node (directories get a path from their enCode). */
export function toMenuRoute(node: TMenuNode): TMenuRoute {
  const base = {
    id: node.id,
    enCode: node.enCode,
    fullName: node.fullName,
    type: node.type,
    icon: node.icon,
    urlAddress: node.urlAddress,
    linkTarget: node.linkTarget,
  };
  if (node.type === MenuType.directory) return { ...base, path: `/${node.enCode.replace(/\./g, '/')}` };
  if (node.type === MenuType.link) {
    const isSelf = node.linkTarget === '_self';
    return isSelf
      ? { ...base, path: `/link/${node.id}` }
      : { ...base, path: '', externalUrl: node.urlAddress };
  }
  if (node.type === MenuType.screen) {
    const { moduleId, url } = parseProperties(node.propertyJson);
    return { ...base, path: '', moduleId, viewUrl: url ?? DATA_SCREEN_URL };
  }
  const { moduleId, isTree } = parseProperties(node.propertyJson);
  return { ...base, path: `/${trimSlashes(node.urlAddress)}`, moduleId, isTree };
}

/** Every route of a menu tree, depth first. */
export function flattenMenu(nodes: readonly TMenuNode[]): TMenuRoute[] {
  return nodes.flatMap((n) => [toMenuRoute(n), ...flattenMenu(n.children ?? [])]);
}

/** The page route for a path, or undefined (directories are not pages). */
export function findMenuRoute(nodes: readonly TMenuNode[], pathname: string): TMenuRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return flattenMenu(nodes).find((r) => r.type !== MenuType.directory && r.path === path);
}

/** The ids of the directories above the node with `path` (to open the sidebar there). */
export function ancestorIds(
  nodes: readonly TMenuNode[],
  path: string,
  trail: string[] = [],
): string[] | null {
  for (const node of nodes) {
    if (node.type !== MenuType.directory && toMenuRoute(node).path === path) return trail;
    const found = ancestorIds(node.children ?? [], path, [...trail, node.id]);
    if (found) return found;
  }
  return null;
}
