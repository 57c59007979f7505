/**
 * The intake team's settings (`GET/POST /api/staff/intake-settings`, admins): today the first-contact
 * target, in minutes of office time (issue 29 §4). Every change is audited.
 */
import type { TStaffActor } from './lead-detail';

/** The least target an admin may set (the most is FIRST_CONTACT_TARGET_MAX_MINUTES). */
export const FIRST_CONTACT_TARGET_MIN_MINUTES = 1;

/** One audited change of the settings. */
export type TIntakeSettingsChange = {
  id: number;
  actor: TStaffActor | null;
  before: { firstContactTargetMinutes: number };
  after: { firstContactTargetMinutes: number };
  at: string;
};

/** The settings with who changed them last, and the latest changes. */
export type TIntakeSettingsView = {
  firstContactTargetMinutes: number;
  updatedAt: string;
  updatedBy: TStaffActor | null;
  audit: TIntakeSettingsChange[];
};
