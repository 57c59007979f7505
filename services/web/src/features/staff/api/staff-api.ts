import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';

/** An answer of the staff API that was not a success: its message, its field errors and status. */
export class StaffApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

/** A staff API path with the page's language (`?lang=en` on English pages). */
export function withLang(path: string, locale: TLocale): string {
  return locale === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path;
}

async function read<T>(response: Response, locale: TLocale): Promise<T> {
  const body = (await response.json().catch(() => null)) as
    (T & { message?: string; errors?: { field: string; message: string }[] }) | null;
  if (response.ok && body) return body;
  // a DELETE's success has no body
  if (response.status === 204) return undefined as T;
  // the session ended meanwhile: the next page load goes through sign-in
  if (response.status === 401) window.location.reload();
  throw new StaffApiError(
    body?.message ?? t(locale, 'submit.networkError'),
    response.status,
    body?.errors ?? [],
  );
}

/** swr's fetcher for staff API GETs (same origin: the session cookie goes along). */
export function staffGet<T>(locale: TLocale) {
  return async (path: string): Promise<T> =>
    read<T>(
      await fetch(withLang(path, locale), { headers: { accept: 'application/json' } }),
      locale,
    );
}

/** What a staff API change is sent with: the page's language and anti-forgery token. */
export type TStaffSendOptions = { locale: TLocale; csrfToken: string; keepalive?: boolean };

/**
 * A staff API change (POST, PUT, DELETE) with a JSON body and the page's anti-forgery token in
 * `X-CSRF-Token`. With `keepalive`, the request outlives the page (a tap on Llamar may hand the phone
 * to its dialer).
 */
export async function staffSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: Record<string, string> | null,
  options: TStaffSendOptions,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(withLang(path, options.locale), {
      method,
      keepalive: options.keepalive ?? false,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        'x-csrf-token': options.csrfToken,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new StaffApiError(t(options.locale, 'submit.networkError'), 0);
  }
  return read<T>(response, options.locale);
}

/** A staff API POST with JSON and the page's anti-forgery token (see {@link staffSend}). */
export function staffPost<T>(
  path: string,
  body: Record<string, string>,
  options: TStaffSendOptions,
): Promise<T> {
  return staffSend<T>('POST', path, body, options);
}
