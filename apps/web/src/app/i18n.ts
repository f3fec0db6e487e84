import { LANGUAGES, ROUTE_LABELS, type TLanguage } from '@app/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyLanguage, initialLanguage } from '../shared/utils/language.ts';
import { enShell } from './locales/en-shell.ts';
import { en } from './locales/en.ts';
import { zhShell } from './locales/zh-shell.ts';
import { zh } from './locales/zh.ts';
import { zhtwShell } from './locales/zhtw-shell.ts';
import { zhtw } from './locales/zhtw.ts';

/** Route and menu labels of one language, keyed by enCode (the `route` namespace). */
export function routeMessages(lang: TLanguage): Record<string, string> {
  return Object.fromEntries(Object.entries(ROUTE_LABELS).map(([code, labels]) => [code, labels[lang]]));
}

/** Every catalogue by language and namespace: `translation` (interface texts) and `route` (labels). */
export const RESOURCES = {
  zh: { translation: { ...zh, ...zhShell }, route: routeMessages('zh') },
  zhtw: { translation: { ...zhtw, ...zhtwShell }, route: routeMessages('zhtw') },
  en: { translation: { ...en, ...enShell }, route: routeMessages('en') },
} as const satisfies Record<TLanguage, object>;

/** Starts i18next with the stored, browser or default language (spec §4 Language). */
export function initI18n(lang: TLanguage = initialLanguage()): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: RESOURCES,
      lng: lang,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['translation', 'route'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  }
  applyLanguage(lang);
  return i18next;
}
