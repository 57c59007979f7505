import { Router } from 'express';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import { parseInboxFilter } from '@firm/shared/staff/inbox';
import type { TCsrf } from '../csrf/csrf';
import { staffOf, type TRequireStaff } from '../staff/require-staff';
import { staffPost } from '../staff/staff-body';
import { answerLocale } from '../staff/staff-locale';
import { stringField } from '../staff/staff-input';
import { writeLeadsCsv } from './csv-export';
import { leadDetail } from './lead-detail.service';
import { inboxOverview, listInbox, type TInboxListDeps } from './inbox-list.service';
import { changeLeadStatus, resendLead, type TInboxDeps } from './inbox.service';

/** What the inbox routes need. */
export type TInboxRoutesDeps = TInboxDeps &
  TInboxListDeps & { csrf: TCsrf; requireStaff: TRequireStaff; privacyHashSecret: string };

/**
 * The intake inbox (any signed-in member; every answer `private, no-store`):
 * - `GET /api/staff/leads?status&form&seccion&source&from&to&spam&q&sort&page&owner` → `{ status, filter, total, page, pages, leads, counts }`
 *   (`owner=me`: the member's own leads);
 * - `GET /api/staff/leads/export?…` → the filtered list as CSV (UTF-8 with BOM), streamed;
 * - `GET /api/staff/overview` → the day's numbers, the oldest leads waiting for a first contact, how many
 *   are overdue and the member's follow-ups for today ("Para hoy");
 * - `GET /api/staff/leads/:id` → `{ status, lead, consent, attribution, referralBatch, … }`;
 * - `POST /api/staff/leads/:id/status` (`status`, `note`) → `{ status, change }`;
 * - `POST /api/staff/leads/:id/resend` → 202 `{ status, resendId }`.
 */
export function inboxRoutes(deps: TInboxRoutesDeps): Router {
  const router = Router();
  const intake = deps.requireStaff('intake');
  const post = staffPost(deps.requireStaff, deps.csrf);

  router.get(STAFF_API_PATHS.leads, intake, async (req, res) => {
    const filter = { ...parseInboxFilter(req.query), viewerId: staffOf(req).id };
    res.json({ status: 'success', ...(await listInbox(deps, filter)) });
  });
  router.get(STAFF_API_PATHS.overview, intake, async (req, res) => {
    res.json({ status: 'success', ...(await inboxOverview(deps, staffOf(req).id)) });
  });
  router.get(STAFF_API_PATHS.leadsExport, intake, async (req, res) => {
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="prospectos-${day}.csv"`);
    const filter = { ...parseInboxFilter(req.query), page: 1, viewerId: staffOf(req).id };
    try {
      await writeLeadsCsv(deps.pool, filter, res);
      res.end();
    } catch (error) {
      // after the first byte the status is sent: cut the download short rather than end it as if complete
      if (!res.headersSent) throw error;
      res.destroy(error as Error);
    }
  });
  router.get(`${STAFF_API_PATHS.leads}/:id`, intake, async (req, res) => {
    const detail = await leadDetail(deps, Number(req.params.id), answerLocale(res));
    res.json({ status: 'success', ...detail });
  });
  router.post(`${STAFF_API_PATHS.leads}/:id/status`, ...post, async (req, res) => {
    const change = await changeLeadStatus(deps, {
      leadId: Number(req.params.id),
      actorId: staffOf(req).id,
      status: stringField(req.body, 'status'),
      note: stringField(req.body, 'note'),
      locale: answerLocale(res),
    });
    res.json({ status: 'success', change });
  });
  router.post(`${STAFF_API_PATHS.leads}/:id/resend`, ...post, async (req, res) => {
    const resend = await resendLead(deps, {
      leadId: Number(req.params.id),
      actorId: staffOf(req).id,
      locale: answerLocale(res),
    });
    res.status(202).json({ status: 'success', ...resend });
  });
  return router;
}
