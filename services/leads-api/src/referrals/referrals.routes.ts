import express, { Router, type RequestHandler } from 'express';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { BODY_LIMITS, withFieldLimits } from '@firm/shared/server/body-limits';
import type { TCsrf } from '../csrf/csrf';
import { formBody } from '../http/form-body';
import { requestMeta } from '../http/request-meta';
import type { TLimiters } from '../rate-limit/limiters';
import { submitReferralBatch, type TReferralsServiceDeps } from './referrals.service';

/** The referral endpoint (not in SPEC §7: the original sent one request per referral). */
export const REFERRALS_PATH = API_PATHS.referralBatchSubmit;

const json = withFieldLimits(express.json({ limit: BODY_LIMITS.maxBodyBytes }));
const form = formBody();

/** JSON (the site's script) or a form post with `referidos` as a JSON string; the one body rule (BODY_LIMITS). */
const referralBody: RequestHandler = (req, res, next) =>
  req.is('application/json') ? json(req, res, next) : form(req, res, next);

const spanish: RequestHandler = (_req, res, next) => {
  res.locals.locale = 'es';
  next();
};

/** Dependencies of {@link referralsRoutes}. */
export type TReferralsRoutesDeps = TReferralsServiceDeps & { csrf: TCsrf; limiters: TLimiters };

/** `POST /api/prospecto/referidos`: one visitor's whole referral list, stored all-or-nothing. */
export function referralsRoutes(deps: TReferralsRoutesDeps): Router {
  const router = Router();
  router.post(
    REFERRALS_PATH,
    spanish,
    referralBody,
    deps.csrf.protect,
    deps.limiters.referralBatch,
    async (req, res) => {
      const body =
        req.body && typeof req.body === 'object' && !Array.isArray(req.body)
          ? (req.body as Record<string, unknown>)
          : {};
      const outcome = await submitReferralBatch(deps, body, requestMeta(req));
      res.locals.log.info({ outcome }, 'referral batch submission');
      res.json({ status: 'success' });
    },
  );
  return router;
}
