import type { TLanguage } from '@app/contracts';
import { LANGUAGES } from '@app/contracts/constants';
import i18next from 'i18next';

/** The current interface language. */
export function currentLanguage(): TLanguage {
  const lng = i18next.language;
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as TLanguage) : 'zh';
}

/** The translated label of a route or menu enCode, else the given fallback (e.g. the menu's fullName). */
export function translateRoute(enCode: string, fallback?: string): string {
  return i18next.t(enCode, { ns: 'route', keySeparator: false, defaultValue: fallback || enCode });
}

/** The document title of a page: its label, a dash, then the product title (spec §2). */
export function formatPageTitle(label: string): string {
  const product = i18next.t('common.productTitle');
  return label ? `${label} - ${product}` : product;
}
