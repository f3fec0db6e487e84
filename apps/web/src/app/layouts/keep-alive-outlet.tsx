import { Spin } from 'antd';
import { Activity, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
  type Location,
} from 'react-router';
import { useAuthStore } from '../../shared/auth/auth-store.ts';
import { useSettingsStore } from '../../shared/stores/settings-store.ts';
import { useTabsStore } from '../tabs/tabs-store.ts';
import { viewOfPath } from '../tabs/view-of-path.ts';

interface TCached {
  path: string;
  locationKey: string;
  element: ReactNode;
  location: Location;
}

/** Views not kept: the refresh bounce and the 404 page. */
function isCacheable(path: string): boolean {
  return !path.startsWith('/redirect') && path !== '/404';
}

/** Adds the visited view as a tab on every navigation. */
function useTrackViews(pathname: string): void {
  const menuList = useAuthStore((s) => s.menuList);
  const add = useTabsStore((s) => s.add);
  useEffect(() => {
    const view = viewOfPath(menuList, pathname);
    if (view) add(view);
  }, [menuList, pathname, add]);
}

/**
 * The page area: each open tab's view stays mounted but hidden (React `<Activity>`), so a tab keeps its
 * state; with refreshPage on (or tags off) only the current view is rendered (spec §2 Tabs).
 */
export function KeepAliveOutlet(): ReactNode {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const views = useTabsStore((s) => s.views);
  const refreshKeys = useTabsStore((s) => s.refreshKeys);
  const isKeepAlive = useSettingsStore((s) => !s.refreshPage && s.tagsView);
  const [cache, setCache] = useState<TCached[]>([]);
  const path = location.pathname;
  useTrackViews(path);

  const open = new Set(views.map((v) => v.path));
  const hit = cache.find((c) => c.path === path);
  const isStale = isKeepAlive && isCacheable(path) && hit?.locationKey !== location.key;
  const hasClosed = cache.some((c) => c.path !== path && !open.has(c.path));
  if (isStale || hasClosed || (!isKeepAlive && cache.length > 0)) {
    const kept = cache.filter((c) => c.path !== path && open.has(c.path));
    const entry = { path, locationKey: location.key, element: outlet, location };
    setCache(isKeepAlive && isCacheable(path) ? [...kept, entry] : []);
  }

  const isCached = isKeepAlive && isCacheable(path);
  const renderView = (key: string, viewLocation: Location, element: ReactNode, isVisible: boolean) => (
    <Activity key={key} mode={isVisible ? 'visible' : 'hidden'}>
      <LocationContext.Provider value={{ location: viewLocation, navigationType }}>
        <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>{element}</Suspense>
      </LocationContext.Provider>
    </Activity>
  );
  const tabKey = (p: string): string => `${p}#${refreshKeys[p] ?? 0}`;
  return (
    <>
      {cache.map((c) =>
        c.path === path
          ? renderView(tabKey(c.path), location, outlet, true)
          : renderView(tabKey(c.path), c.location, c.element, false),
      )}
      {!isCached && renderView(`live:${tabKey(path)}`, location, outlet, true)}
    </>
  );
}
