import type { Request } from 'express';
import type { Logger } from '@firm/shared/server/logger';
import { visitorHeaders } from './visitor-headers';

/** An anti-forgery token fetched for a visitor, and the cookies that bind it to them. */
export type TCsrfGrant = { token: string; setCookies: string[] };

/** No token (leads-api did not answer, or the page needs none). */
export const NO_TOKEN: TCsrfGrant = { token: '', setCookies: [] };

/**
 * Asks leads-api for an anti-forgery token on the visitor's behalf (their cookies forwarded): for a staff
 * page's forms, and for a lead form posted without JavaScript (the edge adds it after checking the post's
 * origin). The `Set-Cookie` answers go back to the browser. When leads-api is down there is no token.
 */
export async function fetchCsrfGrant(options: {
  leadsApiUrl: string;
  req: Request;
  timeoutMs: number;
  logger: Logger;
}): Promise<TCsrfGrant> {
  const { req } = options;
  try {
    const response = await fetch(`${options.leadsApiUrl}/csrf-token`, {
      headers: visitorHeaders(req),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      options.logger.warn({ status: response.status }, 'csrf token request refused');
      return NO_TOKEN;
    }
    const body = (await response.json()) as { token?: unknown };
    const token = typeof body.token === 'string' ? body.token : '';
    return { token, setCookies: token ? response.headers.getSetCookie() : [] };
  } catch (error) {
    options.logger.warn({ reason: (error as Error).message }, 'csrf token unavailable');
    return NO_TOKEN;
  }
}
