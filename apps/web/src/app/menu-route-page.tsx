import { MenuType } from '@app/contracts/constants';
import { Spin } from 'antd';
import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useAuthStore } from '../shared/auth/auth-store.ts';
import { PageCodeContext, PageModelContext } from '../shared/auth/permission.tsx';
import { UnavailablePage } from '../shared/ui/status-pages.tsx';
import { usePageTitle } from '../shared/ui/use-page-title.ts';
import { translateRoute } from '../shared/utils/route-label.ts';
import { findMenuRoute, type TMenuRoute } from './menu-routes.ts';
import { PAGE_REGISTRY, pageKeyOf } from './page-registry.ts';

function EmbeddedLink({ route, title }: { route: TMenuRoute; title: string }): ReactNode {
  return (
    <iframe
      title={title}
      src={route.urlAddress}
      style={{ width: '100%', height: 'calc(100vh - 120px)', border: 0, background: '#fff' }}
    />
  );
}

/**
 * Every path not fixed in the router: the menu entry at that path, rendered by its registered screen, or
 * the "not available in this version" page; a path outside the menu goes to /home (spec §2).
 */
export function MenuRoutePage(): ReactNode {
  useTranslation(); // re-render on a language change: the label comes from the route catalogue
  const { pathname } = useLocation();
  const menuList = useAuthStore((s) => s.menuList);
  const isLoaded = useAuthStore((s) => s.isLoaded);
  const route = useMemo(() => findMenuRoute(menuList, pathname), [menuList, pathname]);
  const label = route ? translateRoute(route.enCode, route.fullName) : '';
  usePageTitle(label);
  const Page = route ? PAGE_REGISTRY[pageKeyOf(route)] : undefined;

  // Signing out empties the menu just before leaving: do not mistake that for an unknown path.
  if (!isLoaded) return null;
  if (!route) return <Navigate to="/home" replace />;
  let content: ReactNode;
  if (route.type === MenuType.link) content = <EmbeddedLink route={route} title={label} />;
  else if (Page) content = <Page />;
  else content = <UnavailablePage name={label} path={pathname} />;
  return (
    <PageModelContext.Provider value={route.id}>
      <PageCodeContext.Provider value={route.enCode}>
        <Suspense key={route.id} fallback={<Spin />}>
          {content}
        </Suspense>
      </PageCodeContext.Provider>
    </PageModelContext.Provider>
  );
}
