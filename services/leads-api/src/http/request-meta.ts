import type { Request } from 'express';
import {
  ATTRIBUTION_COOKIE,
  GPC_HEADER,
  parseAttributionCookie,
  sendsGpc,
  sourceLabel,
  type TAttribution,
} from '@firm/shared/attribution/attribution';

/** Hidden context fields are cut, never rejected: a real lead must not fail on its tracking data. */
export const CONTEXT_MAX_LENGTH = { pageUrl: 2048, userAgent: 512, clientTime: 64 } as const;

/** Where and how a request came in: stored with every lead as evidence and for attribution. */
export type TRequestMeta = {
  ip: string | null;
  userAgent: string | null;
  pageUrl: string | null;
  attribution: TAttribution | null;
  /** The campaign source label derived from the attribution ('' for a direct visit). */
  source: string;
  /** The browser sent Global Privacy Control (`Sec-GPC: 1`): no attribution is read or kept. */
  gpc: boolean;
};

const cut = (value: string | undefined, max: number): string | null =>
  value ? value.slice(0, max) : null;

/**
 * Reads the request's context: client IP (behind the trusted edge), user agent, the page URL
 * (the `page_url` field, else the Referer header) and the first-touch attribution cookie, which is
 * ignored when the browser sends Global Privacy Control (a cookie left from before the signal).
 */
export function requestMeta(req: Request): TRequestMeta {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const pageField = typeof body.page_url === 'string' && body.page_url ? body.page_url : undefined;
  const gpc = sendsGpc(req.get(GPC_HEADER));
  const cookie: unknown = gpc ? undefined : req.cookies?.[ATTRIBUTION_COOKIE];
  const attribution = parseAttributionCookie(typeof cookie === 'string' ? cookie : undefined);
  return {
    ip: req.ip ?? null,
    userAgent: cut(req.get('user-agent'), CONTEXT_MAX_LENGTH.userAgent),
    pageUrl: cut(pageField ?? req.get('referer'), CONTEXT_MAX_LENGTH.pageUrl),
    attribution,
    source: sourceLabel(attribution),
    gpc,
  };
}
