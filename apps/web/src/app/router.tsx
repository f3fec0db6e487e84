import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { UnavailablePage, NotFoundPage } from '../shared/ui/status-pages.tsx';
import { LayoutRoute } from './layouts/layout-route.tsx';
import { MenuRoutePage } from './menu-route-page.tsx';
import { guardLoader, shouldRunGuard } from './navigation-guard.ts';
import { RedirectPage } from './redirect-page.tsx';
import { FullPageSpin, RootRoute, RouteErrorPage } from './root-route.tsx';

/** A route-level lazy screen from a module's named export. */
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

function ComingLater({ code }: { code: string }) {
  return <UnavailablePage name={code} path={`/${code}`} />;
}

/** The fixed routes of spec §2; everything else is resolved against the menu by MenuRoutePage. */
export const ROUTES: RouteObject[] = [
  {
    id: 'root',
    loader: guardLoader,
    shouldRevalidate: shouldRunGuard,
    Component: RootRoute,
    HydrateFallback: FullPageSpin,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: '/login',
        lazy: lazyPage(
          () => import('../features/login/pages/login-page.tsx'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: '/lockScreen',
        lazy: lazyPage(
          () => import('../features/lock/pages/lock-screen-page.tsx'),
          (m) => m.LockScreenPage,
        ),
      },
      {
        path: '/qr-confirm',
        lazy: lazyPage(
          () => import('../features/login/pages/qr-confirm-page.tsx'),
          (m) => m.QrConfirmPage,
        ),
      },
      { path: '/auth-redirect', element: <Navigate to="/home" replace /> },
      { path: '/jump', element: <Navigate to="/home" replace /> },
      {
        path: '/',
        Component: LayoutRoute,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          {
            path: 'home',
            lazy: lazyPage(
              () => import('../features/home/pages/home-page.tsx'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'profile',
            lazy: lazyPage(
              () => import('../features/profile/pages/profile-page.tsx'),
              (m) => m.ProfilePage,
            ),
          },
          { path: 'messageRecord', element: <ComingLater code="messageRecord" /> },
          { path: 'previewModel', element: <ComingLater code="previewModel" /> },
          { path: '404', Component: NotFoundPage },
          { path: 'redirect/*', Component: RedirectPage },
          { path: '*', Component: MenuRoutePage },
        ],
      },
    ],
  },
];

/** The app's router: data mode with history URLs. */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(ROUTES);
}
