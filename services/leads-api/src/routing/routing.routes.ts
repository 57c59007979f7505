import { Router, type Request } from 'express';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TCsrf } from '../csrf/csrf';
import { staffOf, type TRequireStaff } from '../staff/require-staff';
import { staffPost } from '../staff/staff-body';
import { answerLocale } from '../staff/staff-locale';
import { stringField } from '../staff/staff-input';
import {
  addRule,
  editRule,
  removeRule,
  routingOverview,
  type TRoutingDeps,
} from './routing.service';
import type { TRuleInput } from './rule-input';

/** What the routing routes need. */
export type TRoutingRoutesDeps = TRoutingDeps & { csrf: TCsrf; requireStaff: TRequireStaff };

const ruleInput = (req: Request): TRuleInput => ({
  channel: stringField(req.body, 'channel'),
  formVariant: stringField(req.body, 'form_variant'),
  sectionPrefix: stringField(req.body, 'section_prefix'),
  situation: stringField(req.body, 'situation'),
  targets: stringField(req.body, 'targets'),
  note: stringField(req.body, 'note'),
});

/**
 * Routing of lead notifications, admins only (every change audited in `routing_rule_audit`):
 * - `GET /api/staff/routing` → `{ status, rules, defaults, audit }`;
 * - `POST /api/staff/routing` (`channel`, `form_variant`, `section_prefix`, `situation`, `targets`, `note`) → 201 `{ status, rule }`;
 * - `POST /api/staff/routing/:id` (the same fields) → `{ status, rule }`; `POST /api/staff/routing/:id/delete` → `{ status }`.
 */
export function routingRoutes(deps: TRoutingRoutesDeps): Router {
  const router = Router();
  const admin = deps.requireStaff('admin');
  const post = staffPost(deps.requireStaff, deps.csrf, 'admin');

  router.get(STAFF_API_PATHS.routing, admin, async (_req, res) => {
    res.json({ status: 'success', ...(await routingOverview(deps)) });
  });
  router.get(STAFF_API_PATHS.routingAudit, admin, async (_req, res) => {
    res.json({ status: 'success', audit: (await routingOverview(deps)).audit });
  });
  router.post(STAFF_API_PATHS.routing, ...post, async (req, res) => {
    const rule = await addRule(deps, staffOf(req).id, ruleInput(req), answerLocale(res));
    res.status(201).json({ status: 'success', rule });
  });
  router.post(`${STAFF_API_PATHS.routing}/:id`, ...post, async (req, res) => {
    const rule = await editRule(
      deps,
      staffOf(req).id,
      Number(req.params.id),
      ruleInput(req),
      answerLocale(res),
    );
    res.json({ status: 'success', rule });
  });
  router.post(`${STAFF_API_PATHS.routing}/:id/delete`, ...post, async (req, res) => {
    await removeRule(deps, staffOf(req).id, Number(req.params.id), answerLocale(res));
    res.json({ status: 'success' });
  });
  return router;
}
