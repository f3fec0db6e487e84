import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate, formatFileSize, shortenNumber, sizeLimitBytes } from './format.ts';
import { relativeTime } from './relative-time.ts';

describe('date format', () => {
  it('defaults to yyyy-MM-dd HH:mm in local time', () => {
    const ms = new Date(2024, 0, 5, 9, 7, 3).getTime();
    expect(DEFAULT_DATE_FORMAT).toBe('yyyy-MM-dd HH:mm');
    expect(formatDate(ms)).toBe('2024-01-05 09:07');
    expect(formatDate(ms, 'yyyy/MM/dd HH:mm:ss')).toBe('2024/01/05 09:07:03');
    expect(formatDate(null)).toBe('');
  });
});

describe('file size', () => {
  it('shows bytes, KB, MB and GB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2 * 1024 ** 2)).toBe('2 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.25 GB');
    expect(sizeLimitBytes()).toBe(2 * 1024 * 1024);
    expect(sizeLimitBytes(500, 'KB')).toBe(512_000);
  });
});

describe('number shortening', () => {
  it('uses k, M, G, T, P and E', () => {
    expect(shortenNumber(999)).toBe('999');
    expect(shortenNumber(1234)).toBe('1.2k');
    expect(shortenNumber(2_000_000)).toBe('2M');
    expect(shortenNumber(3.5e9)).toBe('3.5G');
    expect(shortenNumber(1e12)).toBe('1T');
    expect(shortenNumber(4.2e15)).toBe('4.2P');
    expect(shortenNumber(1e18)).toBe('1E');
    expect(shortenNumber(-1500)).toBe('-1.5k');
  });
});

describe('relative time (spec §9, first reading)', () => {
  const now = new Date(2024, 5, 30, 12, 0, 0).getTime();
  const ago = (ms: number): string => relativeTime(now - ms, now);
  const MIN = 60_000;

  it('says just now under a minute, then minutes, hours, days, weeks and months', () => {
    expect(ago(30_000)).toBe('刚刚');
    expect(ago(5 * MIN)).toBe('5分钟前');
    expect(ago(59 * MIN)).toBe('59分钟前');
    expect(ago(23 * 60 * MIN)).toBe('23小时前');
    expect(ago(6 * 1440 * MIN)).toBe('6天前');
    expect(ago(21 * 1440 * MIN)).toBe('3周前');
    expect(ago(90 * 1440 * MIN)).toBe('3个月前');
  });

  it('falls back to the date after about four months, and speaks English too', () => {
    expect(ago(200 * 1440 * MIN)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(relativeTime(now - 2 * 60 * MIN, now, 'en')).toBe('2 h ago');
  });
});
