import type { RequestHandler } from 'express';
import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_DAYS,
  attributionFromRequest,
  GPC_HEADER,
  hasCampaignData,
  parseAttributionCookie,
  sendsGpc,
  serializeAttribution,
} from '@firm/shared/attribution/attribution';

/**
 * Writes the first-touch attribution cookie on a page view (a rendered page or a cached one): when the
 * visitor has none, or when the one they have records a direct visit and this view carries campaign data
 * (an ad click after a direct visit is the touch worth keeping). leads-api reads it to append the campaign
 * source to `seccion`. Reads the cookie cookie-parser parsed (`req.cookies`). A browser sending Global
 * Privacy Control (`Sec-GPC: 1`) gets none, and one it was given before is removed (issue 31 §3).
 * @param publicOrigin - the site's public origin (the host that counts as "same site" for referrers)
 */
export function attributionCookie(publicOrigin: string): RequestHandler {
  const secure = publicOrigin.startsWith('https://');
  return (req, res, next) => {
    if (sendsGpc(req.get(GPC_HEADER))) {
      if ((req.cookies as Record<string, unknown> | undefined)?.[ATTRIBUTION_COOKIE] !== undefined)
        res.clearCookie(ATTRIBUTION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      return next();
    }
    const sent: unknown = (req.cookies as Record<string, unknown> | undefined)?.[
      ATTRIBUTION_COOKIE
    ];
    const existing = parseAttributionCookie(typeof sent === 'string' ? sent : undefined);
    const current = attributionFromRequest({
      url: new URL(req.originalUrl, publicOrigin),
      referrer: req.get('referer'),
    });
    if (!existing || (!hasCampaignData(existing) && hasCampaignData(current)))
      res.cookie(ATTRIBUTION_COOKIE, serializeAttribution(current), {
        path: '/',
        maxAge: ATTRIBUTION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        encode: String,
      });
    next();
  };
}
