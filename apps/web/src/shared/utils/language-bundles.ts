import type { TLanguage } from '@app/contracts';
import { ROUTE_LABELS } from '@app/contracts/constants';
import type { ConfigProviderProps } from 'antd';
import i18next from 'i18next';
import { bundle as zhBundle } from '../../app/locales/bundle-zh.ts';

/** antd's locale object. */
type TAntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** One language's catalogue: interface texts and antd's texts. */
interface TLanguageBundle {
  translation: object;
  antd: TAntdLocale;
}

// zh ships with the first load; the other languages are fetched when chosen (or stored) — spec §4 Language.
const LOADERS: Record<TLanguage, () => Promise<TLanguageBundle>> = {
  zh: () => Promise.resolve(zhBundle),
  zhtw: () => import('../../app/locales/bundle-zhtw.ts').then((m) => m.bundle),
  en: () => import('../../app/locales/bundle-en.ts').then((m) => m.bundle),
};

const antdLocales: Partial<Record<TLanguage, TAntdLocale>> = { zh: zhBundle.antd };

/** Route and menu labels of one language, keyed by enCode (the `route` namespace). */
export function routeMessages(lang: TLanguage): Record<string, string> {
  return Object.fromEntries(Object.entries(ROUTE_LABELS).map(([code, labels]) => [code, labels[lang]]));
}

/** Adds a loaded catalogue to i18next (interface texts and route labels). */
function addLanguageBundle(lang: TLanguage, bundle: TLanguageBundle): void {
  i18next.addResourceBundle(lang, 'translation', bundle.translation, true, true);
  i18next.addResourceBundle(lang, 'route', routeMessages(lang), true, true);
  antdLocales[lang] = bundle.antd;
}

/** The built-in catalogue (zh), available at once. */
export function defaultBundle(): TLanguageBundle {
  return zhBundle;
}

/** Loads a language's catalogue once (before switching to it). */
export async function ensureLanguage(lang: TLanguage): Promise<void> {
  if (antdLocales[lang] && i18next.hasResourceBundle(lang, 'translation')) return;
  addLanguageBundle(lang, await LOADERS[lang]());
}

/** antd's texts for a language, falling back to zh while it loads. */
export function antdLocaleOf(lang: TLanguage): TAntdLocale {
  return antdLocales[lang] ?? zhBundle.antd;
}
