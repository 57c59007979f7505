import type { RequestHandler } from 'express';
import { isStudioPath, STUDIO_API_PREFIX } from '@firm/shared/routes/studio-paths';
import type { Logger } from '@firm/shared/server/logger';
import {
  encodeStaffIdentity,
  STAFF_IDENTITY_HEADER,
} from '@firm/shared/server/staff-identity-header';
import { STUDIO_UPLOAD_TIMEOUT_MS } from '@firm/shared/studio/studio-media';
import { apiProxy } from '../api-proxy';
import { extendRequestDeadline } from '../request-deadline';
import { lookUpStaff } from './staff-upstream';

/** What the studio's proxy needs. */
export type TStudioProxyDeps = { leadsApiUrl: string; contentApiUrl: string; logger: Logger };

/**
 * The content studio's API (`/api/staff/content/*`, answered by content-api): the edge asks leads-api
 * who the session cookie belongs to and forwards the request with that member in `x-staff-identity`
 * and its own secret in `x-edge-secret` — the one way content-api learns who is asking. A copy of
 * either header sent by a browser is dropped first. Nobody signed in → forwarded without a member
 * (content-api answers 401 in the page's language); leads-api unreachable → 503. A signed-in member's
 * request may take {@link STUDIO_UPLOAD_TIMEOUT_MS} to arrive (an upload), streamed, never buffered. A forged or expired
 * cookie comes back cleared, as on the staff pages.
 */
export function studioProxy(deps: TStudioProxyDeps): RequestHandler {
  const proxy = apiProxy({
    target: deps.contentApiUrl,
    paths: { exact: [], prefixes: [STUDIO_API_PREFIX] },
    logger: deps.logger,
    // uploads of a 200 MB video travel through here (streamed): the upstream may take its time
    timeoutMs: STUDIO_UPLOAD_TIMEOUT_MS,
  });
  return async (req, res, next) => {
    if (!isStudioPath(req.path)) return next();
    delete req.headers[STAFF_IDENTITY_HEADER];
    const lookup = await lookUpStaff({ leadsApiUrl: deps.leadsApiUrl, req, logger: deps.logger });
    for (const cookie of lookup.setCookies) res.append('set-cookie', cookie);
    if (lookup.failed) {
      res
        .status(503)
        .set('cache-control', 'no-store')
        .json({ status: 'error', message: 'Servicio no disponible. / Service unavailable.' });
      return;
    }
    if (lookup.staff) {
      req.headers[STAFF_IDENTITY_HEADER] = encodeStaffIdentity(lookup.staff);
      // a member's upload streams to content-api at the pace of their uplink
      extendRequestDeadline(req, STUDIO_UPLOAD_TIMEOUT_MS);
    }
    return proxy(req, res, next);
  };
}
