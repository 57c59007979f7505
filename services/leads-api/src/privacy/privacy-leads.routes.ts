import { Router } from 'express';
import type { TCsrf } from '../csrf/csrf';
import { staffOf, type TRequireStaff } from '../staff/require-staff';
import { staffPost } from '../staff/staff-body';
import { answerLocale } from '../staff/staff-locale';
import { correctLead } from './lead-correction.service';
import { privacyExportHtml } from './privacy-export-html';
import { privacyExport, type TPrivacyExportDeps } from './privacy-export.service';

/** What the privacy tools on a lead need. */
export type TPrivacyLeadsRoutesDeps = TPrivacyExportDeps & {
  csrf: TCsrf;
  requireStaff: TRequireStaff;
};

const BASE = '/api/staff/privacy/leads/:id';

/**
 * The privacy tools on one lead (issue 31 §3), admins only, each call audited:
 * - `GET …/export.json` → the export (attachment); `GET …/export.html` → the readable, printable page
 *   in the lead's language;
 * - `POST …/correct` `{ name?, email?, phone?, message?, reason, requestId? }` → `{ status, changes }`.
 */
export function privacyLeadsRoutes(deps: TPrivacyLeadsRoutesDeps): Router {
  const router = Router();
  const admin = deps.requireStaff('admin');

  router.get(`${BASE}/export.json`, admin, async (req, res) => {
    const id = Number(req.params.id);
    const data = await privacyExport(deps, {
      actorId: staffOf(req).id,
      leadId: id,
      format: 'json',
      locale: answerLocale(res),
    });
    res.attachment(`datos-${id}.json`).json(data);
  });
  router.get(`${BASE}/export.html`, admin, async (req, res) => {
    const data = await privacyExport(deps, {
      actorId: staffOf(req).id,
      leadId: Number(req.params.id),
      format: 'html',
      locale: answerLocale(res),
    });
    res
      .setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('html')
      .send(privacyExportHtml(data));
  });
  router.post(
    `${BASE}/correct`,
    ...staffPost(deps.requireStaff, deps.csrf, 'admin'),
    async (req, res) => {
      const result = await correctLead(deps, {
        actorId: staffOf(req).id,
        leadId: Number(req.params.id),
        body: req.body,
        locale: answerLocale(res),
      });
      res.json({ status: 'success', ...result });
    },
  );
  return router;
}
