import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { guardLoader, shouldRunGuard } from './navigation-guard.ts';
import { FullPageSpin, RootRoute, RouteErrorPage } from './root-route.tsx';

/** A route-level lazy screen from a module's named export (the navigation waits for its chunk). */
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/**
 * A shell view loaded while it renders (React `lazy`, under the kept view's Suspense): the navigation commits
 * at once, so the tab appears on the click and a later click cannot cancel a navigation still waiting for
 * its chunk (which left the first view without a tab).
 */
function lazyView<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject['element'] {
  const View = lazy(async () => ({ default: pick(await load()) }));
  return <View />;
}

/** The fixed routes of spec §2; everything else is resolved against the menu by MenuRoutePage. */
const ROUTES: RouteObject[] = [
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
      {
        // A data screen (menu type 6): full screen, outside the shell, signed in by its one-time ticket (ADR 0008).
        path: '/dataScreen',
        lazy: lazyPage(
          () => import('../features/portal/pages/data-screen-page.tsx'),
          (m) => m.DataScreenPage,
        ),
      },
      { path: '/auth-redirect', element: <Navigate to="/home" replace /> },
      { path: '/jump', element: <Navigate to="/home" replace /> },
      {
        path: '/',
        // The shell is its own chunk: the sign-in page does not load the layouts, tabs or menus.
        lazy: lazyPage(
          () => import('./layouts/layout-route.tsx'),
          (m) => m.LayoutRoute,
        ),
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          {
            path: 'home',
            element: lazyView(
              () => import('../features/home/pages/home-page.tsx'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'profile',
            element: lazyView(
              () => import('../features/profile/pages/profile-page.tsx'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: 'messageRecord',
            element: lazyView(
              () => import('../features/message-record/pages/message-record-page.tsx'),
              (m) => m.MessageRecordPage,
            ),
          },
          {
            path: 'previewModel',
            element: lazyView(
              () => import('../features/preview/pages/preview-model-page.tsx'),
              (m) => m.PreviewModelPage,
            ),
          },
          {
            // The task detail of every workflow list (features/workflow/task/index.ts: taskDetailPath).
            path: 'workFlow/task',
            element: lazyView(
              () => import('../features/workflow/task/task-detail-page.tsx'),
              (m) => m.TaskDetailPage,
            ),
          },
          {
            path: '404',
            element: lazyView(
              () => import('../shared/ui/status-pages.tsx'),
              (m) => m.NotFoundPage,
            ),
          },
          {
            path: 'redirect/*',
            element: lazyView(
              () => import('./redirect-page.tsx'),
              (m) => m.RedirectPage,
            ),
          },
          {
            path: '*',
            element: lazyView(
              () => import('./menu-route-page.tsx'),
              (m) => m.MenuRoutePage,
            ),
          },
        ],
      },
    ],
  },
];

/** The app's router: data mode with history URLs. */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(ROUTES);
}
