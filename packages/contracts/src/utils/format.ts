/** The product's default date format (spec §9). */
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd HH:mm';

const pad = (n: number): string => String(n).padStart(2, '0');

/** Formats epoch ms in local time with yyyy, MM, dd, HH, mm, ss tokens; empty for null or invalid input. */
export function formatDate(ms: number | null | undefined, format: string = DEFAULT_DATE_FORMAT): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  const parts: Readonly<Record<string, string>> = {
    yyyy: String(d.getFullYear()),
    MM: pad(d.getMonth() + 1),
    dd: pad(d.getDate()),
    HH: pad(d.getHours()),
    mm: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
  };
  return format.replace(/yyyy|MM|dd|HH|mm|ss/g, (token) => parts[token] ?? token);
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A byte count in bytes, KB, MB or GB (spec §9), with up to two decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : Number(value.toFixed(2))} ${SIZE_UNITS[unit]}`;
}

/** The byte limit of an upload size setting (size and unit KB, MB or GB; default 2 MB). */
export function sizeLimitBytes(size: number = 2, unit: 'KB' | 'MB' | 'GB' = 'MB'): number {
  const factor = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[unit];
  return size * factor;
}

const SHORT_UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** Shortens a number with k, M, G, T, P, E (spec §9): 1234 → 1.2k with one digit. */
export function shortenNumber(value: number, digits: number = 1): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  for (const unit of SHORT_UNITS) {
    if (abs >= unit.value) {
      const text = (abs / unit.value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
      return `${sign}${text}${unit.symbol}`;
    }
  }
  return String(value);
}
