import { Router, type Request, type Response } from 'express';
import type { TCsrf } from '../csrf/csrf';
import { staffOf, type TRequireStaff } from '../staff/require-staff';
import { staffPost } from '../staff/staff-body';
import { answerLocale } from '../staff/staff-locale';
import { changeHold, eraseLead, type TErasureDeps } from './erasure.service';

/** What the erasure routes need. */
export type TErasureRoutesDeps = TErasureDeps & { csrf: TCsrf; requireStaff: TRequireStaff };

const BASE = '/api/staff/privacy/leads/:id';

function inputOf(req: Request, res: Response) {
  return {
    actorId: staffOf(req).id,
    leadId: Number(req.params.id),
    body: req.body,
    locale: answerLocale(res),
  };
}

/**
 * Erasure and legal holds (issue 31 §3), admins only, posts with the anti-forgery token, audited:
 * - `POST …/erase` `{ reason, requestId? }` → `{ status, leadIds, erasureId, erasedAt }`; 409 when
 *   erased already or under a hold (`holdReason`);
 * - `POST …/hold` `{ reason }` → 201 `{ status, held: true }`; `POST …/hold/lift` `{ reason }` →
 *   `{ status, held: false }`; 409 when a hold stands already / none stands.
 */
export function erasureRoutes(deps: TErasureRoutesDeps): Router {
  const router = Router();
  const admin = staffPost(deps.requireStaff, deps.csrf, 'admin');
  router.post(`${BASE}/erase`, ...admin, async (req, res) => {
    res.json({ status: 'success', ...(await eraseLead(deps, inputOf(req, res))) });
  });
  router.post(`${BASE}/hold`, ...admin, async (req, res) => {
    const result = await changeHold(deps, { ...inputOf(req, res), lift: false });
    res.status(201).json({ status: 'success', ...result });
  });
  router.post(`${BASE}/hold/lift`, ...admin, async (req, res) => {
    res.json({
      status: 'success',
      ...(await changeHold(deps, { ...inputOf(req, res), lift: true })),
    });
  });
  return router;
}
