import { requestFile, type TRequestOptions } from '../http.ts';

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first), else the fallback. */
export function fileNameOf(header: string | null, fallback: string): string {
  const star = header?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]);
  const plain = header?.match(/filename="?([^";]+)"?/i);
  return plain ? plain[1] : fallback;
}

/**
 * Sends a request answered by a file (an export, a template, a zip) and saves the answer under the server's name
 * (blob responses bypass the envelope, spec §8); a JSON answer instead of a file is an envelope error, toasted by
 * the http client.
 */
export async function saveFileAnswer(
  url: string,
  options: TRequestOptions,
  fallbackName: string,
): Promise<void> {
  const { blob, disposition } = await requestFile(url, options);
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(disposition, fallbackName);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
