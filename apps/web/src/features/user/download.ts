import { requestFile, type TQuery } from '../../shared/http.ts';

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first), else the fallback. */
export function fileNameOf(header: string | null, fallback: string): string {
  const star = header?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]);
  const plain = header?.match(/filename="?([^";]+)"?/i);
  return plain ? plain[1] : fallback;
}

/**
 * Downloads a file answer (blob responses bypass the envelope, spec §8): the browser saves it under the
 * server's name. A JSON answer instead of a file is an envelope error and is toasted.
 */
export async function downloadFile(url: string, params: TQuery, fallbackName: string): Promise<void> {
  const { blob, disposition } = await requestFile(url, { params });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(disposition, fallbackName);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
