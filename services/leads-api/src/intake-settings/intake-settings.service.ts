import type { TLocale } from '@firm/shared/i18n/locale';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import type { TSettingsCache } from '@firm/shared/server/first-contact-settings';
import { FIRST_CONTACT_TARGET_MAX_MINUTES } from '@firm/shared/staff/first-contact';
import {
  FIRST_CONTACT_TARGET_MIN_MINUTES,
  type TIntakeSettingsView,
} from '@firm/shared/staff/intake-settings';
import { fieldError, throwBadRequest } from '../staff/staff-input';
import { actorOf } from '../timeline/timeline.service';
import {
  findIntakeSettings,
  listIntakeSettingsAudit,
  lockIntakeSettings,
  updateFirstContactTarget,
} from './intake-settings.repository';

/** What the intake settings use; `clockSettings` is this instance's copy, dropped after a change. */
export type TIntakeSettingsDeps = { pool: Pool; clockSettings: TSettingsCache };

/** The settings, who changed them last, and the latest changes. */
export async function intakeSettings(deps: TIntakeSettingsDeps): Promise<TIntakeSettingsView> {
  const [row, audit] = await Promise.all([
    findIntakeSettings(deps.pool),
    listIntakeSettingsAudit(deps.pool),
  ]);
  return {
    firstContactTargetMinutes: row.first_contact_target_minutes,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: actorOf(row),
    audit: audit.map((change) => ({
      id: change.id,
      actor: actorOf(change),
      before: change.before,
      after: change.after,
      at: change.at.toISOString(),
    })),
  };
}

/**
 * Sets the first-contact target (minutes of office time; audited with what it was). New leads are due
 * by it; the leads stored before keep the due time they were given.
 * @throws AppError bad_request (400) for anything but a whole number in range
 */
export async function changeIntakeSettings(
  deps: TIntakeSettingsDeps,
  input: { actorId: number; firstContactTargetMinutes: string; locale: TLocale },
): Promise<TIntakeSettingsView> {
  const raw = input.firstContactTargetMinutes.trim();
  const minutes = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(minutes >= FIRST_CONTACT_TARGET_MIN_MINUTES && minutes <= FIRST_CONTACT_TARGET_MAX_MINUTES))
    throwBadRequest([
      fieldError(input.locale, 'firstContactTargetMinutes', 'staff.targetInvalid', {
        min: FIRST_CONTACT_TARGET_MIN_MINUTES,
        max: FIRST_CONTACT_TARGET_MAX_MINUTES,
      }),
    ]);
  await withTransaction(deps.pool, async (client) => {
    const before = await lockIntakeSettings(client);
    if (before.first_contact_target_minutes === minutes) return;
    await updateFirstContactTarget(client, {
      actorId: input.actorId,
      before: before.first_contact_target_minutes,
      after: minutes,
    });
  });
  deps.clockSettings.invalidate();
  return intakeSettings(deps);
}
