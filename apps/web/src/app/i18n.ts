import type { TLanguage } from '@app/contracts';
import { LANGUAGES } from '@app/contracts/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultBundle, ensureLanguage, routeMessages } from '../shared/utils/language-bundles.ts';
import { applyLanguage, initialLanguage } from '../shared/utils/language.ts';

/** Starts i18next with the stored, browser or default language (spec §4 Language); zh is built in. */
export function initI18n(lang: TLanguage = initialLanguage()): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { zh: { translation: defaultBundle().translation, route: routeMessages('zh') } },
      partialBundledLanguages: true,
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

/** Starts i18next and resolves once the start-up language's texts are loaded (zh at once, others fetched). */
export async function startI18n(lang: TLanguage = initialLanguage()): Promise<void> {
  initI18n(lang);
  await ensureLanguage(lang);
  // i18next already points at `lang`; re-emit so bindings pick up the texts that just arrived.
  await i18next.changeLanguage(lang);
}
