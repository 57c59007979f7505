import { Router, type RequestHandler } from 'express';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import type { TCsrf } from '../csrf/csrf';
import { formBody } from '../http/form-body';
import { requestMeta } from '../http/request-meta';
import type { TLimiters } from '../rate-limit/limiters';
import { staffOf, type TRequireStaff } from '../staff/require-staff';
import { submitSocialMediaLead, type TSocialMediaServiceDeps } from './social-media.service';

/** Dependencies of {@link socialMediaRoutes}. */
export type TSocialMediaRoutesDeps = TSocialMediaServiceDeps & {
  csrf: TCsrf;
  limiters: TLimiters;
  requireStaff: TRequireStaff;
};

const spanish: RequestHandler = (_req, res, next) => {
  res.locals.locale = 'es';
  next();
};

/**
 * `POST /api/prospecto/socialmedia`: the staff's social-media lead form. A staff session comes first
 * (anonymous → 401 before the body is read); the lead records who typed it in, and the answer names it
 * (`{ status: 'success', id }`). Counted against the member's own limit, not the visitors' per-IP one.
 */
export function socialMediaRoutes(deps: TSocialMediaRoutesDeps): Router {
  const router = Router();
  router.post(
    API_PATHS.socialMediaLeadSubmit,
    deps.requireStaff(),
    formBody(),
    spanish,
    deps.csrf.protect,
    deps.limiters.submissionsPerStaff,
    async (req, res) => {
      const { outcome, leadId } = await submitSocialMediaLead(
        deps,
        req.body as Record<string, string>,
        requestMeta(req),
        staffOf(req),
      );
      res.locals.log.info({ outcome, leadId }, 'social-media lead submission');
      res.json({ status: 'success', ...(leadId === null ? {} : { id: leadId }) });
    },
  );
  return router;
}
