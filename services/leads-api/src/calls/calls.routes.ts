import express, { Router } from 'express';
import type { Pool } from '@firm/shared/server/db';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import type { TCsrf } from '../csrf/csrf';
import { localeFromAcceptLanguage } from '@firm/shared/i18n/accept-language';
import { requestMeta } from '../http/request-meta';
import type { TLimiters } from '../rate-limit/limiters';
import { trackCall } from './calls.service';

/** Dependencies of {@link callsRoutes}. */
export type TCallsRoutesDeps = { pool: Pool; csrf: TCsrf; limiters: TLimiters };

/** `POST /en/api/track-call`: JSON `{}` with the token in `X-CSRF-Token` → `{ status: 'success' }`. */
export function callsRoutes({ pool, csrf, limiters }: TCallsRoutesDeps): Router {
  const router = Router();
  router.post(
    API_PATHS.trackCall,
    express.json({ limit: '8kb' }),
    csrf.protect,
    limiters.callsPerIp,
    async (req, res) => {
      await trackCall(pool, requestMeta(req), localeFromAcceptLanguage(req.get('accept-language')));
      res.json({ status: 'success' });
    },
  );
  return router;
}
