import { Router } from 'express';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TCsrf } from '../csrf/csrf';
import {
  addStaffAccount,
  disableStaffAccount,
  enableStaffAccount,
  listAccountChanges,
  listStaffAccounts,
  resetStaffPassword,
  type TAccountsDeps,
} from './accounts.service';
import { staffOf, type TRequireStaff } from './require-staff';
import { staffPost } from './staff-body';
import { answerLocale } from './staff-locale';
import { stringField } from './staff-input';

/** What the account routes need. */
export type TAccountsRoutesDeps = TAccountsDeps & { csrf: TCsrf; requireStaff: TRequireStaff };

/**
 * Staff accounts, admins only (every change audited in `staff_audit`):
 * - `GET /api/staff/accounts` → `{ status, accounts }`; `GET /api/staff/accounts/audit` → `{ status, entries }`;
 * - `POST /api/staff/accounts` (`email`, `name`, `role`) → 201 `{ status, account, oneTimePassword }`;
 * - `POST /api/staff/accounts/:id/disable` | `/enable` → `{ status, account }`;
 * - `POST /api/staff/accounts/:id/reset-password` → `{ status, account, oneTimePassword }`.
 */
export function accountsRoutes(deps: TAccountsRoutesDeps): Router {
  const router = Router();
  const admin = deps.requireStaff('admin');
  const post = staffPost(deps.requireStaff, deps.csrf, 'admin');

  router.get(STAFF_API_PATHS.accounts, admin, async (_req, res) => {
    res.json({ status: 'success', accounts: await listStaffAccounts(deps) });
  });
  router.get(STAFF_API_PATHS.accountsAudit, admin, async (_req, res) => {
    res.json({ status: 'success', entries: await listAccountChanges(deps) });
  });
  router.post(STAFF_API_PATHS.accounts, ...post, async (req, res) => {
    const created = await addStaffAccount(deps, staffOf(req).id, {
      email: stringField(req.body, 'email'),
      name: stringField(req.body, 'name'),
      role: stringField(req.body, 'role'),
      locale: answerLocale(res),
    });
    res.status(201).json({ status: 'success', ...created });
  });
  for (const [action, change] of [
    ['disable', disableStaffAccount],
    ['enable', enableStaffAccount],
  ] as const) {
    router.post(`${STAFF_API_PATHS.accounts}/:id/${action}`, ...post, async (req, res) => {
      const account = await change(deps, staffOf(req).id, Number(req.params.id), answerLocale(res));
      res.json({ status: 'success', account });
    });
  }
  router.post(`${STAFF_API_PATHS.accounts}/:id/reset-password`, ...post, async (req, res) => {
    const reset = await resetStaffPassword(
      deps,
      staffOf(req).id,
      Number(req.params.id),
      answerLocale(res),
    );
    res.json({ status: 'success', ...reset });
  });
  return router;
}
