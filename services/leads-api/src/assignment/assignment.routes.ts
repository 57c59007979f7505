import { Router } from 'express';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TCsrf } from '../csrf/csrf';
import { staffOf, type TRequireStaff } from '../staff/require-staff';
import { staffPost } from '../staff/staff-body';
import { answerLocale } from '../staff/staff-locale';
import {
  addAssignmentRule,
  assignableMembers,
  assignmentOverview,
  editAssignmentRule,
  removeAssignmentRule,
  type TAssignmentDeps,
} from './assignment.service';
import { availabilityOf, changeAvailability } from './availability.service';
import { assignLead } from './lead-owner.service';

/** What the assignment routes need. */
export type TAssignmentRoutesDeps = TAssignmentDeps & { csrf: TCsrf; requireStaff: TRequireStaff };

/**
 * Every lead has an owner (issue 29 §3):
 * - `GET /api/staff/assignment` (admin) → `{ status, rules, members, audit }`;
 * - `POST /api/staff/assignment` (admin; `form_variant`, `situation`, `locale`, `mode`, `members`, `note`)
 *   → 201 `{ status, rule }`; `POST …/:id` → `{ status, rule }`; `POST …/:id/delete` → `{ status }`;
 * - `GET /api/staff/assignment/members` (intake) → `{ status, members }`: whom a lead may be given to;
 * - `POST /api/staff/leads/:id/assign` (intake; `staffId`) → `{ status, entry }` (entry null: no change);
 * - `GET /api/staff/me/availability` (intake) → `{ status, available }`; `POST` `{ available }` → the same.
 */
export function assignmentRoutes(deps: TAssignmentRoutesDeps): Router {
  const router = Router();
  const admin = deps.requireStaff('admin');
  const adminPost = staffPost(deps.requireStaff, deps.csrf, 'admin');
  const intake = deps.requireStaff('intake');
  const intakePost = staffPost(deps.requireStaff, deps.csrf);

  router.get(STAFF_API_PATHS.assignment, admin, async (_req, res) => {
    res.json({ status: 'success', ...(await assignmentOverview(deps)) });
  });
  router.get(STAFF_API_PATHS.assignableMembers, intake, async (_req, res) => {
    res.json({ status: 'success', members: await assignableMembers(deps) });
  });
  router.post(STAFF_API_PATHS.assignment, ...adminPost, async (req, res) => {
    const rule = await addAssignmentRule(deps, staffOf(req).id, req.body, answerLocale(res));
    res.status(201).json({ status: 'success', rule });
  });
  router.post(`${STAFF_API_PATHS.assignment}/:id`, ...adminPost, async (req, res) => {
    const id = Number(req.params.id);
    const rule = await editAssignmentRule(deps, staffOf(req).id, id, req.body, answerLocale(res));
    res.json({ status: 'success', rule });
  });
  router.post(`${STAFF_API_PATHS.assignment}/:id/delete`, ...adminPost, async (req, res) => {
    await removeAssignmentRule(deps, staffOf(req).id, Number(req.params.id), answerLocale(res));
    res.json({ status: 'success' });
  });
  router.post(`${STAFF_API_PATHS.leads}/:id/assign`, ...intakePost, async (req, res) => {
    const staff = staffOf(req);
    const entry = await assignLead(deps, {
      leadId: Number(req.params.id),
      actor: { id: staff.id, name: staff.name, email: staff.email },
      body: req.body,
      locale: answerLocale(res),
    });
    res.json({ status: 'success', entry });
  });
  router.get(STAFF_API_PATHS.availability, intake, async (req, res) => {
    res.json({ status: 'success', available: await availabilityOf(deps, staffOf(req).id) });
  });
  router.post(STAFF_API_PATHS.availability, ...intakePost, async (req, res) => {
    const available = await changeAvailability(deps, staffOf(req).id, req.body, answerLocale(res));
    res.json({ status: 'success', available });
  });
  return router;
}
