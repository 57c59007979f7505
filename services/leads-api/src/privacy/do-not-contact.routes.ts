import { Router, type Request } from 'express';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TCsrf } from '../csrf/csrf';
import { staffOf, type TRequireStaff } from '../staff/require-staff';
import { staffPost } from '../staff/staff-body';
import { stringField } from '../staff/staff-input';
import { answerLocale } from '../staff/staff-locale';
import { liftLead, markContact, markLead, type TDoNotContactDeps } from './do-not-contact.service';

/** What the do-not-contact routes need. */
export type TDoNotContactRoutesDeps = TDoNotContactDeps & {
  csrf: TCsrf;
  requireStaff: TRequireStaff;
};

const LEAD_MARK = `${STAFF_API_PATHS.leads}/:id/do-not-contact`;
const LEAD_LIFT = `${LEAD_MARK}/lift`;

function changeOf(req: Request, locale: 'en' | 'es') {
  return { actorId: staffOf(req).id, reason: stringField(req.body, 'reason'), locale };
}

/**
 * "Do not contact" (issue 31 §1; posts need the anti-forgery token, every change is kept with who,
 * when and why):
 * - `POST /api/staff/privacy/do-not-contact` `{ phone?, email?, reason }` (admins) → 201
 *   `{ status, leadIds, phoneKey, emailKey }`;
 * - `POST /api/staff/leads/:id/do-not-contact` `{ reason }` (intake and admins) → 201, the same answer
 *   with `alreadyMarked: false`; on a lead marked already 200 with `alreadyMarked: true` (the first
 *   mark stays, the repeat is on the timelines and in the audit);
 * - `POST /api/staff/leads/:id/do-not-contact/lift` `{ reason }` (admins) → `{ status, leadIds, … }`.
 * No reason answers 422; lifting an unmarked lead 409; an editor 403.
 */
export function doNotContactRoutes(deps: TDoNotContactRoutesDeps): Router {
  const router = Router();
  const intake = staffPost(deps.requireStaff, deps.csrf, 'intake');
  const admin = staffPost(deps.requireStaff, deps.csrf, 'admin');

  router.post(STAFF_API_PATHS.privacyDoNotContact, ...admin, async (req, res) => {
    const outcome = await markContact(deps, {
      ...changeOf(req, answerLocale(res)),
      phone: stringField(req.body, 'phone'),
      email: stringField(req.body, 'email'),
    });
    res.status(201).json({ status: 'success', ...outcome });
  });
  router.post(LEAD_MARK, ...intake, async (req, res) => {
    const outcome = await markLead(deps, {
      ...changeOf(req, answerLocale(res)),
      leadId: Number(req.params.id),
    });
    res.status(outcome.alreadyMarked ? 200 : 201).json({ status: 'success', ...outcome });
  });
  router.post(LEAD_LIFT, ...admin, async (req, res) => {
    const outcome = await liftLead(deps, {
      ...changeOf(req, answerLocale(res)),
      leadId: Number(req.params.id),
    });
    res.json({ status: 'success', ...outcome });
  });
  return router;
}
