import { Spin } from 'antd';
import i18next from 'i18next';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useNavigate, useRouteError } from 'react-router';
import { toastError } from '../shared/ui/feedback.ts';

/** Where a failed navigation lands (spec §2). */
const HOME = '/home';

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

// The error view (antd Result and its illustrations) is loaded only when a failure stays on its page.
const RouteErrorView = lazy(() =>
  import('./route-error-view.tsx').then((m) => ({ default: m.RouteErrorView })),
);

/** The text of a failed navigation, '' when it has none. */
function routeErrorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/**
 * Whether a failed navigation is a duplicate navigation, which stays put (spec §2): one named so, or a
 * failure of /home itself, where replacing the route with /home would navigate to where it already is.
 */
export function isDuplicateNavigation(error: unknown, pathname: string): boolean {
  return (error instanceof Error && error.name === 'NavigationDuplicated') || pathname === HOME;
}

/**
 * A navigation failure (spec §2, §8): the error text or 'Has Error' as a toast and the route replaced with
 * /home; a duplicate navigation shows the text on its page instead, with a way back home.
 */
export function RouteErrorPage(): ReactNode {
  const error = useRouteError();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isDuplicate = isDuplicateNavigation(error, pathname);
  useEffect(() => {
    if (isDuplicate) return;
    toastError(routeErrorText(error) || i18next.t('error.hasError'));
    void navigate(HOME, { replace: true });
  }, [error, isDuplicate, navigate]);
  if (!isDuplicate) return <FullPageSpin />;
  return (
    <Suspense fallback={<FullPageSpin />}>
      <RouteErrorView text={routeErrorText(error)} />
    </Suspense>
  );
}
