import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface TAppLogoProps {
  collapsed?: boolean;
  theme: 'dark' | 'light';
  width?: number;
}

/** The product logo and title, linking home (sidebar top or top-menu start). */
export function AppLogo({ collapsed = false, theme, width }: TAppLogoProps): ReactNode {
  const { t } = useTranslation();
  const title = t('common.productTitle');
  return (
    <Link to="/home" className={`app-logo app-logo-${theme}`} style={{ width }} aria-label={title}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!collapsed && <span className="app-logo-title">{title}</span>}
    </Link>
  );
}
