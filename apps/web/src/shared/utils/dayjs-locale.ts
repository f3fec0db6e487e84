import type { TLanguage } from '@app/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';

const DAYJS_LOCALES: Record<TLanguage, string> = { zh: 'zh-cn', zhtw: 'zh-tw', en: 'en' };

/** Points dayjs (and so every date picker and relative date) at a language. */
export function setDayjsLocale(lang: TLanguage): void {
  dayjs.locale(DAYJS_LOCALES[lang]);
}
