import i18next from 'i18next';
import { getToken } from '../../shared/auth/auth-store.ts';
import { buildUrl, HttpError, type TQuery } from '../../shared/http.ts';
import { toastError } from '../../shared/ui/feedback.ts';

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
  const headers = new Headers({ 'Accept-Language': i18next.language || 'zh' });
  const token = getToken();
  if (token) headers.set('Authorization', token);
  const res = await fetch(buildUrl(url, params), { headers, credentials: 'same-origin' });
  if (!res.ok || (res.headers.get('Content-Type') ?? '').includes('application/json')) {
    const body = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    const error = new HttpError(body?.code ?? res.status, body?.msg || i18next.t('error.request'));
    toastError(error.message);
    throw error;
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(res.headers.get('Content-Disposition'), fallbackName);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
