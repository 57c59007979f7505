/**
 * The browser side of a submission (SPEC §4, §7): a fresh anti-forgery token before every submission, the
 * campaign source, then one POST whose answer becomes a {@link TSubmitOutcome}. The campaign source is
 * asked for as SPEC §7 lists, but leads-api appends it to the seccion itself (from the same first-touch
 * cookie), so the body never carries it: a lead is composed once, on the server.
 */
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TMessageKey } from '@firm/shared/i18n/messages';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import type { TSubmitOutcome } from '../utils/submit-outcome';
import { failed, outcomeOf } from '../utils/submit-outcome';
import type { TFetch } from '../../../lib/api-fetch';
import { JSON_HEADERS, fetchToken, readJson, timeoutSignal } from '../../../lib/api-fetch';

export type { TFetch } from '../../../lib/api-fetch';

/** What the request body is built from once the token is known. */
export type TBodyContext = { token: string };

/** Options of {@link sendForm}. */
export type TSendFormOptions = {
  locale: TLocale;
  /** The path posted to (agregar, referidos or socialmedia). */
  endpoint: string;
  /** Builds the body: a FormData (multipart) or a JSON value. */
  body: (context: TBodyContext) => FormData | Record<string, unknown>;
  /** The message when no token could be had: the network message, or the social-media form's own. */
  tokenFailure: TMessageKey;
  fetchFn?: TFetch;
  /** How long any one request may take before it counts as a network failure. @defaultValue 20000 */
  timeoutMs?: number;
};

/** The campaign source from `GET /api/campaign-source`; null when unknown or unreachable (SPEC §8: only logged). */
export async function fetchSource(fetchFn: TFetch, timeoutMs: number): Promise<string | null> {
  try {
    const init: RequestInit = { headers: JSON_HEADERS, credentials: 'same-origin' };
    const response = await fetchFn(API_PATHS.campaignSource, {
      ...init,
      signal: timeoutSignal(timeoutMs),
    });
    const body = (await readJson(response)) as { source?: unknown } | undefined;
    return response.ok && typeof body?.source === 'string' && body.source.trim()
      ? body.source
      : null;
  } catch {
    return null;
  }
}

/**
 * Submits a form. Never throws: every failure becomes an outcome with the message of SPEC §8 (a failed
 * token fetch shows the network message instead of leaving the visitor waiting).
 * @param options - endpoint, body builder, language
 */
export async function sendForm(options: TSendFormOptions): Promise<TSubmitOutcome> {
  const fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 20_000;
  let token: string;
  try {
    [token] = await Promise.all([fetchToken(fetchFn, timeoutMs), fetchSource(fetchFn, timeoutMs)]);
  } catch {
    return failed(options.locale, options.tokenFailure);
  }
  try {
    const body = options.body({ token });
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const response = await fetchFn(options.endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: isForm
        ? { ...JSON_HEADERS, 'x-csrf-token': token }
        : { ...JSON_HEADERS, 'content-type': 'application/json', 'x-csrf-token': token },
      body: isForm ? body : JSON.stringify(body),
      signal: timeoutSignal(timeoutMs),
    });
    return outcomeOf(options.locale, response.status, await readJson(response));
  } catch {
    return failed(options.locale, 'submit.networkError');
  }
}
