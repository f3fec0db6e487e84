import { DEFAULT_DATE_FORMAT, formatDate } from '@app/contracts/constants';

/**
 * The web's one date formatter: epoch ms or an ISO text in local time, yyyy-MM-dd HH:mm by default
 * (spec §9; tokens yyyy MM dd HH mm ss); empty for a missing, zero or invalid time.
 */
export function formatTime(
  value: number | string | null | undefined,
  format: string = DEFAULT_DATE_FORMAT,
): string {
  if (!value) return '';
  return formatDate(typeof value === 'number' ? value : Date.parse(value), format);
}
