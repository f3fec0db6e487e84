import type { TLanguage } from '@app/contracts';
import { LANGUAGES } from '@app/contracts/constants';
import i18next from 'i18next';
import { getToken } from '../auth/auth-store.ts';
import { useAppStore } from '../stores/app-store.ts';
import { ensureLanguage } from './language-bundles.ts';
import { readStored, StorageKeys, writeStored } from './storage.ts';

/** True when the value is one of the product languages. */
function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a browser language tag (zh-CN, zh-TW, en-US…) to a product language, or null. */
function matchBrowserLanguage(tag: string): TLanguage | null {
  const t = tag.toLowerCase();
  if (t === 'zhtw' || t.startsWith('zh-tw') || t.startsWith('zh-hk') || t.startsWith('zh-hant'))
    return 'zhtw';
  if (t.startsWith('zh')) return 'zh';
  if (t.startsWith('en')) return 'en';
  return null;
}

/** The start-up language (spec §4): the stored value, else the browser's, else zh. */
function detectLanguage(stored: string | null, browser: readonly string[]): TLanguage {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const hit = matchBrowserLanguage(tag);
    if (hit) return hit;
  }
  return 'zh';
}

/** The start-up language of this browser. */
export function initialLanguage(): TLanguage {
  const browser =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return detectLanguage(readStored(StorageKeys.language), browser.filter(Boolean));
}

/** Remembers the chosen language. */
function storeLanguage(lang: TLanguage): void {
  writeStored(StorageKeys.language, lang);
}

const HTML_LANGS: Record<TLanguage, string> = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' };

/** Points dayjs (loaded apart: the sign-in page does not need it) and the document's lang attribute at a language. */
export function applyLanguage(lang: TLanguage): void {
  void import('./dayjs-locale.ts').then((m) => m.setDayjsLocale(lang));
  document.documentElement.lang = HTML_LANGS[lang];
}

/** Tells the server the signed-in user's language; silent, a missing endpoint is ignored. */
async function saveLanguageToServer(language: TLanguage): Promise<void> {
  if (!getToken()) return;
  try {
    // Loaded on use: the http client must not be part of the i18n bootstrap (tests mock it per file).
    const { http } = await import('../http.ts');
    await http.put('/api/system/permission/users/current/systemLanguage', { language }, { silent: true });
  } catch {
    // The local choice stands; the server learns it next time.
  }
}

/** Switches the interface language at once, remembers it and tells the server (spec §4 Language). */
export async function changeLanguage(lang: TLanguage): Promise<void> {
  await ensureLanguage(lang);
  storeLanguage(lang);
  applyLanguage(lang);
  useAppStore.getState().setLanguage(lang);
  await i18next.changeLanguage(lang);
  await saveLanguageToServer(lang);
}
