import { Router } from 'express';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TCsrf } from '../csrf/csrf';
import { staffOf, type TRequireStaff } from '../staff/require-staff';
import { staffPost } from '../staff/staff-body';
import { stringField } from '../staff/staff-input';
import { answerLocale } from '../staff/staff-locale';
import {
  changeIntakeSettings,
  intakeSettings,
  type TIntakeSettingsDeps,
} from './intake-settings.service';

/** What the intake settings routes need. */
export type TIntakeSettingsRoutesDeps = TIntakeSettingsDeps & {
  csrf: TCsrf;
  requireStaff: TRequireStaff;
};

/**
 * The intake settings, admins only (every change audited in `intake_settings_audit`):
 * - `GET /api/staff/intake-settings` → `{ status, settings }`;
 * - `POST /api/staff/intake-settings` (`firstContactTargetMinutes`) → `{ status, settings }`.
 */
export function intakeSettingsRoutes(deps: TIntakeSettingsRoutesDeps): Router {
  const router = Router();
  const admin = deps.requireStaff('admin');
  const post = staffPost(deps.requireStaff, deps.csrf, 'admin');

  router.get(STAFF_API_PATHS.intakeSettings, admin, async (_req, res) => {
    res.json({ status: 'success', settings: await intakeSettings(deps) });
  });
  router.post(STAFF_API_PATHS.intakeSettings, ...post, async (req, res) => {
    const settings = await changeIntakeSettings(deps, {
      actorId: staffOf(req).id,
      firstContactTargetMinutes: stringField(req.body, 'firstContactTargetMinutes'),
      locale: answerLocale(res),
    });
    res.json({ status: 'success', settings });
  });
  return router;
}
