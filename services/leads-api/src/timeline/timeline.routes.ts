import { Router, type Request } from 'express';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TCsrf } from '../csrf/csrf';
import { staffOf, type TRequireStaff } from '../staff/require-staff';
import { staffPost } from '../staff/staff-body';
import { stringField } from '../staff/staff-input';
import { answerLocale } from '../staff/staff-locale';
import { addNote, beginCall, recordCall } from './timeline-entries.service';
import { leadTimeline, type TTimelineDeps } from './timeline.service';

/** What the timeline routes need. */
export type TTimelineRoutesDeps = TTimelineDeps & { csrf: TCsrf; requireStaff: TRequireStaff };

const LEAD = `${STAFF_API_PATHS.leads}/:id`;

/** Who writes, on which lead, in which language. */
function writer(req: Request, locale: 'en' | 'es') {
  const { id, name, email } = staffOf(req);
  return { leadId: Number(req.params.id), actor: { id, name, email }, locale };
}

/**
 * A lead's timeline and what members add to it (any signed-in member; posts need the anti-forgery
 * token; every entry records who and when and is never edited):
 * - `GET /api/staff/leads/:id/timeline` → `{ status, entries }`, newest first;
 * - `POST /api/staff/leads/:id/notes` (`body`) → 201 `{ status, entry }`;
 * - `POST /api/staff/leads/:id/calls` (`outcome`, optional `note`, `draft`, `channel`) → 201 `{ status, entry }`;
 * - `POST /api/staff/leads/:id/call-drafts` (`channel`: phone | whatsapp) → 201 `{ status, draftId, entry }`.
 * Bad input answers 400 with the message in the member's language; an unknown lead 404.
 */
export function timelineRoutes(deps: TTimelineRoutesDeps): Router {
  const router = Router();
  const post = staffPost(deps.requireStaff, deps.csrf);

  router.get(`${LEAD}/timeline`, deps.requireStaff('intake'), async (req, res) => {
    const timeline = await leadTimeline(deps, Number(req.params.id), answerLocale(res));
    res.json({ status: 'success', ...timeline });
  });
  router.post(`${LEAD}/notes`, ...post, async (req, res) => {
    const entry = await addNote(deps, {
      ...writer(req, answerLocale(res)),
      body: stringField(req.body, 'body'),
    });
    res.status(201).json({ status: 'success', entry });
  });
  router.post(`${LEAD}/calls`, ...post, async (req, res) => {
    const entry = await recordCall(deps, {
      ...writer(req, answerLocale(res)),
      outcome: stringField(req.body, 'outcome'),
      note: stringField(req.body, 'note'),
      draft: stringField(req.body, 'draft'),
      channel: stringField(req.body, 'channel'),
    });
    res.status(201).json({ status: 'success', entry });
  });
  router.post(`${LEAD}/call-drafts`, ...post, async (req, res) => {
    const begun = await beginCall(deps, {
      ...writer(req, answerLocale(res)),
      channel: stringField(req.body, 'channel'),
    });
    res.status(201).json({ status: 'success', ...begun });
  });
  return router;
}
