import type { TSettingsCache } from '@firm/shared/server/first-contact-settings';
import { firstContactDueAt, hasFirstContactClock } from '@firm/shared/staff/first-contact';
import type { TClock } from '../staff/clock';
import type { TLeadRecord } from './lead-record';

/**
 * Gives a lead its first-contact clock as it is stored (issue 29 §4): due the admins' target in office
 * time from now, its first alert at that time. Spam and referred people get none (`first-contact.ts`
 * says why). The settings come from memory, so the lead's insert stays one statement.
 */
export function clockedLeadWriter(
  write: (record: TLeadRecord) => Promise<number | null>,
  settings: TSettingsCache,
  clock: TClock,
): (record: TLeadRecord) => Promise<number | null> {
  return async (record) => {
    if (!hasFirstContactClock(record)) return write(record);
    const dueAt = firstContactDueAt(clock.now(), await settings.get());
    return write({ ...record, first_contact_due_at: dueAt, first_contact_alert_at: dueAt });
  };
}
