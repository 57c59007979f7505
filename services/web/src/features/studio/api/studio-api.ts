import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import type { TStudioActor, TStudioProblem } from '@firm/shared/studio/studio-state';

/** What a 409 names: the revision saved meanwhile, who saved it and when. */
export type TStudioConflict = {
  revision: number;
  baseRevision: number;
  saved_by: TStudioActor | null;
  saved_at: string;
};

/** An answer of the studio API that was not a success: its message, field problems, conflict, status. */
export class StudioApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: TStudioProblem[] = [],
    readonly conflict: TStudioConflict | null = null,
  ) {
    super(message);
    this.name = 'StudioApiError';
  }
}

/**
 * A studio API path with the editor's language (`?lang=en` on English pages). A path that names a
 * language already (a preview's `?lang=es`: the language previewed, which also words its messages)
 * keeps it: the parameter once.
 */
export function studioLang(path: string, locale: TLocale): string {
  if (locale !== 'en' || /[?&]lang=/.test(path)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=en`;
}

type TErrorBody = { message?: string; errors?: TStudioProblem[]; conflict?: TStudioConflict };

async function read<T>(response: Response, locale: TLocale): Promise<T> {
  // a DELETE answers 204 with no body
  if (response.status === 204) return null as T;
  const body = (await response.json().catch(() => null)) as (T & TErrorBody) | null;
  if (response.ok && body) return body;
  // the session ended meanwhile: the next page load goes through sign-in
  if (response.status === 401) window.location.reload();
  throw new StudioApiError(
    body?.message ?? t(locale, 'submit.networkError'),
    response.status,
    body?.errors ?? [],
    body?.conflict ?? null,
  );
}

/** swr's fetcher for studio GETs (same origin: the session cookie goes along). */
export function studioGet<T>(locale: TLocale) {
  return async (path: string): Promise<T> =>
    read<T>(
      await fetch(studioLang(path, locale), { headers: { accept: 'application/json' } }),
      locale,
    );
}

/** A studio change (POST/PUT/DELETE) with JSON and the page's anti-forgery token in `X-CSRF-Token`. */
export async function studioSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  options: { locale: TLocale; csrfToken: string },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(studioLang(path, options.locale), {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-csrf-token': options.csrfToken,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new StudioApiError(t(options.locale, 'submit.networkError'), 0);
  }
  return read<T>(response, options.locale);
}
