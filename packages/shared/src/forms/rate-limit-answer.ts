/**
 * The answer to a visitor who has reached a rate limit: how long until it resets, said in her
 * language as a person would say it ("about 12 minutes"), never "a minute" when it is fifteen.
 */
import type { TRateLimitedAnswer } from '../content/error-answer';
import type { TLocale } from '../i18n/locale';
import { t } from '../i18n/messages';

/**
 * Whole seconds until a limit resets, at least 1.
 * @param resetTime - when the limiter's window ends (undefined when the store does not say)
 * @param windowMs - the window, the wait when the reset time is unknown
 * @param now - the current time in ms @defaultValue Date.now()
 */
export function retryAfterSecondsOf(
  resetTime: Date | undefined,
  windowMs: number,
  now = Date.now(),
): number {
  const ms = resetTime ? resetTime.getTime() - now : windowMs;
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * The wait in words, to the nearest minute: "less than a minute" under 30 s, "a minute" under
 * 90 s, else "about N minutes".
 * @param locale - the visitor's language
 * @param retryAfterSeconds - the exact wait
 */
export function rateLimitMessage(locale: TLocale, retryAfterSeconds: number): string {
  const minutes = Math.round(retryAfterSeconds / 60);
  if (minutes < 1) return t(locale, 'rateLimit.waitUnderAMinute');
  if (minutes === 1) return t(locale, 'rateLimit.waitAMinute');
  return t(locale, 'rateLimit.waitMinutes', { minutes });
}

/**
 * The body of a 429: `{ status: 'error', message, retryAfterSeconds }`.
 * @param locale - the visitor's language
 * @param retryAfterSeconds - the exact wait ({@link retryAfterSecondsOf})
 */
export function rateLimitedAnswer(locale: TLocale, retryAfterSeconds: number): TRateLimitedAnswer {
  return {
    status: 'error',
    message: rateLimitMessage(locale, retryAfterSeconds),
    retryAfterSeconds,
  };
}
