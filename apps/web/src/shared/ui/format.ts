import dayjs from 'dayjs';

/** An epoch-ms time as yyyy-MM-dd HH:mm (spec §9), or empty. */
export function formatTime(ms: number | null | undefined): string {
  return ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '';
}
