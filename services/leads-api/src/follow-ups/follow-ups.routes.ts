import { Router } from 'express';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TCsrf } from '../csrf/csrf';
import { staffOf, type TRequireStaff } from '../staff/require-staff';
import { staffPost } from '../staff/staff-body';
import { stringField } from '../staff/staff-input';
import { answerLocale } from '../staff/staff-locale';
import { addFollowUp, completeFollowUp, type TFollowUpsDeps } from './follow-ups.service';

/** What the follow-up routes need. */
export type TFollowUpsRoutesDeps = TFollowUpsDeps & { csrf: TCsrf; requireStaff: TRequireStaff };

const FOLLOW_UPS = `${STAFF_API_PATHS.leads}/:id/follow-ups`;
const DONE = `${FOLLOW_UPS}/:followUpId/done`;

/**
 * Follow-ups of a lead (any signed-in intake member; posts need the anti-forgery token):
 * - `POST /api/staff/leads/:id/follow-ups` (`dueAt`: ISO 8601 or the firm's `datetime-local`, `note`)
 *   → 201 `{ status, followUp }`;
 * - `POST /api/staff/leads/:id/follow-ups/:followUpId/done` → `{ status, followUp }`.
 * A past or malformed time answers 400 with the message in the member's language; an editor 403.
 */
export function followUpsRoutes(deps: TFollowUpsRoutesDeps): Router {
  const router = Router();
  const post = staffPost(deps.requireStaff, deps.csrf);

  router.post(FOLLOW_UPS, ...post, async (req, res) => {
    const followUp = await addFollowUp(deps, {
      leadId: Number(req.params.id),
      actorId: staffOf(req).id,
      dueAt: stringField(req.body, 'dueAt'),
      note: stringField(req.body, 'note'),
      locale: answerLocale(res),
    });
    res.status(201).json({ status: 'success', followUp });
  });
  router.post(DONE, ...post, async (req, res) => {
    const followUp = await completeFollowUp(deps, {
      leadId: Number(req.params.id),
      followUpId: Number(req.params.followUpId),
      actorId: staffOf(req).id,
      locale: answerLocale(res),
    });
    res.json({ status: 'success', followUp });
  });
  return router;
}
