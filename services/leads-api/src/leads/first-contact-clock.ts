import type { TSettingsCache } from '@firm/shared/server/first-contact-settings';
import { firstContactDueAt, hasFirstContactClock } from '@firm/shared/staff/first-contact';
import type { TClock } from '../staff/clock';
import type { TLeadRecord } from './lead-record';

/**
 * Gives a lead its first-contact clock as it is stored (issue 29 §4): due the admins' target in office
 * time from now, its first alert at that time. Spam and referred people get none (`first-contact.ts`
 * says why). The settings come from memory, so the lead's insert stays one statement.
 */
export function clockedLeadWriter<A extends unknown[]>(
  write: (record: TLeadRecord, ...rest: A) => Promise<number | null>,
  settings: TSettingsCache,
  clock: TClock,
): (record: TLeadRecord, ...rest: A) => Promise<number | null> {
  // `rest`: what else the writer is told (the outbox rows to announce), passed on as it is
  return async (record, ...rest) => {
    if (!hasFirstContactClock(record)) return write(record, ...rest);
    const dueAt = firstContactDueAt(clock.now(), await settings.get());
    return write(
      { ...record, first_contact_due_at: dueAt, first_contact_alert_at: dueAt },
      ...rest,
    );
  };
}
