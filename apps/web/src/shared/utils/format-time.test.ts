import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time.ts';

describe('formatTime', () => {
  const ms = new Date(2026, 0, 2, 3, 4, 5).getTime();

  it('formats epoch ms in local time as yyyy-MM-dd HH:mm by default', () => {
    expect(formatTime(ms)).toBe('2026-01-02 03:04');
  });

  it('reads an ISO text the same way as its epoch ms', () => {
    expect(formatTime(new Date(ms).toISOString())).toBe('2026-01-02 03:04');
  });

  it('takes a format with seconds', () => {
    expect(formatTime(ms, 'yyyy-MM-dd HH:mm:ss')).toBe('2026-01-02 03:04:05');
  });

  it('answers empty for a missing, zero or unreadable time', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(formatTime(0)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatTime('not a date')).toBe('');
  });
});
