import { Router, type RequestHandler } from 'express';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import type { TCsrf } from '../csrf/csrf';
import { formBody } from '../http/form-body';
import { requestMeta } from '../http/request-meta';
import type { TLimiters } from '../rate-limit/limiters';
import { submitLead, type TLeadsServiceDeps } from './leads.service';
import { resolveLeadForm, type TResolvedForm } from './resolve-form';

/** Dependencies of {@link leadsRoutes}. */
export type TLeadsRoutesDeps = TLeadsServiceDeps & { csrf: TCsrf; limiters: TLimiters };

/** Decides the variant and language first, so even a 403 or 429 answers in the visitor's language. */
const resolveForm: RequestHandler = (req, res, next) => {
  const form = resolveLeadForm(req.body as Record<string, string>, req.get('accept-language'));
  res.locals.form = form;
  res.locals.locale = form.locale;
  next();
};

/** `POST /api/prospecto/agregar`: a lead form (multipart or urlencoded) → `{ status: 'success' }` once committed. */
export function leadsRoutes(deps: TLeadsRoutesDeps): Router {
  const router = Router();
  router.post(
    API_PATHS.leadSubmit,
    formBody(),
    resolveForm,
    deps.csrf.protect,
    deps.limiters.submissionsPerIp,
    deps.limiters.submissionsPerPhone,
    async (req, res) => {
      const outcome = await submitLead(deps, {
        fields: req.body as Record<string, string>,
        form: res.locals.form as TResolvedForm,
        meta: requestMeta(req),
      });
      res.locals.log.info({ outcome }, 'lead submission');
      res.json({ status: 'success' });
    },
  );
  return router;
}
