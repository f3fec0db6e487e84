import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface TAppLogoProps {
  collapsed?: boolean;
  theme: 'dark' | 'light';
  width?: number;
}

/** Title widths, in em, that fit one line beside the logo in the 210 px sidebar. */
const ONE_LINE_EM = 8.5;

/**
 * True when a title needs two lines: a rough width in em (a CJK character about 1, anything else about 0.55), so
 * an English title wraps in a smaller type instead of being cut (issue 12).
 */
export function isLongTitle(title: string): boolean {
  const width = [...title].reduce(
    (sum, ch) => sum + (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 1 : 0.55),
    0,
  );
  return width > ONE_LINE_EM;
}

/** The product logo and title, linking home (sidebar top or top-menu start). */
export function AppLogo({ collapsed = false, theme, width }: TAppLogoProps): ReactNode {
  const { t } = useTranslation();
  const title = t('common.productTitle');
  return (
    <Link to="/home" className={`app-logo app-logo-${theme}`} style={{ width }} aria-label={title}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!collapsed && (
        <span className={`app-logo-title${isLongTitle(title) ? ' app-logo-title-long' : ''}`}>{title}</span>
      )}
    </Link>
  );
}
