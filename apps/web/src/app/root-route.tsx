import { Button, Result, Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Outlet, useLocation, useNavigate, useRouteError } from 'react-router';

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

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** A navigation failure: the error text or 'Has Error' (spec §8), with a way back home. */
export function RouteErrorPage(): ReactNode {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={errorText(error) || t('error.hasError')}
      extra={
        <Button type="primary" onClick={() => void navigate('/home', { replace: true })}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
