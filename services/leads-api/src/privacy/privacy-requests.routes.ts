import { Router } from 'express';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TCsrf } from '../csrf/csrf';
import { staffOf, type TRequireStaff } from '../staff/require-staff';
import { staffPost } from '../staff/staff-body';
import { answerLocale } from '../staff/staff-locale';
import {
  createPrivacyRequest,
  privacyRequestList,
  searchPrivacyLeads,
  updatePrivacyRequest,
  type TPrivacyRequestsDeps,
} from './privacy-requests.service';

/** What the privacy request routes need. */
export type TPrivacyRequestsRoutesDeps = TPrivacyRequestsDeps & {
  csrf: TCsrf;
  requireStaff: TRequireStaff;
};

/**
 * Privacy requests (issue 31 §2), admins only, every step audited in `privacy_audit`:
 * - `GET /api/staff/privacy/requests` → `{ status, today, open, closed }` (open by due date);
 * - `POST /api/staff/privacy/requests` → 201 `{ status, request }`;
 * - `POST /api/staff/privacy/requests/:id` → `{ status, request }` (409: closed, or a second extension);
 * - `GET /api/staff/privacy/lead-search?q=` → `{ status, leads }` (by phone or e-mail).
 */
export function privacyRequestsRoutes(deps: TPrivacyRequestsRoutesDeps): Router {
  const router = Router();
  const admin = deps.requireStaff('admin');
  const post = staffPost(deps.requireStaff, deps.csrf, 'admin');

  router.get(STAFF_API_PATHS.privacyRequests, admin, async (_req, res) => {
    res.json({ status: 'success', ...(await privacyRequestList(deps)) });
  });
  router.post(STAFF_API_PATHS.privacyRequests, ...post, async (req, res) => {
    const request = await createPrivacyRequest(deps, {
      actorId: staffOf(req).id,
      body: req.body,
      locale: answerLocale(res),
    });
    res.status(201).json({ status: 'success', request });
  });
  router.post(`${STAFF_API_PATHS.privacyRequests}/:id`, ...post, async (req, res) => {
    const request = await updatePrivacyRequest(deps, {
      actorId: staffOf(req).id,
      id: Number(req.params.id),
      body: req.body,
      locale: answerLocale(res),
    });
    res.json({ status: 'success', request });
  });
  router.get(STAFF_API_PATHS.privacyLeadSearch, admin, async (req, res) => {
    const leads = await searchPrivacyLeads(deps, {
      actorId: staffOf(req).id,
      query: typeof req.query.q === 'string' ? req.query.q : '',
      locale: answerLocale(res),
    });
    res.json({ status: 'success', leads });
  });
  return router;
}
