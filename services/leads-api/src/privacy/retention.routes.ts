import { Router, type Request, type Response } from 'express';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TCsrf } from '../csrf/csrf';
import { staffOf, type TRequireStaff } from '../staff/require-staff';
import { staffPost } from '../staff/staff-body';
import { answerLocale } from '../staff/staff-locale';
import {
  changeRetention,
  retentionDryRun,
  retentionView,
  type TRetentionDeps,
} from './retention.service';

/** What the retention routes need. */
export type TRetentionRoutesDeps = TRetentionDeps & { csrf: TCsrf; requireStaff: TRequireStaff };

/**
 * The retention schedule (issue 31 §3), admins only, every change audited:
 * - `GET /api/staff/privacy/retention` → `{ status, retention }` (schedule, last change, latest runs);
 * - `PUT` (JSON) or `POST` (the page's form) `{ spamDays, unengagedMonths, callClickMonths }` →
 *   `{ status, retention }`; 400 naming each field out of bounds;
 * - `GET` or `POST /api/staff/privacy/retention/dry-run` → `{ status, dryRun: { counts, asOf } }`.
 */
export function retentionRoutes(deps: TRetentionRoutesDeps): Router {
  const router = Router();
  const admin = deps.requireStaff('admin');
  const post = staffPost(deps.requireStaff, deps.csrf, 'admin');
  const change = async (req: Request, res: Response) => {
    const retention = await changeRetention(deps, {
      actorId: staffOf(req).id,
      body: req.body,
      locale: answerLocale(res),
    });
    res.json({ status: 'success', retention });
  };
  const dryRun = async (req: Request, res: Response) => {
    res.json({ status: 'success', dryRun: await retentionDryRun(deps, staffOf(req).id) });
  };
  router.get(STAFF_API_PATHS.privacyRetention, admin, async (_req, res) => {
    res.json({ status: 'success', retention: await retentionView(deps) });
  });
  router.put(STAFF_API_PATHS.privacyRetention, ...post, change);
  router.post(STAFF_API_PATHS.privacyRetention, ...post, change);
  router.get(STAFF_API_PATHS.privacyRetentionDryRun, admin, dryRun);
  router.post(STAFF_API_PATHS.privacyRetentionDryRun, ...post, dryRun);
  return router;
}
