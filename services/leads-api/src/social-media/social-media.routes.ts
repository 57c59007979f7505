import { Router, type RequestHandler } from 'express';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import type { TCsrf } from '../csrf/csrf';
import { formBody } from '../http/form-body';
import { requestMeta } from '../http/request-meta';
import type { TLimiters } from '../rate-limit/limiters';
import { submitSocialMediaLead, type TSocialMediaServiceDeps } from './social-media.service';

/** Dependencies of {@link socialMediaRoutes}. */
export type TSocialMediaRoutesDeps = TSocialMediaServiceDeps & { csrf: TCsrf; limiters: TLimiters };

const spanish: RequestHandler = (_req, res, next) => {
  res.locals.locale = 'es';
  next();
};

/**
 * `POST /api/prospecto/socialmedia`: the staff's social-media lead form. Kept in its own module:
 * the staff sign-in will be put in front of this router.
 */
export function socialMediaRoutes(deps: TSocialMediaRoutesDeps): Router {
  const router = Router();
  router.post(
    API_PATHS.socialMediaLeadSubmit,
    formBody(),
    spanish,
    deps.csrf.protect,
    deps.limiters.submissionsPerIp,
    async (req, res) => {
      const outcome = await submitSocialMediaLead(
        deps,
        req.body as Record<string, string>,
        requestMeta(req),
      );
      res.locals.log.info({ outcome }, 'social-media lead submission');
      res.json({ status: 'success' });
    },
  );
  return router;
}
