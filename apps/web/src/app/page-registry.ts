import { MenuType } from '@app/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TMenuRoute } from './menu-routes.ts';

type TPage = LazyExoticComponent<ComponentType>;

/**
 * Screens by menu urlAddress, each loaded on its first visit. A feature adds its page here, e.g.
 * `'permission/user': definePage(() => import('../features/users/pages/user-list-page.tsx').then((m) => ({ default: m.UserListPage })))`.
 * Generic screens of the model, dictionary and report menu types go under `type:3`, `type:4`, `type:5`.
 * Every urlAddress not listed shows the "not available in this version" page.
 */
export const PAGE_REGISTRY: Readonly<Record<string, TPage | undefined>> = {};

/** A registry entry: the screen a module loader provides, loaded on its first render. */
export function definePage(load: () => Promise<{ default: ComponentType }>): TPage {
  return lazy(load);
}

/** The registry key of a menu route: its urlAddress, or `type:N` for the generic model screens. */
export function pageKeyOf(route: TMenuRoute): string {
  const isModel =
    route.type === MenuType.model || route.type === MenuType.dictionary || route.type === MenuType.report;
  if (isModel) return `type:${route.type}`;
  return route.type === MenuType.page ? route.urlAddress.replace(/^\/+|\/+$/g, '') : '';
}
