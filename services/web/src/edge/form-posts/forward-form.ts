import type { Request } from 'express';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { Logger } from '@firm/shared/server/logger';
import type { TSubmitOutcome } from '../../features/lead-forms/utils/submit-outcome';
import { failed, outcomeOf } from '../../features/lead-forms/utils/submit-outcome';
import { forwardedFor, siteHeaders } from '../visitor-headers';

/** What {@link forwardForm} needs. */
export type TForwardFormOptions = {
  leadsApiUrl: string;
  /** The leads-api path the form posts to. */
  endpoint: string;
  fields: Record<string, string>;
  locale: TLocale;
  req: Request;
  /** The visitor's `Cookie` header as it goes to leads-api (with a token's cookies added by the edge). */
  cookie: string;
  timeoutMs: number;
  logger: Logger;
};

/**
 * Sends a form posted without JavaScript on to leads-api as the visitor's own request would have gone:
 * their cookies (the anti-forgery session and the attribution), their address as the edge determined it,
 * their browser and language, and where the browser said the post comes from. The answer becomes the same outcome the browser script would have shown.
 */
export async function forwardForm(options: TForwardFormOptions): Promise<TSubmitOutcome> {
  const { req } = options;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/x-www-form-urlencoded',
    cookie: options.cookie,
    ...forwardedFor(req),
    'x-forwarded-proto': req.protocol,
    'x-forwarded-host': req.get('host') ?? '',
    'user-agent': req.get('user-agent') ?? '',
    'accept-language': req.get('accept-language') ?? '',
    referer: req.get('referer') ?? '',
    ...siteHeaders(req),
  };
  const requestId = req.res?.locals.requestId as string | undefined;
  if (requestId) headers['x-request-id'] = requestId;
  try {
    const response = await fetch(`${options.leadsApiUrl}${options.endpoint}`, {
      method: 'POST',
      headers,
      body: new URLSearchParams(options.fields).toString(),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const body = await response.json().catch(() => undefined);
    return outcomeOf(options.locale, response.status, body);
  } catch (error) {
    options.logger.warn(
      { err: error, endpoint: options.endpoint },
      'form post could not reach leads-api',
    );
    return failed(options.locale, 'submit.networkError');
  }
}
