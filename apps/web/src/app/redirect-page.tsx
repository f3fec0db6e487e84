import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';

/** `/redirect/{fullPath}`: re-enters a page, to refresh it or a tab (spec §2). */
export function RedirectPage(): ReactNode {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
