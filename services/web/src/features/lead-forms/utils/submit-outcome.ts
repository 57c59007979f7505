/**
 * What became of a submission, decided from the API's answer (SPEC §4, §8): success, the server's field
 * messages (422), or a message for the whole form.
 */
import type { TFieldError } from '@firm/shared/forms/validation-result';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TMessageKey } from '@firm/shared/i18n/messages';
import { t } from '@firm/shared/i18n/messages';

/** The result of one submission; `limited`: too many submissions, the message says how long to wait. */
export type TSubmitOutcome =
  | { kind: 'success'; leadId?: number }
  | { kind: 'invalid'; errors: TFieldError[] }
  | { kind: 'failed'; message: string }
  | { kind: 'limited'; message: string };

function readErrors(body: unknown): TFieldError[] {
  const list = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

/**
 * A failure outcome with a catalogue message.
 * @param locale - the form's language
 * @param key - submit.error, submit.networkError, submit.tokenError or submit.rateLimited
 */
export function failed(locale: TLocale, key: TMessageKey): TSubmitOutcome {
  return { kind: 'failed', message: t(locale, key) };
}

// leads-api's 429 message states the real wait in the visitor's language; a longer one is not ours.
const MAX_LIMIT_MESSAGE = 300;

function limited(locale: TLocale, body: unknown): TSubmitOutcome {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() && message.length <= MAX_LIMIT_MESSAGE
    ? { kind: 'limited', message: message.trim() }
    : { kind: 'limited', message: t(locale, 'submit.rateLimited') };
}

/**
 * Reads the API's answer: `status === 'success'` (on a 2xx) is success; a 422 with field errors shows them;
 * a 429 is `limited` with leads-api's message (how long to wait, in the visitor's language; the
 * catalogue's when it sent none); any other answer is 'Error submitting the form...'. A 2xx whose body is not
 * the expected JSON counts as a parse failure: 'An error occurred while submitting the form...'.
 * @param locale - the form's language
 * @param status - the HTTP status
 * @param body - the parsed JSON body, or undefined when it could not be parsed
 */
export function outcomeOf(locale: TLocale, status: number, body: unknown): TSubmitOutcome {
  if (status >= 200 && status < 300) {
    if (body === undefined) return failed(locale, 'submit.networkError');
    const answer = body as { status?: unknown; id?: unknown } | null;
    if (answer?.status !== 'success') return failed(locale, 'submit.error');
    // the social-media form's answer names the lead it stored
    return typeof answer.id === 'number'
      ? { kind: 'success', leadId: answer.id }
      : { kind: 'success' };
  }
  if (status === 429) return limited(locale, body);
  // the staff's social-media form: the session ended (or a one-time password waits to be replaced)
  if (status === 401) return failed(locale, 'staff.signInRequired');
  if (status === 403 && (body as { code?: unknown } | null)?.code === 'password_change_required')
    return failed(locale, 'staff.passwordChangeRequired');
  const errors = status === 422 ? readErrors(body) : [];
  return errors.length > 0 ? { kind: 'invalid', errors } : failed(locale, 'submit.error');
}
