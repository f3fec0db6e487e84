import { Spin } from 'antd';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useRouteError } from 'react-router';

/** The root of every route: scrolls to the top on each navigation (spec §2). */
export function RootRoute(): ReactNode {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}

/** Shown while the first navigation (guard, user, menu) is resolving. */
export function FullPageSpin(): ReactNode {
  return (
    <div style={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
      <Spin size="large" />
    </div>
  );
}

// The error view (antd Result and its illustrations) is loaded only when a navigation fails.
const RouteErrorView = lazy(() =>
  import('./route-error-view.tsx').then((m) => ({ default: m.RouteErrorView })),
);

/** A navigation failure: the error text or 'Has Error' (spec §8), with a way back home. */
export function RouteErrorPage(): ReactNode {
  const error = useRouteError();
  return (
    <Suspense fallback={<FullPageSpin />}>
      <RouteErrorView error={error} />
    </Suspense>
  );
}
