import { formatDate } from './format.ts';

/** Relative-time texts per language. */
const TEXTS = {
  zh: { now: '刚刚', minute: '分钟前', hour: '小时前', day: '天前', week: '周前', month: '个月前' },
  zhtw: { now: '剛剛', minute: '分鐘前', hour: '小時前', day: '天前', week: '週前', month: '個月前' },
  en: {
    now: 'just now',
    minute: ' min ago',
    hour: ' h ago',
    day: ' d ago',
    week: ' wk ago',
    month: ' mo ago',
  },
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

/**
 * Relative time, spec §9's first reading (chosen because it covers the whole range): just now under a minute,
 * then minutes to 59, hours to 23, days to 6, weeks to 3, months to 3, else yyyy-MM-dd.
 */
export function relativeTime(ms: number, now: number, lang: keyof typeof TEXTS = 'zh'): string {
  const t = TEXTS[lang];
  const diff = Math.max(0, now - ms);
  if (diff < MINUTE) return t.now;
  const steps: readonly [number, number, string][] = [
    [HOUR, MINUTE, t.minute],
    [DAY, HOUR, t.hour],
    [WEEK, DAY, t.day],
    [4 * WEEK, WEEK, t.week],
    [4 * MONTH, MONTH, t.month],
  ];
  for (const [below, unit, suffix] of steps) if (diff < below) return `${Math.floor(diff / unit)}${suffix}`;
  return formatDate(ms, 'yyyy-MM-dd');
}
