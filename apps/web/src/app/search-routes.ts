import type { TMenuNode } from '@app/contracts';
import { MenuType } from '@app/contracts/constants';
import Fuse, { type IFuseOptions } from 'fuse.js';
import { toMenuRoute } from './menu-routes.ts';

/** A route the header search can find: its path, title and breadcrumb (parent > child). */
interface TSearchEntry {
  path: string;
  title: string;
  trail: string[];
}

type TTranslate = (enCode: string, fallback: string) => string;

/** Visible in-app routes of the menu, with breadcrumbs; directories, outside links and hidden routes excluded. */
export function buildSearchEntries(
  nodes: readonly TMenuNode[],
  translate: TTranslate,
  trail: readonly string[] = [],
): TSearchEntry[] {
  return nodes.flatMap((node) => {
    const title = translate(node.enCode, node.fullName);
    if (node.type === MenuType.directory)
      return buildSearchEntries(node.children ?? [], translate, [...trail, title]);
    const route = toMenuRoute(node);
    if (!route.path) return [];
    return [{ path: route.path, title, trail: [...trail, title] }];
  });
}

/** Fuse options of spec §2 Header search. */
const SEARCH_OPTIONS: IFuseOptions<TSearchEntry> = {
  threshold: 0.4,
  shouldSort: true,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** A fuzzy searcher over the entries (threshold 0.4, title 0.7, path 0.3). */
export function createRouteSearcher(entries: readonly TSearchEntry[]): (query: string) => TSearchEntry[] {
  const fuse = new Fuse([...entries], SEARCH_OPTIONS);
  return (query) => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : []);
}
